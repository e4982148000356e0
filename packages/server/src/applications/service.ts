import { hash, timingSafeEqual } from 'node:crypto';
import {
  type Application,
  type ApplicationSecret,
  type ApplicationType,
  type CreateApplication,
  confidentialApplicationTypes,
  creatableApplicationTypes,
  type OidcClientMetadata,
  type PatchApplication,
} from '@gatehouse/schemas/applications';
import { generateId, generateKey } from '@gatehouse/schemas/ids';
import { isValidNativeRedirectUri, isValidWebRedirectUri } from '@gatehouse/schemas/redirect-uris';
import type { Trx } from '../platform/db/database';
import { json, toMs, toMsOrNull } from '../platform/db/json';
import type { Page } from '../platform/db/paging';
import type { ApplicationRow } from '../platform/db/schema';
import type { PlatformDeps } from '../platform/deps';
import { ApiError, assertThat } from '../platform/http/api-error';
import { applicationQuotaKey, assertQuota } from '../quotas/public';
import { roleAssignments } from '../roles/public';
import { toRole } from '../roles/service';
import { type ApplicationFilters, createApplicationQueries } from './queries';

type Row = ApplicationRow & { isAdmin: boolean };

export const toApplication = (row: Row): Application => ({
  id: row.id,
  name: row.name,
  description: row.description,
  type: row.type,
  oidcClientMetadata: {
    ...row.oidcClientMetadata,
    redirectUris: row.oidcClientMetadata.redirectUris ?? [],
    postLogoutRedirectUris: row.oidcClientMetadata.postLogoutRedirectUris ?? [],
  },
  customClientMetadata: row.customClientMetadata,
  protectedAppMetadata: row.protectedAppMetadata,
  customData: row.customData,
  isThirdParty: row.isThirdParty,
  isAdmin: row.isAdmin,
  hasLegacySecret: row.secret !== null,
  createdAt: toMs(row.createdAt),
});

const toSecret = (row: { applicationId: string; name: string; createdAt: Date; expiresAt: Date | null }) => ({
  applicationId: row.applicationId,
  name: row.name,
  createdAt: toMs(row.createdAt),
  expiresAt: toMsOrNull(row.expiresAt),
});

/** Redirect URI rules of spec §5 by application type. */
const assertRedirectUris = (type: ApplicationType, metadata: Partial<OidcClientMetadata>) => {
  const uris = [...(metadata.redirectUris ?? []), ...(metadata.postLogoutRedirectUris ?? [])];
  const isValid = type === 'Native' ? isValidNativeRedirectUri : isValidWebRedirectUri;
  const invalid = uris.filter((uri) => !isValid(uri));
  if (invalid.length > 0) throw new ApiError('application.invalid_redirect_uri', { invalid });
  if (type === 'MachineToMachine' && (metadata.redirectUris?.length ?? 0) > 0) {
    throw new ApiError('application.invalid_redirect_uri', { invalid: metadata.redirectUris });
  }
};

/** SHA-256 in one call (`crypto.hash`): a client secret is judged on every token request. */
const digest = (value: string) => hash('sha256', value, 'buffer');

/**
 * Application rules (CONVENTIONS 1): creation by type, redirect URIs,
 * secrets shown once and stored encrypted, machine-to-machine roles.
 */
