import { X509Certificate } from 'node:crypto';
import { generateId } from '@gatehouse/schemas/ids';
import type {
  CreateSamlApplication,
  PatchSamlApplication,
  SamlApplication,
  SamlApplicationSecret,
  SamlEncryption,
} from '@gatehouse/schemas/saml-applications';
import { deleteApplication, insertSamlApplication, updateApplicationNames } from '../applications/public';
import { generateSamlSpKey } from '../enterprise-sso/saml-keys';
import type { Trx } from '../platform/db/database';
import { toMs } from '../platform/db/json';
import type { PlatformDeps } from '../platform/deps';
import { ApiError, assertThat } from '../platform/http/api-error';
import { assertQuota } from '../quotas/public';
import { createSamlApplicationQueries } from './queries';
import { samlApplicationUrls } from './urls';

type ApplicationRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createSamlApplicationQueries>['findApplication']>>
>;
type SecretRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createSamlApplicationQueries>['findSecret']>>>;

export const toSamlApplication = (row: ApplicationRow): SamlApplication => ({
  id: row.id,
  name: row.name,
  description: row.description,
  createdAt: toMs(row.createdAt),
  type: 'SAML',
  entityId: row.entityId,
  acsUrl: row.acsUrl as SamlApplication['acsUrl'],
  attributeMapping: row.attributeMapping,
  nameIdFormat: row.nameIdFormat as SamlApplication['nameIdFormat'],
  encryption: row.encryption,
  authnRequestsSigned: row.authnRequestsSigned,
  requestSigningCertificate: row.requestSigningCertificate,
});

/** The certificate's SHA-256 fingerprint, as `AB:CD:…`. */
const fingerprintOf = (certificate: string) => new X509Certificate(certificate).fingerprint256;

const toSecret = (row: SecretRow): SamlApplicationSecret => ({
  id: row.id,
  certificate: row.certificate,
  fingerprint: fingerprintOf(row.certificate),
  createdAt: toMs(row.createdAt),
  expiresAt: toMs(row.expiresAt),
  active: row.active,
});

/** A certificate as PEM (from PEM or bare base64 DER); 422 `saml_application.invalid_certificate` otherwise. */
export const certificatePem = (value: string): string => {
  const body = value.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
  const pem = `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)?.join('\n') ?? ''}\n-----END CERTIFICATE-----\n`;
  try {
    new X509Certificate(pem);
    return pem;
  } catch {
    throw new ApiError('saml_application.invalid_certificate');
  }
};

/** Spec §5: encryptAssertion requires encryptThenSign and a certificate that parses. */
const checkEncryption = (encryption: SamlEncryption | null | undefined) => {
  if (!encryption) return null;
  if (!encryption.encryptAssertion) {
    return {
      encryptAssertion: false,
      encryptThenSign: encryption.encryptThenSign,
      ...(encryption.certificate && { certificate: certificatePem(encryption.certificate) }),
    };
  }
  assertThat(
    encryption.encryptThenSign && Boolean(encryption.certificate?.trim()),
    'saml_application.encryption_requirements',
  );
  return { encryptAssertion: true, encryptThenSign: true, certificate: certificatePem(encryption.certificate ?? '') };
};

/** Signed requests need the SP's certificate (it must parse): 422 `saml_application.request_signing_requirements`. */
const checkRequestSigning = (signed: boolean, certificate: string | null | undefined) => {
  const pem = certificate?.trim() ? certificatePem(certificate) : null;
  assertThat(!signed || pem, 'saml_application.request_signing_requirements');
  return { authnRequestsSigned: signed, requestSigningCertificate: pem };
};

/**
 * SAML applications (Gatehouse as the identity provider): the application row (type SAML, an
 * OIDC client whose redirect URI is our SAML callback), its SAML config and signing secrets.
 */
