import { maskedSecret } from '@gatehouse/schemas/connectors';
import { generateId } from '@gatehouse/schemas/ids';
import type {
  CreateSsoConnector,
  PatchSsoConnector,
  SsoBranding,
  SsoConnector,
  SsoProviderName,
} from '@gatehouse/schemas/sso-connectors';
import type { Selectable } from 'kysely';
import type { Trx } from '../platform/db/database';
import { isUniqueViolation } from '../platform/db/errors';
import { toMs } from '../platform/db/json';
import type { SsoConnectorsTable } from '../platform/db/schema';
import type { PlatformDeps } from '../platform/deps';
import { ApiError } from '../platform/http/api-error';
import { assertQuota } from '../quotas/public';
import {
  isConfigComplete,
  maskSecrets,
  parseProviderConfig,
  providerOf,
  providerViews,
  unmaskSecrets,
} from './providers';
import { createSsoConnectorQueries } from './queries';
import { generateSamlSpKey, rotateSamlSpKey, type SamlSpKey } from './saml-keys';
import { serviceProviderOf } from './saml-metadata';
import { forgetIdentityProvider } from './saml-metadata-cache';
import { checkConnectorConfig } from './sign-in';

type Row = Selectable<SsoConnectorsTable>;

/** A unique index's refusal under a race, as the error the checks before it give. */
const rethrowConflict = (error: unknown, input: { connectorName?: string; domains?: string[] }): never => {
  if (!isUniqueViolation(error)) throw error;
  const constraint = String((error as { constraint?: unknown }).constraint ?? '');
  if (constraint.includes('domains')) throw new ApiError('sso_connector.domain_in_use', { domains: input.domains });
  throw new ApiError('sso_connector.name_in_use', { connectorName: input.connectorName });
};

/**
 * A tenant's enterprise SSO connectors (`/api/sso-connectors`): each names its provider, a config
 * checked by that provider's schema (an OIDC issuer's discovery document, a SAML IdP's metadata is
 * read before saving; a SAML connector shows Gatehouse's service-provider side to copy),
 * sealed whole at rest and shown with its secrets masked, the email domains it owns (each by one
 * connector of the tenant), its branding and whether sign-in syncs the profile.
 */