export const createApplicationService = ({ database, box, bus, config }: PlatformDeps, tenantId: string) => {
  const queries = createApplicationQueries(tenantId);
  const roles = roleAssignments(tenantId);
  const inTenant = <T>(work: (trx: Trx) => Promise<T>) => database.withTenant(tenantId, work);
  /** A transaction whose commit drops the cached applications on every instance. */
  const changing = bus.changing(tenantId, 'applications');

  const findOrThrow = async (trx: Trx, id: string) => {
    const row = await queries.findById(trx, id);
    if (!row || row.isBuiltIn) throw new ApiError('application.not_found', { id });
    return row;
  };

  const assertMachineToMachine = (row: Row) => {
    assertThat(row.type === 'MachineToMachine', 'application.roles_not_supported');
  };

  const setManagementAccess = async (trx: Trx, applicationId: string, enabled: boolean) => {
    const role = await roles.findBuiltInManagementRole(trx);
    if (!role) return;
    if (enabled) await roles.insertApplicationRoles(trx, applicationId, [role.id]);
    else await roles.deleteApplicationRole(trx, applicationId, role.id);
  };

  return {
    list: (filters: ApplicationFilters, page?: Page) =>
      inTenant(async (trx) => {
        const [rows, total] = await Promise.all([
          queries.findAll(trx, filters, page),
          page ? queries.count(trx, filters) : Promise.resolve(undefined),
        ]);
        return { items: rows.map(toApplication), total: total ?? rows.length };
      }),

    get: (id: string) => inTenant(async (trx) => toApplication(await findOrThrow(trx, id))),

    create: async (input: CreateApplication, options: { management?: boolean; id?: string } = {}) => {
      // SAML applications have their own config and certificates: POST /api/saml-applications makes them.
      assertThat(input.type !== 'SAML', 'application.saml_use_saml_applications', { use: '/api/saml-applications' });
      if (!creatableApplicationTypes.has(input.type)) {
        throw new ApiError('application.protected_application_not_supported', { type: input.type });
      }
      const oidcClientMetadata = { redirectUris: [], postLogoutRedirectUris: [], ...input.oidcClientMetadata };
      assertRedirectUris(input.type, oidcClientMetadata);
      const secret = confidentialApplicationTypes.has(input.type) ? generateKey() : undefined;
      const id = options.id ?? generateId();
      const created = await changing(async (trx) => {
        await assertQuota(config, trx, tenantId, applicationQuotaKey(input.type, input.isThirdParty ?? false));
        await queries.insert(trx, {
          tenantId,
          id,
          name: input.name,
          description: input.description ?? null,
          type: input.type,
          secret: secret ? box.encrypt(secret) : null,
          oidcClientMetadata: json(oidcClientMetadata),
          customClientMetadata: json(input.customClientMetadata ?? {}),
          protectedAppMetadata: json(null),
          customData: json(input.customData ?? {}),
          isThirdParty: input.isThirdParty ?? false,
        });
        if (options.management && input.type === 'MachineToMachine') await setManagementAccess(trx, id, true);
        return toApplication(await findOrThrow(trx, id));
      });
      return { ...created, ...(secret && { secret }) };
    },

    patch: async (id: string, input: PatchApplication) => {
      const updated = await changing(async (trx) => {
        const row = await findOrThrow(trx, id);
        // A SAML application's OIDC client redirects to Gatehouse's own SAML callback only.
        if (row.type === 'SAML' && input.oidcClientMetadata) {
          throw new ApiError('application.saml_use_saml_applications', { use: '/api/saml-applications' });
        }
        const oidcClientMetadata = input.oidcClientMetadata
          ? { ...row.oidcClientMetadata, ...input.oidcClientMetadata }
          : undefined;
        if (oidcClientMetadata) assertRedirectUris(row.type, oidcClientMetadata);
        if (input.isAdmin !== undefined) {
          assertMachineToMachine(row);
          await setManagementAccess(trx, id, input.isAdmin);
        }
        const set = {
          ...(input.name !== undefined && { name: input.name }),
          ...(input.description !== undefined && { description: input.description }),
          ...(oidcClientMetadata && { oidcClientMetadata: json(oidcClientMetadata) }),
          ...(input.customClientMetadata && {
            customClientMetadata: json({ ...row.customClientMetadata, ...input.customClientMetadata }),
          }),
          ...(input.customData && { customData: json(input.customData) }),
        };
        if (Object.keys(set).length > 0) await queries.updateById(trx, id, set);
        return toApplication(await findOrThrow(trx, id));
      });
      return updated;
    },

    delete: async (id: string) => {
      await changing(async (trx) => {
        await findOrThrow(trx, id);
        await queries.deleteById(trx, id);
      });
    },

    listSecrets: (id: string) =>
      inTenant(async (trx) => {
        await findOrThrow(trx, id);
        return (await queries.findSecrets(trx, id)).map(toSecret);
      }),

    createSecret: async (id: string, input: { name: string; expiresAt?: number | null | undefined }) => {
      const value = generateKey();
      const created = await changing(async (trx) => {
        const row = await findOrThrow(trx, id);
        assertThat(confidentialApplicationTypes.has(row.type), 'application.secrets_not_supported');
        if (input.expiresAt && input.expiresAt <= Date.now()) {
          throw new ApiError('guard.invalid_input', {
            issues: [{ path: ['expiresAt'], message: 'must be in the future' }],
          });
        }
        const inserted = await queries.insertSecret(trx, {
          applicationId: id,
          name: input.name,
          value: box.encrypt(value),
          expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
        });
        assertThat(inserted, 'application.secret_name_exists', { name: input.name });
        return { ...toSecret(inserted), value };
      });
      return created;
    },

    renameSecret: async (id: string, name: string, newName: string): Promise<ApplicationSecret> => {
      const renamed = await changing(async (trx) => {
        await findOrThrow(trx, id);
        if (newName !== name) {
          const existing = await queries.findSecrets(trx, id);
          assertThat(!existing.some((secret) => secret.name === newName), 'application.secret_name_exists', {
            name: newName,
          });
        }
        const row = await queries.renameSecret(trx, id, name, newName);
        assertThat(row, 'application.secret_not_found', { name });
        return toSecret(row);
      });
      return renamed;
    },

    deleteSecret: async (id: string, name: string) => {
      await changing(async (trx) => {
        await findOrThrow(trx, id);
        assertThat((await queries.deleteSecret(trx, id, name)) > 0, 'application.secret_not_found', { name });
      });
    },

    /** Ends the secret made with the application; named secrets are untouched. */
    deleteLegacySecret: async (id: string) => {
      await changing(async (trx) => {
        const row = await findOrThrow(trx, id);
        assertThat(row.secret !== null, 'application.secret_not_found', { name: 'legacy' });
        await queries.updateById(trx, id, { secret: null });
      });
    },

    listRoles: (id: string, page?: Page) =>
      inTenant(async (trx) => {
        assertMachineToMachine(await findOrThrow(trx, id));
        const [items, total] = await Promise.all([
          roles.findApplicationRoles(trx, id, page),
          roles.countApplicationRoles(trx, id),
        ]);
        return {
          items: items.map(toRole),
          total,
        };
      }),

    assignRoles: async (id: string, roleIds: string[]) => {
      await changing(async (trx) => {
        assertMachineToMachine(await findOrThrow(trx, id));
        const unique = [...new Set(roleIds)];
        const found = await roles.findByIds(trx, unique);
        const missing = unique.filter((roleId) => !found.some((role) => role.id === roleId));
        if (missing.length > 0) throw new ApiError('role.not_found', { ids: missing });
        const wrongType = found.filter((role) => role.type !== 'MachineToMachine').map((role) => role.id);
        if (wrongType.length > 0) throw new ApiError('application.role_type_mismatch', { ids: wrongType });
        await roles.insertApplicationRoles(trx, id, unique);
      });
    },

    removeRole: async (id: string, roleId: string) => {
      await changing(async (trx) => {
        assertMachineToMachine(await findOrThrow(trx, id));
        assertThat((await roles.deleteApplicationRole(trx, id, roleId)) > 0, 'role.not_found', { id: roleId });
      });
    },

    /**
     * What the OIDC provider needs to know of a client: its row (built-in ones
     * included) and a checker for presented secrets — the legacy one or any
     * named, unexpired secret, compared in constant time.
     */
    findClient: (id: string) =>
      inTenant(async (trx) => {
        const row = await queries.findById(trx, id);
        if (!row) return undefined;
        const named = await queries.findSecrets(trx, id);
        const secrets = [
          ...(row.secret ? [{ digest: digest(box.decrypt(row.secret)), expiresAt: null as Date | null }] : []),
          ...named.map((secret) => ({ digest: digest(box.decrypt(secret.value)), expiresAt: secret.expiresAt })),
        ];
        const verifySecret = (presented: string) => {
          const presentedDigest = digest(presented);
          const now = Date.now();
          let matched = false;
          for (const secret of secrets) {
            const equal = timingSafeEqual(presentedDigest, secret.digest);
            matched ||= equal && (!secret.expiresAt || secret.expiresAt.getTime() > now);
          }
          return matched;
        };
        return { row, verifySecret };
      }),
  };
};

export type ApplicationService = ReturnType<typeof createApplicationService>;