export const createSamlApplicationService = ({ database, box, bus, config }: PlatformDeps, tenantId: string) => {
  const queries = createSamlApplicationQueries(tenantId);
  const inTenant = <T>(work: (trx: Trx) => Promise<T>) => database.withTenant(tenantId, work);
  const changing = bus.changing(tenantId, 'applications');

  const findOrThrow = async (trx: Trx, id: string) => {
    const row = await queries.findApplication(trx, id);
    if (!row) throw new ApiError('saml_application.not_found', { id });
    return row;
  };

  const insertKey = async (trx: Trx, applicationId: string, name: string, years: number, active: boolean) => {
    const key = await generateSamlSpKey({ name: `Gatehouse SAML IdP ${name}`.slice(0, 64), years });
    const id = generateId();
    await queries.insertSecret(trx, {
      id,
      applicationId,
      privateKey: box.encrypt(key.privateKey),
      certificate: key.certificate,
      expiresAt: new Date(Date.now() + years * 365 * 86_400_000),
      active,
    });
    return id;
  };

  return {
    get: (id: string) => inTenant(async (trx) => toSamlApplication(await findOrThrow(trx, id))),

    /** The application, its config and a first active signing certificate, in one transaction. */
    create: async (input: CreateSamlApplication) => {
      const encryption = checkEncryption(input.encryption);
      const signing = checkRequestSigning(input.authnRequestsSigned ?? false, input.requestSigningCertificate);
      const id = generateId();
      return changing(async (trx) => {
        await assertQuota(config, trx, tenantId, 'samlApplicationsLimit');
        await insertSamlApplication(trx, tenantId, {
          id,
          name: input.name,
          description: input.description ?? null,
          callbackUri: samlApplicationUrls(config, tenantId, id).callbackUrl,
        });
        await queries.insertConfig(trx, id, {
          entityId: input.entityId,
          acsUrl: input.acsUrl,
          attributeMapping: input.attributeMapping ?? {},
          nameIdFormat: input.nameIdFormat,
          encryption,
          ...signing,
        });
        await insertKey(trx, id, input.name, 3, true);
        return toSamlApplication(await findOrThrow(trx, id));
      });
    },

    patch: async (id: string, input: PatchSamlApplication) =>
      changing(async (trx) => {
        const row = await findOrThrow(trx, id);
        if (input.name !== undefined || input.description !== undefined) {
          await updateApplicationNames(trx, tenantId, id, {
            ...(input.name !== undefined && { name: input.name }),
            ...(input.description !== undefined && { description: input.description }),
          });
        }
        await queries.updateConfig(trx, id, {
          entityId: input.entityId ?? row.entityId,
          acsUrl: input.acsUrl ?? row.acsUrl,
          attributeMapping: (input.attributeMapping as Record<string, string> | undefined) ?? row.attributeMapping,
          nameIdFormat: input.nameIdFormat ?? row.nameIdFormat,
          encryption: input.encryption === undefined ? row.encryption : checkEncryption(input.encryption),
          ...checkRequestSigning(
            input.authnRequestsSigned ?? row.authnRequestsSigned,
            input.requestSigningCertificate === undefined
              ? row.requestSigningCertificate
              : input.requestSigningCertificate,
          ),
        });
        return toSamlApplication(await findOrThrow(trx, id));
      }),

    delete: (id: string) =>
      changing(async (trx) => {
        await findOrThrow(trx, id);
        await deleteApplication(trx, tenantId, id);
      }),

    listSecrets: (id: string) =>
      inTenant(async (trx) => {
        await findOrThrow(trx, id);
        return (await queries.findSecrets(trx, id)).map(toSecret);
      }),

    /** A new, inactive signing certificate (activate it once the SP knows it). */
    createSecret: (id: string, lifeSpanInYears: number) =>
      inTenant(async (trx) => {
        const row = await findOrThrow(trx, id);
        const secretId = await insertKey(trx, id, row.name, lifeSpanInYears, false);
        const created = await queries.findSecret(trx, id, secretId);
        return toSecret(created as SecretRow);
      }),

    /** Activating one deactivates the others; the active one cannot be deactivated (activate another). */
    patchSecret: (id: string, secretId: string, active: boolean) =>
      inTenant(async (trx) => {
        await findOrThrow(trx, id);
        const secret = await queries.findSecret(trx, id, secretId);
        assertThat(secret, 'saml_application.secret_not_found', { id: secretId });
        assertThat(active || !secret.active, 'saml_application.active_secret_required');
        // An expired certificate never signs: it cannot become the active one.
        assertThat(!active || secret.expiresAt.getTime() > Date.now(), 'saml_application.secret_expired', {
          id: secretId,
        });
        if (active) await queries.setActive(trx, id, secretId, true);
        return toSecret((await queries.findSecret(trx, id, secretId)) as SecretRow);
      }),

    deleteSecret: (id: string, secretId: string) =>
      inTenant(async (trx) => {
        await findOrThrow(trx, id);
        const secret = await queries.findSecret(trx, id, secretId);
        assertThat(secret, 'saml_application.secret_not_found', { id: secretId });
        assertThat(!secret.active, 'saml_application.active_secret_undeletable');
        await queries.deleteSecret(trx, id, secretId);
      }),

    /**
     * What the anonymous endpoints need: the config and the active key (private key unsealed). An
     * expired one signs nothing: 422 `saml_application.active_secret_expired` (the metadata, which
     * signs nothing, still shows it with `allowExpired`).
     */
    findForSignIn: (id: string, { allowExpired = false } = {}) =>
      inTenant(async (trx) => {
        const row = await findOrThrow(trx, id);
        const key = await queries.findActiveKey(trx, id);
        assertThat(key, 'saml_application.no_active_secret');
        assertThat(allowExpired || key.expiresAt.getTime() > Date.now(), 'saml_application.active_secret_expired');
        return {
          application: toSamlApplication(row),
          key: { privateKey: box.decrypt(key.privateKey), certificate: key.certificate },
        };
      }),
  };
};

export type SamlApplicationService = ReturnType<typeof createSamlApplicationService>;
