import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/database';
import { migrate } from '../platform/db/migrate';
import { createTenantQueries } from '../tenants/queries';
import { createTestDatabase } from '../test/harness';
import { createSamlQueries, samlPurgeJob } from './queries.saml';

/*
 * The SAML tables on their own: a request answered once and taken once, an assertion id taken
 * once, nothing of another tenant's visible, and the purge of what expired.
 */

let database: Database;
let drop: () => Promise<void>;
const minute = 60_000;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await migrate(database);
  for (const id of ['acme', 'other']) {
    await createTenantQueries(database.system).insertIfMissing({ id, name: id, tag: 'production', regionName: 'EU' });
    await database.system
      .insertInto('ssoConnectors')
      .values({
        tenantId: id,
        id: 'sso',
        providerName: 'SAML',
        connectorName: 'Corp',
        config: 'sealed',
        branding: '{}',
      })
      .execute();
  }
});
afterAll(async () => {
  await database.close();
  await drop();
});

const acme = createSamlQueries('acme');
const request = (id: string, expiresInMs = 10 * minute) => ({
  id,
  ssoConnectorId: 'sso',
  state: 'page-state',
  redirectUri: 'https://pages.example/callback',
  expiresAt: new Date(Date.now() + expiresInMs),
});

describe('SAML requests and assertions', () => {
  it("answers a request once and gives the answer once, to its own tenant's connector only", async () => {
    await database.withTenant('acme', (trx) => acme.insertRequest(trx, request('_r1')));
    const other = createSamlQueries('other');
    expect(await database.withTenant('other', (trx) => other.findPendingRequest(trx, 'sso', '_r1'))).toBeUndefined();
    expect(await database.withTenant('other', (trx) => other.answerRequest(trx, 'sso', '_r1', {}))).toBeUndefined();
    expect(await database.withTenant('acme', (trx) => acme.findPendingRequest(trx, 'sso', '_r1'))).toBeDefined();
    const answer = { issuer: 'urn:idp', claims: { sub: 'u1' } };
    expect(await database.withTenant('acme', (trx) => acme.answerRequest(trx, 'sso', '_r1', answer))).toEqual({
      state: 'page-state',
      redirectUri: 'https://pages.example/callback',
    });
    expect(await database.withTenant('acme', (trx) => acme.answerRequest(trx, 'sso', '_r1', {}))).toBeUndefined();
    expect(await database.withTenant('acme', (trx) => acme.findPendingRequest(trx, 'sso', '_r1'))).toBeUndefined();
    expect(await database.withTenant('other', (trx) => other.takeAnswer(trx, 'sso', '_r1'))).toBeUndefined();
    expect(await database.withTenant('acme', (trx) => acme.takeAnswer(trx, 'sso', '_r1'))).toEqual(answer);
    expect(await database.withTenant('acme', (trx) => acme.takeAnswer(trx, 'sso', '_r1'))).toBeUndefined();
  });

  it('refuses an expired request, and takes an assertion id once per connector', async () => {
    await database.withTenant('acme', (trx) => acme.insertRequest(trx, request('_old', -minute)));
    expect(await database.withTenant('acme', (trx) => acme.answerRequest(trx, 'sso', '_old', {}))).toBeUndefined();
    const later = new Date(Date.now() + minute);
    expect(await database.withTenant('acme', (trx) => acme.rememberAssertion(trx, 'sso', '_a1', later))).toBe(true);
    expect(await database.withTenant('acme', (trx) => acme.rememberAssertion(trx, 'sso', '_a1', later))).toBe(false);
    const other = createSamlQueries('other');
    expect(await database.withTenant('other', (trx) => other.rememberAssertion(trx, 'sso', '_a1', later))).toBe(true);
    // Row-level security: a query without the tenant filter sees its own tenant's rows only (acme has
    // an assertion id and an expired request too).
    const seen = (table: string) =>
      database.withTenant(
        'other',
        async (trx) =>
          (await sql<{ tenantId: string }>`select tenant_id as "tenantId" from ${sql.table(table)}`.execute(trx)).rows,
      );
    expect(await seen('sso_saml_assertions')).toEqual([{ tenantId: 'other' }]);
    expect(await seen('sso_saml_requests')).toEqual([]);
  });

  it('purges what expired, in every tenant, and keeps the rest', async () => {
    await database.withTenant('acme', async (trx) => {
      await acme.insertRequest(trx, request('_live'));
      await acme.rememberAssertion(trx, 'sso', '_gone', new Date(Date.now() - minute));
    });
    await database.system.transaction().execute((trx) => samlPurgeJob.run(trx));
    const requests = await sql<{ id: string }>`select id from sso_saml_requests order by id`.execute(database.system);
    expect(requests.rows.map((row) => row.id)).toEqual(['_live']);
    const assertions = await sql<{ id: string }>`select id from sso_saml_assertions order by tenant_id`.execute(
      database.system,
    );
    expect(assertions.rows.map((row) => row.id)).toEqual(['_a1', '_a1']);
  });
});
