import { generateId } from '@gatehouse/schemas/ids';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../platform/db/json';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, managementToken } from '../test/oidc-client';

let gh: TestGatehouse;
let http: ReturnType<typeof api>;
const hour = 3_600_000;
/** A fixed hour in the past, away from every record other tests write now. */
const base = Date.UTC(2024, 0, 15, 12);
/** The user every seeded record names, so each test reads only its own records. */
const subjectId = generateId().slice(0, 12);

const seed = (records: Array<{ id: string; at: number; result: 'Success' | 'Error'; payload?: object }>) =>
  gh.deps.database.system
    .insertInto('logs')
    .values(
      records.map(({ id, at, result, payload }) => ({
        tenantId: 'default',
        id,
        key: 'Interaction.SignIn.Submit',
        payload: json({ result, userId: subjectId, ...payload }),
        createdAt: new Date(at),
      })),
    )
    .execute();

const list = async (query: string) => {
  const response = await http.get(`/api/logs?userId=${subjectId}&${query}`);
  expect(response.status, query).toBe(200);
  return {
    ids: (response.body as Array<{ id: string }>).map((log) => log.id),
    total: Number(response.headers.get('total-number')),
  };
};

beforeAll(async () => {
  gh = await startTestGatehouse();
  http = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
  await seed([
    { id: `${subjectId}-1`, at: base, result: 'Success' },
    { id: `${subjectId}-2`, at: base + hour, result: 'Error' },
    { id: `${subjectId}-3`, at: base + 2 * hour, result: 'Success' },
    { id: `${subjectId}-4`, at: base + 3 * hour, result: 'Error' },
  ]);
});
afterAll(() => gh?.stop());

describe('GET /api/logs filters', () => {
  it('keeps only the records of the asked result, newest first, with their count', async () => {
    expect(await list('result=Error')).toEqual({ ids: [`${subjectId}-4`, `${subjectId}-2`], total: 2 });
    expect(await list('result=Success')).toEqual({ ids: [`${subjectId}-3`, `${subjectId}-1`], total: 2 });
  });

  it('keeps the records between start_time and end_time, both included', async () => {
    expect(await list(`start_time=${base + hour}&end_time=${base + 2 * hour}`)).toEqual({
      ids: [`${subjectId}-3`, `${subjectId}-2`],
      total: 2,
    });
    expect(await list(`start_time=${base + 2 * hour}`)).toMatchObject({ total: 2 });
    expect(await list(`end_time=${base}`)).toEqual({ ids: [`${subjectId}-1`], total: 1 });
  });

  it('combines the range with the result', async () => {
    expect(await list(`result=Error&start_time=${base}&end_time=${base + 2 * hour}`)).toEqual({
      ids: [`${subjectId}-2`],
      total: 1,
    });
  });

  it('answers an empty page for a range that holds no records, and for a reversed range', async () => {
    expect(await list(`start_time=${base - 48 * hour}&end_time=${base - hour}`)).toEqual({ ids: [], total: 0 });
    expect(await list(`start_time=${base + 3 * hour}&end_time=${base}`)).toEqual({ ids: [], total: 0 });
  });

  it('refuses a result or a time that is not one, naming the field', async () => {
    for (const [query, field] of [
      ['result=Failed', 'result'],
      ['result=error', 'result'],
      ['start_time=yesterday', 'start_time'],
      ['end_time=-5', 'end_time'],
      ['end_time=1.5', 'end_time'],
      // Past any date the database holds: refused here rather than failing in the query.
      ['start_time=99999999999999999999', 'start_time'],
    ]) {
      const response = await http.get(`/api/logs?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.code, query).toBe('guard.invalid_input');
      expect(
        response.body.data.issues.map((issue: { path: string[] }) => issue.path.join('.')),
        query,
      ).toEqual([field]);
    }
  });
});

describe('GET /api/logs names the user and application of each record', () => {
  it('gives the display names, and marks a deleted user or application with its id', async () => {
    const user = await http.post('/api/users', { username: `log_subject_${subjectId}`, name: 'Ada Lovelace' });
    const unnamed = await http.post('/api/users', { username: `log_unnamed_${subjectId}` });
    const app = await http.post('/api/applications', { name: 'Analytical Engine', type: 'SPA' });
    const gone = await http.post('/api/applications', { name: 'Gone', type: 'SPA' });
    expect([user.status, unnamed.status, app.status, gone.status]).toEqual([201, 201, 201, 201]);
    expect((await http.delete(`/api/applications/${gone.body.id}`)).status).toBe(204);
    await seed([
      { id: `${subjectId}-n1`, at: base - 10 * hour, result: 'Success', payload: { userId: user.body.id } },
      { id: `${subjectId}-n2`, at: base - 10 * hour, result: 'Success', payload: { userId: unnamed.body.id } },
      {
        id: `${subjectId}-n3`,
        at: base - 10 * hour,
        result: 'Error',
        payload: { userId: 'deleted-user', applicationId: app.body.id },
      },
      { id: `${subjectId}-n4`, at: base - 10 * hour, result: 'Success', payload: { applicationId: gone.body.id } },
    ]);

    const fetched = async (id: string) => {
      const { user, application } = (await http.get(`/api/logs/${id}`)).body;
      return { user, application };
    };
    const page = (await http.get(`/api/logs?start_time=${base - 10 * hour}&end_time=${base - 10 * hour}`))
      .body as Array<{ id: string; user?: unknown; application?: unknown }>;
    const byId = new Map(page.map((log) => [log.id, { user: log.user, application: log.application }]));

    const expected = {
      [`${subjectId}-n1`]: { user: { id: user.body.id, name: 'Ada Lovelace', deleted: false }, application: undefined },
      [`${subjectId}-n2`]: {
        user: { id: unnamed.body.id, name: `log_unnamed_${subjectId}`, deleted: false },
        application: undefined,
      },
      [`${subjectId}-n3`]: {
        user: { id: 'deleted-user', name: null, deleted: true },
        application: { id: app.body.id, name: 'Analytical Engine', deleted: false },
      },
      // Seeded with the id of a user that never existed, as a record outliving its user has.
      [`${subjectId}-n4`]: {
        user: { id: subjectId, name: null, deleted: true },
        application: { id: gone.body.id, name: null, deleted: true },
      },
    };
    for (const [id, subjects] of Object.entries(expected)) {
      expect(byId.get(id), `listed ${id}`).toEqual(subjects);
      expect(await fetched(id), `fetched ${id}`).toEqual(subjects);
    }
  });
});
