import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SignInExperienceValues } from '../applications/public';
import type { ConsentAllowList } from '../applications/service.third-party';
import { isThirdParty } from '../oidc/client-metadata';
import type { TenantRuntime } from '../oidc/runtime';
import { ApiError, assertThat } from '../platform/http/api-error';

type PromptDetails = {
  missingOIDCScope?: string[];
  missingOIDCClaims?: string[];
  missingResourceScopes?: Record<string, string[]>;
};

/** Scopes every application may ask for, whatever its consent list. */
const alwaysAllowed = new Set(['openid', 'offline_access']);

/**
 * Splits what a client asks for into what it may have and what is left out:
 * everything for first-party clients; for third-party ones, only the user data
 * on their consent list (their API permissions are already narrowed when the
 * provider resolves the resource, see oidc/provider.ts).
 */
const splitOidcScopes = (requested: string[], allowList: ConsentAllowList | undefined) => {
  if (!allowList) return { allowed: requested, refused: [] };
  const isAllowed = (scope: string) => alwaysAllowed.has(scope) || allowList.userScopes.has(scope);
  return { allowed: requested.filter(isAllowed), refused: requested.filter((scope) => !isAllowed(scope)) };
};

/**
 * The consent step (peer-interfaces §6): first-party applications are consented
 * automatically; third-party ones show the user what they ask for.
 */
export const createConsentService = (
  runtime: TenantRuntime,
  req: IncomingMessage,
  res: ServerResponse,
  findSignInExperience: (applicationId: string) => Promise<SignInExperienceValues | undefined> = async () => undefined,
) => {
  const { provider } = runtime;

  const load = async () => {
    let interaction: Awaited<ReturnType<typeof provider.interactionDetails>>;
    try {
      interaction = await provider.interactionDetails(req, res);
    } catch {
      throw new ApiError('session.interaction_not_found');
    }
    assertThat(interaction.prompt.name === 'consent' && interaction.session?.accountId, 'session.consent_required');
    const client = await provider.Client.find(String(interaction.params.client_id));
    assertThat(client, 'session.interaction_not_found');
    return { interaction, client, details: interaction.prompt.details as PromptDetails };
  };

  const grant = async () => {
    const { interaction, details } = await load();
    const accountId = interaction.session?.accountId ?? '';
    const clientId = String(interaction.params.client_id);
    const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
    const target = existing ?? new provider.Grant({ accountId, clientId });
    const { allowed, refused } = splitOidcScopes(
      details.missingOIDCScope ?? [],
      await runtime.findConsentAllowList(clientId),
    );
    if (allowed.length > 0) target.addOIDCScope(allowed.join(' '));
    // Refused scopes count as answered, so the user is not asked again and the tokens leave them out.
    if (refused.length > 0) target.rejectOIDCScope(refused.join(' '));
    if (details.missingOIDCClaims) target.addOIDCClaims(details.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
      target.addResourceScope(indicator, scopes.join(' '));
    }
    const grantId = await target.save();
    return provider.interactionResult(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  };

  return {
    /** The user declines: the application gets `access_denied` (RFC 6749 §4.1.2.1). */
    deny: async () => {
      try {
        await provider.interactionDetails(req, res);
      } catch {
        throw new ApiError('session.interaction_not_found');
      }
      return provider.interactionResult(
        req,
        res,
        { error: 'access_denied', error_description: 'The user declined.' },
        { mergeWithLastSubmission: false },
      );
    },
    details: async () => {
      const { client, details } = await load();
      const thirdParty = isThirdParty(client);
      const [allowList, branding] = thirdParty
        ? await Promise.all([runtime.findConsentAllowList(client.clientId), findSignInExperience(client.clientId)])
        : [undefined, undefined];
      return {
        application: {
          id: client.clientId,
          name: branding?.displayName || (client.clientName ?? client.clientId),
          isThirdParty: thirdParty,
          logoUrl: branding?.branding.logoUrl ?? null,
          darkLogoUrl: branding?.branding.darkLogoUrl ?? null,
          primaryColor: branding?.color.primaryColor ?? null,
          darkPrimaryColor: branding?.color.darkPrimaryColor ?? null,
          termsOfUseUrl: branding?.termsOfUseUrl ?? null,
          privacyPolicyUrl: branding?.privacyPolicyUrl ?? null,
        },
        scopes: splitOidcScopes(details.missingOIDCScope ?? [], allowList).allowed,
        claims: details.missingOIDCClaims ?? [],
        resourceScopes: Object.entries(details.missingResourceScopes ?? {}).map(([indicator, scopes]) => ({
          indicator,
          scopes,
        })),
      };
    },
    grant,
    /** For the consent page route: consents a first-party application at once; undefined for third-party ones. */
    autoConsent: async () => {
      const { client } = await load();
      return isThirdParty(client) ? undefined : grant();
    },
  };
};
