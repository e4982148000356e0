import { firstScreenPath, forwardedAuthParams } from '@gatehouse/schemas/oidc';
import type { Configuration } from 'oidc-provider';
import { isThirdParty } from './client-metadata';

/**
 * Where the provider sends the browser when it needs the user: the experience app's first screen
 * for the request (sign-in, register, …) with the authorization parameters it reads, or the
 * consent page.
 *
 * @example
 * interactions: interactionsAt(''), // the default tenant: /sign-in?…, /consent
 */
export const interactionsAt = (basePath: string): Configuration['interactions'] => ({
  url: (ctx, interaction) => {
    const { params } = interaction;
    const query = new URLSearchParams();
    for (const name of forwardedAuthParams) {
      const value = params[name];
      if (typeof value === 'string' && value) query.set(name, value);
    }
    // A third-party application's pages carry its own branding (see GET /api/.well-known/sign-in-exp).
    if (isThirdParty(ctx.oidc.client) && ctx.oidc.client) query.set('app_id', ctx.oidc.client.clientId);
    const search = query.toString();
    if (interaction.prompt.name === 'consent') return `${basePath}/consent`;
    return `${basePath}${firstScreenPath(params)}${search ? `?${search}` : ''}`;
  },
});
