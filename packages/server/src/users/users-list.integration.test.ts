import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, managementToken } from '../test/oidc-client';

let gh: TestGatehouse;
let http: ReturnType<typeof api>;
const ids: Record<string, string> = {};

const people = [
  { username: 'Alice_Smith', primaryEmail: 'alice@wonder.example', name: 'Alice Smith' },
  { username: 'bob_jones', primaryEmail: 'bob@builders.example', name: 'Bob Jones', primaryPhone: '15550001' },
  { username: 'carol_smith', primaryEmail: 'carol@wonder.example', name: 'Carol' },
  { username: 'dave_100', primaryEmail: 'dave_x@other.example', name: 'Dave 100%' },
];

beforeAll(async () => {
  gh = await startTestGatehouse();
  http = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
  for (const person of people) {
    const response = await http.post('/api/users', person);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    ids[person.username] = response.body.id;
  }
});
afterAll(() => gh?.stop());

const usernames = async (query: string) => {
  const response = await http.get(`/api/users?${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body as { username: string }[]).map((user) => user.username);
};

describe('listing users', () => {
  it('lists newest first with Total-Number and Link, and no hash', async () => {
    const response = await http.get('/api/users?page=1&page_size=3');
    expect(response.body.map((user: { username: string }) => user.username)).toEqual([
      'dave_100',
      'carol_smith',
      'bob_jones',
    ]);
    expect(response.headers.get('total-number')).toBe('4');
    expect(response.headers.get('total-number-is-capped')).toBeNull();
    expect(response.headers.get('link')).toContain('rel="last"');
    expect(JSON.stringify(response.body)).not.toMatch(/passwordEncrypted/);
    expect(await usernames('page=2&page_size=3')).toEqual(['Alice_Smith']);
    expect((await http.get('/api/users?page=0')).body.code).toBe('guard.invalid_pagination');
  });

  it('links the next page with the advanced search it was asked for and nothing else, so following next walks the same list', async () => {
    const search = 'search.username=%25smith%25&search.name=Bob+Jones&mode.name=exact&joint=or&isCaseSensitive=false';
    const response = await http.get(`/api/users?${search}&page_size=1&padding=${'x'.repeat(10_000)}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.headers.get('total-number')).toBe('3');
    const link = response.headers.get('link') ?? '';
    expect(link.length).toBeLessThan(1000);
    const next = /<([^>]+)>; rel="next"/.exec(link)?.[1];
    expect(next).toBe(`/api/users?${search}&page=2&page_size=1`);
    expect((await http.get(next ?? '')).body.map((user: { username: string }) => user.username)).toEqual(['bob_jones']);
  });

  it('searches every field with the console’s %keyword%, ignoring case by default', async () => {
    expect(await usernames('search=%25SMITH%25')).toEqual(['carol_smith', 'Alice_Smith']);
    expect(await usernames('search=%25wonder%25')).toEqual(['carol_smith', 'Alice_Smith']);
    expect(await usernames('search=%2555500%25')).toEqual(['bob_jones']);
    expect(await usernames(`search=${ids.bob_jones}`)).toEqual(['bob_jones']);
    // A value without % matches as a literal substring: "_" is not a wildcard then.
    expect(await usernames('search=jones')).toEqual(['bob_jones']);
    expect(await usernames('search=e_1')).toEqual(['dave_100']);
    expect(await usernames('search=b_j')).toEqual(['bob_jones']);
    expect(await usernames('search=ob_jo')).toEqual(['bob_jones']);
    expect(await usernames('search=c_rol')).toEqual([]);
    // With a %, the value is the caller's LIKE pattern: "bob%" is a prefix, "_" any one character.
    expect(await usernames('search=bob%25')).toEqual(['bob_jones']);
    // (Ids are random lower-case letters and digits and are searched too: a pattern a random id
    // could match, such as "%e_1%", would make this test fail now and then.)
    expect(await usernames('search=%25ave_10%25')).toEqual(['dave_100']);
    expect(await usernames('search=%25c_rol%25')).toEqual(['carol_smith']);
  });

  it('searches one field with search.<field>, exact or like, case-sensitive on request', async () => {
    expect(await usernames('search.name=%25smith%25')).toEqual(['Alice_Smith']);
    expect(await usernames('search.username=alice_smith&mode.username=exact')).toEqual(['Alice_Smith']);
    expect(await usernames('search.username=alice_smith&mode=exact&isCaseSensitive=true')).toEqual([]);
    expect(await usernames('search.username=Alice_Smith&mode=exact&isCaseSensitive=true')).toEqual(['Alice_Smith']);
    expect(await usernames('search=%25smith%25&isCaseSensitive=true')).toEqual(['carol_smith']);
    // Exact allows several values.
    expect(await usernames('search.username=bob_jones&search.username=carol_smith&mode=exact')).toEqual([
      'carol_smith',
      'bob_jones',
    ]);
  });

  it('combines terms with joint=or (default) or joint=and', async () => {
    expect(await usernames('search.name=%25smith%25&search.primaryEmail=%25builders%25')).toEqual([
      'bob_jones',
      'Alice_Smith',
    ]);
    expect(await usernames('search.username=%25smith%25&search.primaryEmail=%25wonder%25&joint=and')).toEqual([
      'carol_smith',
      'Alice_Smith',
    ]);
    expect(await usernames('search.username=%25smith%25&search.primaryEmail=%25builders%25&joint=and')).toEqual([]);
  });

  it('refuses an unknown search field or mode', async () => {
    expect((await http.get('/api/users?search.email=x')).status).toBe(400);
    expect((await http.get('/api/users?mode=posix&search=x')).status).toBe(400);
    expect((await http.get('/api/users?joint=xor')).status).toBe(400);
  });

  it('leaves out the holders of excludeRoleId', async () => {
    const role = (await http.post('/api/roles', { name: 'Wonderers' })).body;
    await http.post(`/api/roles/${role.id}/users`, { userIds: [ids.Alice_Smith, ids.carol_smith] });
    const response = await http.get(`/api/users?excludeRoleId=${role.id}&page=1&page_size=20`);
    expect(response.body.map((user: { username: string }) => user.username)).toEqual(['dave_100', 'bob_jones']);
    expect(response.headers.get('total-number')).toBe('2');
    expect(await usernames(`excludeRoleId=${role.id}&search=%25smith%25`)).toEqual([]);
  });

  it('leaves out the members of excludeOrganizationId', async () => {
    const org = (await http.post('/api/organizations', { name: 'Wonderland' })).body;
    expect(
      (await http.post(`/api/organizations/${org.id}/users`, { userIds: [ids.Alice_Smith, ids.dave_100] })).status,
    ).toBe(201);
    expect(await usernames(`excludeOrganizationId=${org.id}`)).toEqual(['carol_smith', 'bob_jones']);
    expect(await usernames(`excludeOrganizationId=${org.id}&search=%25smith%25`)).toEqual(['carol_smith']);
    expect(await usernames('excludeOrganizationId=unknown-org')).toHaveLength(4);
  });
});

