import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplicationService } from '../applications/service';
import { createKeyQueries, generateSigningKey } from '../oidc/keys';
import { createManagementApp, startTestGatehouse, type TestGatehouse, testDatabaseKind } from '../test/harness';
import { client, discover, getJson } from '../test/oidc-client';
import { connectPostgres } from './db/database';

/** Polls `check` until it passes or two seconds have gone by (NOTIFY is asynchronous). */
const eventually = async (check: () => Promise<void>) => {
  const deadline = Date.now() + 2000;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
};

// Several instances share one database only on PostgreSQL; the embedded database is one process's.
describe.runIf(testDatabaseKind === 'postgres')('two instances on one PostgreSQL', () => {
  let first: TestGatehouse;
  let second: TestGatehouse;

  beforeAll(async () => {
    first = await startTestGatehouse();
    const url = first.databaseUrl ?? '';
    second = await startTestGatehouse({}, { database: connectPostgres(url, 5), url });
  });
  afterAll(async () => {
    await second?.close();
    await first?.stop();
  });

  it('migrate and seed once: both start on the same tenants and keys', async () => {
    const a = await getJson(`${first.userUrl}/oidc/jwks`);
    const b = await getJson(`${second.userUrl}/oidc/jwks`);
    expect(b.keys.map((key: { kid: string }) => key.kid)).toEqual(a.keys.map((key: { kid: string }) => key.kid));
  });

  it('sees a deleted secret and a deleted application on the other instance at once', async () => {
    const app = await createManagementApp(first);
    const service = createApplicationService(first.deps, 'default');
    const named = await service.createSecret(app.id, { name: 'rotating' });

    const onSecond = await discover(`${second.userUrl}/oidc`, app.id, named.value);
    // Warm the second instance's client cache.
    await client.clientCredentialsGrant(onSecond, { resource: app.resource, scope: 'all' });

    await service.deleteSecret(app.id, 'rotating');
    await eventually(async () => {
      await expect(
        client.clientCredentialsGrant(onSecond, { resource: app.resource, scope: 'all' }),
      ).rejects.toMatchObject({ error: 'invalid_client' });
    });

    const legacy = await discover(`${second.userUrl}/oidc`, app.id, app.secret);
    await client.clientCredentialsGrant(legacy, { resource: app.resource, scope: 'all' });
    await service.delete(app.id);
    await eventually(async () => {
      await expect(
        client.clientCredentialsGrant(legacy, { resource: app.resource, scope: 'all' }),
      ).rejects.toMatchObject({
        error: 'invalid_client',
      });
    });
  });

  it('publishes a new signing key on the other instance', async () => {
    await getJson(`${second.userUrl}/oidc/jwks`);
    const key = await generateSigningKey('EC');
    await first.deps.database.withTenant('default', (trx) =>
      createKeyQueries(first.deps.box).insertPrivateKey(trx, 'default', key, 'EC'),
    );
    await first.deps.bus.publish('default', 'keys');
    await eventually(async () => {
      const jwks = await getJson(`${second.userUrl}/oidc/jwks`);
      expect(jwks.keys.map((entry: { kid: string }) => entry.kid)).toContain(key.kid);
    });
  });
});
