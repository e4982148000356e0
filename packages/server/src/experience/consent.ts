import type { IncomingMessage, ServerResponse } from 'node:http';
import { isThirdParty } from '../oidc/provider';
import type { TenantRuntime } from '../oidc/runtime';
import { ApiError, assertThat } from '../platform/http/api-error';

type PromptDetails = {
  missingOIDCScope?: string[];
  missingOIDCClaims?: string[];
  missingResourceScopes?: Record<string, string[]>;
};

/**
 * The consent step (peer-interfaces §6): first-party applications are consented
 * automatically; third-party ones show the user what they ask for.
 */
export const createConsentService = (runtime: TenantRuntime, req: IncomingMessage, res: ServerResponse) => {
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
    if (details.missingOIDCScope) target.addOIDCScope(details.missingOIDCScope.join(' '));
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
      return {
        application: {
          id: client.clientId,
          name: client.clientName ?? client.clientId,
          isThirdParty: isThirdParty(client),
        },
        scopes: details.missingOIDCScope ?? [],
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
