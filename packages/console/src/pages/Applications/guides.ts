import type { ApplicationType } from '@gatehouse/schemas/applications';

/** What an application guide fills its code with: the app's real ids and the tenant's endpoints. */
export type AppGuideValues = {
  issuer: string;
  appId: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
  /** For M2M: an API identifier to ask a token for, and a permission of it. */
  resource: string;
  scope: string;
};

export type AppGuide = {
  id: 'react' | 'express' | 'android' | 'curl';
  name: string;
  types: readonly ApplicationType[];
  steps: Array<{ label: string; code: string }>;
};

const secretPlaceholder = '<your app secret>';

/**
 * Integration guides per application type: a working code path with the
 * app's own values (the secret stays a placeholder: it is shown only once).
 */
export const appGuides = (v: AppGuideValues): AppGuide[] => [
  {
    id: 'react',
    name: 'React',
    types: ['SPA'],
    steps: [
      { label: 'npm', code: 'npm install oidc-client-ts react-oidc-context' },
      {
        label: 'src/main.jsx',
        code: `import { createRoot } from 'react-dom/client';
import { AuthProvider, useAuth } from 'react-oidc-context';

const oidc = {
  authority: '${v.issuer}',
  client_id: '${v.appId}',
  redirect_uri: '${v.redirectUri}',
  post_logout_redirect_uri: '${v.postLogoutRedirectUri}',
  scope: 'openid profile offline_access',
  // Drop the code and state from the address bar once signed in.
  onSigninCallback: () => window.history.replaceState({}, document.title, window.location.pathname),
};

const App = () => {
  const auth = useAuth();
  if (auth.isLoading) return <p>Loading…</p>;
  if (auth.error) return <p>Sign-in failed: {auth.error.message}</p>;
  if (!auth.isAuthenticated) return <button onClick={() => auth.signinRedirect()}>Sign in</button>;
  return (
    <>
      <p>Hello {auth.user?.profile.username ?? auth.user?.profile.sub}</p>
      <button onClick={() => auth.signoutRedirect()}>Sign out</button>
    </>
  );
};

createRoot(document.getElementById('root')).render(
  <AuthProvider {...oidc}>
    <App />
  </AuthProvider>,
);
`,
      },
    ],
  },
  {
    id: 'express',
    name: 'Express',
    types: ['Traditional'],
    steps: [
      { label: 'npm', code: 'npm install express express-session openid-client' },
      {
        label: 'server.mjs',
        code: `import express from 'express';
import session from 'express-session';
import * as client from 'openid-client';

const config = await client.discovery(new URL('${v.issuer}'), '${v.appId}', process.env.APP_SECRET${
          v.issuer.startsWith('http://')
            ? `, undefined, {
  // This Gatehouse answers over plain HTTP (development): openid-client refuses that unless told.
  execute: [client.allowInsecureRequests],
}`
            : ''
        });
const redirectUri = '${v.redirectUri}';

const app = express();
app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false }));

app.get('/sign-in', async (req, res) => {
  req.session.verifier = client.randomPKCECodeVerifier();
  req.session.state = client.randomState();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid profile',
    code_challenge: await client.calculatePKCECodeChallenge(req.session.verifier),
    code_challenge_method: 'S256',
    state: req.session.state,
  });
  res.redirect(url.href);
});

app.get('${new URL(v.redirectUri, 'http://localhost').pathname}', async (req, res) => {
  const tokens = await client.authorizationCodeGrant(config, new URL(req.originalUrl, redirectUri), {
    pkceCodeVerifier: req.session.verifier,
    expectedState: req.session.state,
  });
  req.session.user = tokens.claims();
  res.redirect('/');
});

app.get('/', (req, res) => {
  res.send(req.session.user ? \`Hello \${req.session.user.sub}\` : '<a href="/sign-in">Sign in</a>');
});

app.listen(3000);
`,
      },
      {
        label: 'shell',
        code: `APP_SECRET='${secretPlaceholder}' SESSION_SECRET="$(openssl rand -hex 32)" node server.mjs`,
      },
    ],
  },
  {
    id: 'android',
    name: 'Android (AppAuth)',
    types: ['Native'],
    steps: [
      { label: 'build.gradle.kts', code: 'implementation("net.openid:appauth:0.11.1")' },
      {
        label: 'SignIn.kt',
        code: `import android.net.Uri
import net.openid.appauth.AuthorizationRequest
import net.openid.appauth.AuthorizationService
import net.openid.appauth.AuthorizationServiceConfiguration
import net.openid.appauth.ResponseTypeValues

fun signIn(activity: android.app.Activity, service: AuthorizationService) {
    AuthorizationServiceConfiguration.fetchFromIssuer(Uri.parse("${v.issuer}")) { configuration, error ->
        if (configuration == null) throw IllegalStateException("discovery failed", error)
        val request = AuthorizationRequest.Builder(
            configuration,
            "${v.appId}",
            ResponseTypeValues.CODE,
            Uri.parse("${v.redirectUri}"),
        ).setScopes("openid", "profile", "offline_access").build()
        // AppAuth adds PKCE; the result comes back to the activity registered for the redirect URI's scheme.
        activity.startActivityForResult(service.getAuthorizationRequestIntent(request), 100)
    }
}
`,
      },
    ],
  },
  {
    id: 'curl',
    name: 'curl',
    types: ['MachineToMachine'],
    steps: [
      {
        label: 'shell',
        code: `curl -s '${v.issuer}/token' \\
  -u '${v.appId}:${secretPlaceholder}' \\
  -d grant_type=client_credentials \\
  --data-urlencode 'resource=${v.resource}' \\
  --data-urlencode 'scope=${v.scope}'`,
      },
    ],
  },
];

export { secretPlaceholder };

/** The guides without an application's values: which exist, and for which types. */
export const guideCatalog = appGuides({
  issuer: '',
  appId: '',
  redirectUri: '',
  postLogoutRedirectUri: '',
  resource: '',
  scope: '',
}).map(({ id, name, types }) => ({ id, name, types }));

export const findCatalogGuide = (id: string | null | undefined) => guideCatalog.find((guide) => guide.id === id);
