import { randomUUID } from 'node:crypto';
import { pkceChallenge } from '../shared/oauth2';
import type { FakeRequest } from './fake-server';
import { queryOf } from './fake-server';

/*
 * The authorization-code bookkeeping of a fake OAuth 2.0 provider: `approve` plays the user
 * consenting to an authorization URL; `redeem` checks a token request's code, redirect URI and
 * PKCE verifier against what was approved, once.
 */

type Approved = { query: Record<string, string>; user: string };

export const codeBook = () => {
  const codes = new Map<string, Approved>();
  const tokens = new Map<string, string>();
  return {
    approve: (authorizationUri: string, user = 'default') => {
      const query = queryOf(authorizationUri);
      const code = randomUUID();
      codes.set(code, { query, user });
      return { code, state: query.state ?? '' };
    },
    /** The refusal reason for a token request's code, or the user and a new access token. */
    redeem: (params: URLSearchParams): { refusal: string } | { user: string; accessToken: string } => {
      const approved = codes.get(params.get('code') ?? '');
      codes.delete(params.get('code') ?? '');
      if (!approved) return { refusal: 'unknown or used code' };
      if (approved.query.redirect_uri !== params.get('redirect_uri')) return { refusal: 'redirect_uri mismatch' };
      const challenge = approved.query.code_challenge;
      if (challenge && pkceChallenge(params.get('code_verifier') ?? '') !== challenge) {
        return { refusal: 'PKCE verification failed' };
      }
      const accessToken = randomUUID();
      tokens.set(accessToken, approved.user);
      return { user: approved.user, accessToken };
    },
    /** The user an access token was issued for. */
    userOf: (request: FakeRequest) => tokens.get(request.bearer ?? ''),
  };
};
