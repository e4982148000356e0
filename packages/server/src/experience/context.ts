import type { IncomingMessage, ServerResponse } from 'node:http';
import type { InteractionContext } from '@gatehouse/schemas/experience';
import { isStorableText } from '@gatehouse/schemas/json';
import type { SignInExperienceValues } from '../applications/public';
import { isThirdParty } from '../oidc/client-metadata';
import type { TenantRuntime } from '../oidc/runtime';
import type { PlatformDeps } from '../platform/deps';
import { ApiError } from '../platform/http/api-error';
import { findUserScoped } from '../users/public';

type Organization = { id: string; name: string; branding: { logoUrl?: string | null; darkLogoUrl?: string | null } };

type Options = {
  deps: Pick<PlatformDeps, 'database'>;
  tenantId: string;
  runtime: TenantRuntime;
  req: IncomingMessage;
  res: ServerResponse;
  /** A third-party application's own name and branding. */
  findApplicationBranding: (applicationId: string) => Promise<SignInExperienceValues | undefined>;
  findOrganization: (organizationId: string) => Promise<Organization | undefined>;
};

/** The origin of a web redirect URI (the application's site), or null for any other scheme. */
const webOriginOf = (uri: unknown) => {
  if (typeof uri !== 'string' || !URL.canParse(uri)) return null;
  const url = new URL(uri);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
};

/** The parameters of an authorization request, as the query of a new one. */
const queryOf = (params: Record<string, unknown>) => {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'string' && item) query.append(name, item);
    }
  }
  return query;
};

/**
 * The authorization request behind the sign-in pages: who the user signs in for (the application
 * and the organization of `organization_id`), who is already signed in, and the "not you?" switch.
 */
export const createInteractionContext = (options: Options) => {
  const { deps, tenantId, runtime, req, res } = options;
  const { provider } = runtime;

  const load = async () => {
    try {
      return await provider.interactionDetails(req, res);
    } catch {
      throw new ApiError('session.interaction_not_found');
    }
  };

  return {
    details: async (): Promise<InteractionContext> => {
      const interaction = await load();
      const clientId = String(interaction.params.client_id ?? '');
      const client = clientId ? await provider.Client.find(clientId) : undefined;
      const branding = client && isThirdParty(client) ? await options.findApplicationBranding(clientId) : undefined;
      const organizationId = interaction.params.organization_id;
      const organization =
        typeof organizationId === 'string' && organizationId && isStorableText(organizationId)
          ? await options.findOrganization(organizationId)
          : undefined;
      const accountId = interaction.session?.accountId;
      const user = accountId ? await findUserScoped(deps.database.system, tenantId, 'id', accountId) : undefined;
      return {
        application: client
          ? {
              id: client.clientId,
              name: branding?.displayName || (client.clientName ?? client.clientId),
              logoUrl: branding?.branding.logoUrl || (client.logoUri ?? null),
              darkLogoUrl: branding?.branding.darkLogoUrl || null,
              // The provider checked redirect_uri against the client's registration before this interaction began.
              origin: webOriginOf(interaction.params.redirect_uri),
            }
          : null,
        organization: organization
          ? {
              id: organization.id,
              name: organization.name,
              logoUrl: organization.branding.logoUrl ?? null,
              darkLogoUrl: organization.branding.darkLogoUrl ?? null,
            }
          : null,
        account: user
          ? { identifier: user.username ?? user.primaryEmail ?? user.primaryPhone ?? user.id, name: user.name ?? null }
          : null,
      };
    },

    /**
     * "Not you?": ends the session signed in now and answers the start of the same authorization
     * request again, which, with no session, leads to the sign-in page.
     */
    switchAccount: async () => {
      const interaction = await load();
      const sessionId = interaction.session?.cookie;
      const session = sessionId ? await provider.Session.find(sessionId) : undefined;
      await session?.destroy();
      await interaction.destroy();
      return `${runtime.issuer}/auth?${queryOf(interaction.params)}`;
    },
  };
};