export const createSsoConnectorService = (
  deps: Pick<PlatformDeps, 'database' | 'box' | 'config'>,
  tenantId: string,
) => {
  const { database, box } = deps;
  const providerTypeOf = (providerName: string) =>
    providerViews().find((view) => view.providerName === providerName)?.providerType ?? 'oidc';
  const queries = createSsoConnectorQueries(tenantId);
  const inTenant = <T>(work: (trx: Trx) => Promise<T>) => database.withTenant(tenantId, work);
  const openConfig = (row: Row) => JSON.parse(box.decrypt(row.config)) as Record<string, unknown>;
  const openSpKey = (row: Row) => (row.samlSpKey ? (JSON.parse(box.decrypt(row.samlSpKey)) as SamlSpKey) : undefined);

  const toView = async (row: Row, domains: string[], config = openConfig(row)): Promise<SsoConnector> => ({
    id: row.id,
    providerName: row.providerName as SsoProviderName,
    providerType: providerTypeOf(row.providerName),
    connectorName: row.connectorName,
    config: maskSecrets(config, maskedSecret),
    configured: isConfigComplete(row.providerName, config),
    domains,
    branding: row.branding as SsoBranding,
    syncProfile: row.syncProfile,
    createdAt: toMs(row.createdAt),
    ...(providerTypeOf(row.providerName) === 'saml' && {
      serviceProvider: await serviceProviderOf(deps.config, tenantId, row.id, openSpKey(row)),
    }),
  });
  const viewOf = async (trx: Trx, row: Row) =>
    toView(row, (await queries.findDomains(trx, [row.id])).get(row.id) ?? []);
  const findOrThrow = async (trx: Trx, id: string) => {
    const row = await queries.findById(trx, id);
    if (!row) throw new ApiError('sso_connector.not_found', { id });
    return row;
  };
  /** The clear errors before the unique indexes: a name or a domain another connector holds. */
  const assertFree = async (trx: Trx, input: { connectorName?: string; domains?: string[] }, id?: string) => {
    if (input.connectorName !== undefined) {
      const named = await queries.findByName(trx, input.connectorName);
      if (named && named.id !== id)
        throw new ApiError('sso_connector.name_in_use', { connectorName: input.connectorName });
    }
    const taken = await queries.findTakenDomains(trx, input.domains ?? [], id);
    if (taken.length > 0) throw new ApiError('sso_connector.domain_in_use', { domains: taken });
  };

  return {
    providers: providerViews,

    list: () =>
      inTenant(async (trx) => {
        const rows = await queries.findAll(trx);
        const domains = await queries.findDomains(
          trx,
          rows.map((row) => row.id),
        );
        return Promise.all(rows.map((row) => toView(row, domains.get(row.id) ?? [])));
      }),

    get: (id: string) => inTenant(async (trx) => viewOf(trx, await findOrThrow(trx, id))),

    create: async (input: CreateSsoConnector): Promise<SsoConnector> => {
      providerOf(input.providerName);
      // Without a config the connector is saved unconfigured: its id gives the redirect URI to register first.
      const config = input.config ? parseProviderConfig(input.providerName, input.config) : {};
      const domains = [...new Set(input.domains ?? [])];
      if (input.config) await checkConnectorConfig(input.providerName, config);
      const samlSpKey = providerTypeOf(input.providerName) === 'saml' ? await generateSamlSpKey() : undefined;
      try {
        return await inTenant(async (trx) => {
          await assertFree(trx, { connectorName: input.connectorName, domains });
          await assertQuota(deps.config, trx, tenantId, 'enterpriseSsoLimit');
          const row = await queries.insert(trx, {
            id: generateId(),
            providerName: input.providerName,
            connectorName: input.connectorName,
            config: box.encrypt(JSON.stringify(config)),
            branding: input.branding ?? {},
            syncProfile: input.syncProfile ?? false,
            samlSpKey: samlSpKey ? box.encrypt(JSON.stringify(samlSpKey)) : null,
          });
          await queries.replaceDomains(trx, row.id, domains);
          return toView(row, [...domains].sort());
        });
      } catch (error) {
        return rethrowConflict(error, { connectorName: input.connectorName, domains });
      }
    },

    /** Changes what is sent; a config is checked whole (secrets still reading `********` keep theirs). */
    patch: async (id: string, input: PatchSsoConnector): Promise<SsoConnector> => {
      const current = await inTenant((trx) => findOrThrow(trx, id));
      const config = input.config
        ? parseProviderConfig(current.providerName, unmaskSecrets(input.config, openConfig(current), maskedSecret))
        : undefined;
      if (config) await checkConnectorConfig(current.providerName, config);
      const domains = input.domains && [...new Set(input.domains)];
      try {
        const view = await inTenant(async (trx) => {
          await findOrThrow(trx, id);
          await assertFree(trx, { connectorName: input.connectorName, domains }, id);
          const changes = {
            ...(input.connectorName !== undefined && { connectorName: input.connectorName }),
            ...(config && { config: box.encrypt(JSON.stringify(config)) }),
            ...(input.branding && { branding: JSON.stringify(input.branding) }),
            ...(input.syncProfile !== undefined && { syncProfile: input.syncProfile }),
          };
          const row = Object.keys(changes).length > 0 ? await queries.update(trx, id, changes) : current;
          if (domains) await queries.replaceDomains(trx, id, domains);
          return viewOf(trx, row);
        });
        // The next sign-in reads the identity provider's metadata again.
        if (config) forgetIdentityProvider(tenantId, id);
        return view;
      } catch (error) {
        return rethrowConflict(error, { connectorName: input.connectorName, domains });
      }
    },

    /**
     * A SAML connector's new key pair: the metadata publishes its certificate at once, the previous
     * pair still decrypts for the grace period (an IdP not yet given the new certificate).
     */
    rotateSpKey: async (id: string, gracePeriodSeconds: number): Promise<SsoConnector> => {
      const current = await inTenant((trx) => findOrThrow(trx, id));
      if (providerTypeOf(current.providerName) !== 'saml') throw new ApiError('sso_connector.not_found', { id });
      const next = await rotateSamlSpKey(openSpKey(current), gracePeriodSeconds * 1000);
      return inTenant(async (trx) => {
        await findOrThrow(trx, id);
        const row = await queries.update(trx, id, { samlSpKey: box.encrypt(JSON.stringify(next)) });
        return viewOf(trx, row);
      });
    },

    delete: (id: string) =>
      inTenant(async (trx) => {
        if (!(await queries.delete(trx, id))) throw new ApiError('sso_connector.not_found', { id });
        forgetIdentityProvider(tenantId, id);
      }),
  };
};

export type SsoConnectorService = ReturnType<typeof createSsoConnectorService>;
