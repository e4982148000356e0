import { sql } from 'kysely';
import type { Trx } from '../platform/db/database';
import { json } from '../platform/db/json';
import type { PeriodicJob } from '../platform/jobs';

type ConfigValues = {
  entityId: string;
  acsUrl: { binding: string; url: string };
  attributeMapping: Record<string, string>;
  nameIdFormat: string;
  encryption: { encryptAssertion: boolean; encryptThenSign: boolean; certificate?: string } | null;
  authnRequestsSigned: boolean;
  requestSigningCertificate: string | null;
};

/** SAML application configs, signing secrets and pending requests (Kysely only); every query filters by tenant. */
export const createSamlApplicationQueries = (tenantId: string) => ({
  insertConfig: (trx: Trx, applicationId: string, values: ConfigValues) =>
    trx
      .insertInto('samlApplicationConfigs')
      .values({
        tenantId,
        applicationId,
        entityId: values.entityId,
        acsUrl: json(values.acsUrl),
        attributeMapping: json(values.attributeMapping),
        nameIdFormat: values.nameIdFormat,
        encryption: json(values.encryption),
        authnRequestsSigned: values.authnRequestsSigned,
        requestSigningCertificate: values.requestSigningCertificate,
      })
      .execute(),

  updateConfig: (trx: Trx, applicationId: string, values: ConfigValues) =>
    trx
      .updateTable('samlApplicationConfigs')
      .set({
        entityId: values.entityId,
        acsUrl: json(values.acsUrl),
        attributeMapping: json(values.attributeMapping),
        nameIdFormat: values.nameIdFormat,
        encryption: json(values.encryption),
        authnRequestsSigned: values.authnRequestsSigned,
        requestSigningCertificate: values.requestSigningCertificate,
      })
      .where('tenantId', '=', tenantId)
      .where('applicationId', '=', applicationId)
      .execute(),

  /** The application (type SAML) with its config. */
  findApplication: (trx: Trx, applicationId: string) =>
    trx
      .selectFrom('applications as a')
      .innerJoin('samlApplicationConfigs as c', (join) =>
        join.onRef('c.tenantId', '=', 'a.tenantId').onRef('c.applicationId', '=', 'a.id'),
      )
      .select([
        'a.id',
        'a.name',
        'a.description',
        'a.createdAt',
        'c.entityId',
        'c.acsUrl',
        'c.attributeMapping',
        'c.nameIdFormat',
        'c.encryption',
        'c.authnRequestsSigned',
        'c.requestSigningCertificate',
      ])
      .where('a.tenantId', '=', tenantId)
      .where('a.id', '=', applicationId)
      .where('a.type', '=', 'SAML')
      .executeTakeFirst(),

  findSecrets: (trx: Trx, applicationId: string) =>
    trx
      .selectFrom('samlApplicationSecrets')
      .select(['id', 'certificate', 'createdAt', 'expiresAt', 'active'])
      .where('tenantId', '=', tenantId)
      .where('applicationId', '=', applicationId)
      .orderBy('createdAt', 'desc')
      .orderBy('id')
      .execute(),

  findSecret: (trx: Trx, applicationId: string, id: string) =>
    trx
      .selectFrom('samlApplicationSecrets')
      .select(['id', 'certificate', 'createdAt', 'expiresAt', 'active'])
      .where('tenantId', '=', tenantId)
      .where('applicationId', '=', applicationId)
      .where('id', '=', id)
      .executeTakeFirst(),

  /** The active signing key (sealed private key included). */
  findActiveKey: (trx: Trx, applicationId: string) =>
    trx
      .selectFrom('samlApplicationSecrets')
      .select(['id', 'privateKey', 'certificate', 'expiresAt'])
      .where('tenantId', '=', tenantId)
      .where('applicationId', '=', applicationId)
      .where('active', '=', true)
      .executeTakeFirst(),

  insertSecret: (
    trx: Trx,
    row: {
      id: string;
      applicationId: string;
      privateKey: string;
      certificate: string;
      expiresAt: Date;
      active: boolean;
    },
  ) =>
    trx
      .insertInto('samlApplicationSecrets')
      .values({ tenantId, ...row })
      .execute(),

  /** Makes `id` the one active secret (or deactivates it). */
  setActive: async (trx: Trx, applicationId: string, id: string, active: boolean) => {
    if (active) {
      await trx
        .updateTable('samlApplicationSecrets')
        .set({ active: false })
        .where('tenantId', '=', tenantId)
        .where('applicationId', '=', applicationId)
        .where('id', '!=', id)
        .execute();
    }
    await trx
      .updateTable('samlApplicationSecrets')
      .set({ active })
      .where('tenantId', '=', tenantId)
      .where('applicationId', '=', applicationId)
      .where('id', '=', id)
      .execute();
  },

  deleteSecret: (trx: Trx, applicationId: string, id: string) =>
    trx
      .deleteFrom('samlApplicationSecrets')
      .where('tenantId', '=', tenantId)
      .where('applicationId', '=', applicationId)
      .where('id', '=', id)
      .execute(),

  insertRequest: (
    trx: Trx,
    row: {
      id: string;
      applicationId: string;
      requestId: string | null;
      relayState: string | null;
      codeVerifier: string;
      expiresAt: Date;
    },
  ) =>
    trx
      .insertInto('samlApplicationRequests')
      .values({ tenantId, ...row })
      .execute(),

  /** Takes a pending request, once (undefined when unknown, expired or taken already). */
  takeRequest: (trx: Trx, applicationId: string, id: string) =>
    trx
      .deleteFrom('samlApplicationRequests')
      .where('tenantId', '=', tenantId)
      .where('applicationId', '=', applicationId)
      .where('id', '=', id)
      .where('expiresAt', '>', sql<Date>`now()`)
      .returning(['requestId', 'relayState', 'codeVerifier'])
      .executeTakeFirst(),
});

/** Forgets SAML application requests never finished, every tenant's (the owner connection). */
export const samlApplicationRequestsPurgeJob: PeriodicJob = {
  name: 'saml-application-requests-purge',
  everyMs: 600_000,
  run: async (trx) => {
    await sql`delete from saml_application_requests where expires_at < now()`.execute(trx);
  },
};
