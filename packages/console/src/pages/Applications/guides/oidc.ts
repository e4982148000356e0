import { type AppGuide, type AppGuideValues, secretPlaceholder } from './types';

/**
 * Any OpenID Connect library: the discovery URL, the client id and redirect URIs, then the protocol
 * by hand with curl and openssl (authorization code + PKCE, RFC 7636) to see what the library does.
 */
export const oidcGuide = (v: AppGuideValues): AppGuide => {
  const authorize = new URL(`${v.issuer}/auth`);
  authorize.search = new URLSearchParams({
    client_id: v.appId,
    redirect_uri: v.redirectUri,
    response_type: 'code',
    scope: 'openid profile offline_access',
    state: 'STATE',
    code_challenge: 'CHALLENGE',
    code_challenge_method: 'S256',
  }).toString();
  return {
    id: 'oidc',
    name: 'OpenID Connect',
    types: ['SPA', 'Traditional', 'Native'],
    steps: [
      {
        kind: 'discovery',
        file: 'shell',
        language: 'bash',
        code: `curl -s '${v.issuer}/.well-known/openid-configuration'`,
      },
      {
        kind: 'configure',
        file: 'settings.json',
        language: 'json',
        code: JSON.stringify(
          {
            issuer: v.issuer,
            client_id: v.appId,
            redirect_uri: v.redirectUri,
            ...(v.postLogoutRedirectUri && { post_logout_redirect_uri: v.postLogoutRedirectUri }),
            authorization_endpoint: `${v.issuer}/auth`,
            token_endpoint: `${v.issuer}/token`,
            userinfo_endpoint: `${v.issuer}/me`,
            end_session_endpoint: `${v.issuer}/session/end`,
            jwks_uri: `${v.issuer}/jwks`,
          },
          null,
          2,
        ),
      },
      {
        kind: 'pkce',
        file: 'shell',
        language: 'bash',
        code: `VERIFIER=$(openssl rand -base64 48 | tr '+/' '-_' | tr -d '=\\n')
CHALLENGE=$(printf '%s' "$VERIFIER" | openssl dgst -sha256 -binary | openssl base64 -A | tr '+/' '-_' | tr -d '=')
STATE=$(openssl rand -hex 16)`,
      },
      {
        kind: 'sign_in',
        file: 'shell',
        language: 'bash',
        code: `echo "${authorize.href.replace('state=STATE', 'state=$STATE').replace('code_challenge=CHALLENGE', 'code_challenge=$CHALLENGE')}"`,
      },
      {
        kind: 'callback',
        file: 'shell',
        language: 'bash',
        code: `# Check that the state on the redirect URI is $STATE, then exchange its code.
# A traditional web app also authenticates: -u '${v.appId}:${secretPlaceholder}' instead of -d client_id.
curl -s '${v.issuer}/token' \\
  -d grant_type=authorization_code \\
  -d client_id='${v.appId}' \\
  --data-urlencode 'redirect_uri=${v.redirectUri}' \\
  -d code="$CODE" \\
  -d code_verifier="$VERIFIER"`,
      },
      {
        kind: 'protected_call',
        file: 'shell',
        language: 'bash',
        code: `curl -s '${v.issuer}/me' -H "Authorization: Bearer $ACCESS_TOKEN"`,
      },
      {
        kind: 'sign_out',
        file: 'shell',
        language: 'bash',
        code: `echo "${v.issuer}/session/end?id_token_hint=$ID_TOKEN${
          v.postLogoutRedirectUri ? `&post_logout_redirect_uri=${encodeURIComponent(v.postLogoutRedirectUri)}` : ''
        }"`,
      },
    ],
  };
};
