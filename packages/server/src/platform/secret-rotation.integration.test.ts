import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTenantQueries } from '../tenants/queries';
import { createTestDatabase } from '../test/harness';
import type { Database } from './db/database';
import { json } from './db/json';
import { migrate } from './db/migrate';
import { rotateSecret, SecretRotationError } from './secret-rotation';
import { createSecretBox, SecretMismatchError } from './secrets';

const current = createSecretBox('the-current-master-secret-0123456789');
const next = createSecretBox('the-new-master-secret-0123456789abcdef');
const stranger = createSecretBox('a-third-secret-nobody-configured-0123');

describe('rotateSecret', () => {
  let database: Database;
  let drop = async () => {};

  /** Every sealed value in the database, in a stable order. */
  const sealedValues = async () => {
    const db = database.system;
    const keys = await db.selectFrom('oidcKeys').select(['tenantId', 'id', 'value']).orderBy('id').execute();
    const apps = await db.selectFrom('applications').select(['tenantId', 'id', 'secret']).orderBy('id').execute();
    const named = await db.selectFrom('applicationSecrets').select(['applicationId', 'name', 'value']).execute();
    const sso = await db
      .selectFrom('ssoConnectors')
      .select(['tenantId', 'config', 'samlSpKey'])
      .orderBy('tenantId')
      .execute();
    return { keys, apps, named, sso };
  };

  const insertApplication = (tenantId: string, id: string, secret: string | null) =>
    database.system
      .insertInto('applications')
      .values({
        tenantId,
        id,
        name: id,
        type: secret ? 'MachineToMachine' : 'SPA',
        secret,
        oidcClientMetadata: json({ redirectUris: [], postLogoutRedirectUris: [] }),
        customClientMetadata: json({}),
        protectedAppMetadata: json(null),
        customData: json({}),
      })
      .execute();

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    await migrate(database);
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  beforeEach(async () => {
    await database.system.deleteFrom('tenants').execute();
    // Two tenants: the rotation is not about one tenant, and row-level security must not hide any row from it.
    for (const id of ['one', 'two']) {
      await createTenantQueries(database.system).insertIfMissing({ id, name: id, tag: 'production', regionName: 'EU' });
      await database.system
        .insertInto('oidcKeys')
        .values([
          {
            tenantId: id,
            id: `${id}-signing`,
            type: 'private-key',
            algorithm: 'EC',
            value: current.encrypt(`{"kid":"${id}"}`),
          },
          {
            tenantId: id,
            id: `${id}-cookie`,
            type: 'cookie-key',
            algorithm: 'HS256',
            value: current.encrypt(`cookie-${id}`),
          },
        ])
        .execute();
      await insertApplication(id, `${id}-m2m`, current.encrypt(`legacy-${id}`));
      await insertApplication(id, `${id}-spa`, null);
      await database.system
        .insertInto('applicationSecrets')
        .values({ tenantId: id, applicationId: `${id}-m2m`, name: 'ci', value: current.encrypt(`named-${id}`) })
        .execute();
      await database.system
        .insertInto('ssoConnectors')
        .values({
          tenantId: id,
          id: `${id}-sso`,
          providerName: 'OIDC',
          connectorName: 'SSO',
          config: current.encrypt(`{"clientSecret":"sso-${id}"}`),
          branding: '{}',
          samlSpKey: current.encrypt(`{"privateKey":"sp-${id}"}`),
        })
        .execute();
    }
  });

  it('re-encrypts every signing key, cookie key, client secret and SSO connector config and SAML key of every tenant, keeping their plaintext', async () => {
    const summary = await rotateSecret(database.system, current, next);
    expect(summary).toEqual({
      reencrypted: {
        'oidc_keys.value': 4,
        'applications.secret': 2,
        'application_secrets.value': 2,
        'sso_connectors.config': 2,
        'sso_connectors.saml_sp_key': 2,
      },
      alreadyRotated: 0,
    });
    const { keys, apps, named, sso } = await sealedValues();
    expect(sso.map((row) => next.decrypt(row.config))).toEqual([
      '{"clientSecret":"sso-one"}',
      '{"clientSecret":"sso-two"}',
    ]);
    expect(sso.map((row) => row.samlSpKey && next.decrypt(row.samlSpKey))).toEqual([
      '{"privateKey":"sp-one"}',
      '{"privateKey":"sp-two"}',
    ]);
    expect(keys.map((key) => next.decrypt(key.value)).sort()).toEqual([
      'cookie-one',
      'cookie-two',
      '{"kid":"one"}',
      '{"kid":"two"}',
    ]);
    expect(apps.map((app) => app.secret && next.decrypt(app.secret))).toEqual(['legacy-one', null, 'legacy-two', null]);
    expect(named.map((secret) => next.decrypt(secret.value)).sort()).toEqual(['named-one', 'named-two']);
    for (const key of keys) expect(() => current.decrypt(key.value)).toThrow(SecretMismatchError);
  });

  it('writes nothing when a value does not decrypt with the current secret', async () => {
    const before = await sealedValues();
    await expect(rotateSecret(database.system, stranger, next)).rejects.toThrow(SecretRotationError);
    expect(await sealedValues()).toEqual(before);
  });

  it('writes nothing when a single value among many is sealed with another secret', async () => {
    await database.system
      .updateTable('applicationSecrets')
      .set({ value: stranger.encrypt('named-two') })
      .where('tenantId', '=', 'two')
      .execute();
    const before = await sealedValues();
    await expect(rotateSecret(database.system, current, next)).rejects.toThrow(
      /Nothing was re-encrypted: application_secrets.value two\/two-m2m\/ci does not decrypt with the current secret/,
    );
    expect(await sealedValues()).toEqual(before);
  });

  it('leaves values already under the new secret as they are, so running it again finishes an interrupted rotation', async () => {
    await rotateSecret(database.system, current, next);
    const rotated = await sealedValues();
    await expect(rotateSecret(database.system, current, next)).resolves.toEqual({
      reencrypted: {},
      alreadyRotated: 12,
    });
    expect(await sealedValues()).toEqual(rotated);
  });
});