describe('counting a big list', () => {
  it('caps Total-Number at 10000 with Total-Number-Is-Capped and no last link, and still serves deep pages', async () => {
    await gh.deps.database.withTenant('default', (trx) =>
      sql`
        insert into users (tenant_id, id, username, created_at, updated_at)
        select 'default', 'bulk' || lpad(g::text, 8, '0'), 'bulk_' || g,
               now() - interval '1 day' - g * interval '1 second', now()
        from generate_series(1, 10050) g`.execute(trx),
    );
    const first = await http.get('/api/users?page=1&page_size=20');
    expect(first.headers.get('total-number')).toBe('10000');
    expect(first.headers.get('total-number-is-capped')).toBe('true');
    expect(first.headers.get('link')).not.toContain('rel="last"');
    expect(first.headers.get('link')).toContain('rel="next"');

    // 10054 users: page 503 of 20 holds the last 14.
    const last = await http.get('/api/users?page=503&page_size=20');
    expect(last.body).toHaveLength(14);
    expect(last.body.at(-1).username).toBe('bulk_10050');
    expect(last.headers.get('link')).not.toContain('rel="next"');

    const searched = await http.get('/api/users?search=%25bulk_1000%25&page=1&page_size=5');
    // bulk_1000 and bulk_10000 … bulk_10009.
    expect(searched.headers.get('total-number')).toBe('11');
    expect(searched.headers.get('total-number-is-capped')).toBeNull();

    // Nearly everyone matches (counted among the newest users), or a tenth of the newest do (counted whole).
    const everyone = await http.get('/api/users?search=%25bulk%25&page=1&page_size=5');
    expect(everyone.body.map((user: { username: string }) => user.username)).toEqual([
      'bulk_1',
      'bulk_2',
      'bulk_3',
      'bulk_4',
      'bulk_5',
    ]);
    expect(everyone.headers.get('total-number')).toBe('10000');
    expect(everyone.headers.get('total-number-is-capped')).toBe('true');
    const some = await http.get('/api/users?search=%25bulk_1%25&page=1&page_size=5');
    // bulk_1, bulk_10 … 19, bulk_100 … 199, bulk_1000 … 1999, bulk_10000 … 10050.
    expect(some.headers.get('total-number')).toBe(String(1 + 10 + 100 + 1000 + 51));
    expect(some.headers.get('total-number-is-capped')).toBeNull();
  });
});
