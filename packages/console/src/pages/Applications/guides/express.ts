import {
  type AppGuide,
  type AppGuideValues,
  callbackPath,
  isPlainHttp,
  listenPort,
  originOf,
  secretPlaceholder,
} from './types';

/** Express with openid-client: a server-side session, authorization code + PKCE. */
export const expressGuide = (v: AppGuideValues): AppGuide => {
  const port = listenPort(v.redirectUri);
  const origin = originOf(v.redirectUri);
  return {
    id: 'express',
    name: 'Express',
    types: ['Traditional'],
    steps: [
      { kind: 'install', file: 'npm', language: 'bash', code: 'npm install express express-session openid-client' },
      {
        kind: 'configure',
        file: 'server.mjs',
        language: 'javascript',
        code: `import express from 'express';
import session from 'express-session';
import * as client from 'openid-client';

const redirectUri = '${v.redirectUri}';
const postLogoutRedirectUri = '${v.postLogoutRedirectUri}';
const config = await client.discovery(new URL('${v.issuer}'), '${v.appId}', process.env.APP_SECRET${
          isPlainHttp(v.issuer)
            ? `, undefined, {
  // This Gatehouse answers over plain HTTP (development): openid-client refuses that unless told.
  execute: [client.allowInsecureRequests],
}`
            : ''
        });

const app = express();
app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false }));
`,
      },
      {
        kind: 'sign_in',
        file: 'server.mjs',
        language: 'javascript',
        code: `app.get('/sign-in', async (req, res) => {
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
`,
      },
      {
        kind: 'callback',
        file: 'server.mjs',
        language: 'javascript',
        code: `app.get('${callbackPath(v.redirectUri)}', async (req, res) => {
  const tokens = await client.authorizationCodeGrant(config, new URL(req.originalUrl, redirectUri), {
    pkceCodeVerifier: req.session.verifier,
    expectedState: req.session.state,
  });
  req.session.user = tokens.claims();
  req.session.tokens = { access: tokens.access_token, id: tokens.id_token };
  res.redirect('/');
});
`,
      },
      {
        kind: 'sign_out',
        file: 'server.mjs',
        language: 'javascript',
        code: `app.get('/sign-out', (req, res) => {
  const idToken = req.session.tokens?.id;
  req.session.destroy(() => {
    const url = client.buildEndSessionUrl(config, {
      ...(idToken && { id_token_hint: idToken }),
      ...(postLogoutRedirectUri && { post_logout_redirect_uri: postLogoutRedirectUri }),
    });
    res.redirect(url.href);
  });
});
`,
      },
      {
        kind: 'protected_call',
        file: 'server.mjs',
        language: 'javascript',
        code: `app.get('/profile', async (req, res) => {
  if (!req.session.user) return res.redirect('/sign-in');
  // The access token calls the userinfo endpoint; an API of yours takes it the same way.
  res.json(await client.fetchUserInfo(config, req.session.tokens.access, req.session.user.sub));
});

app.get('/', (req, res) => {
  res.send(
    req.session.user
      ? \`Hello \${req.session.user.sub} · <a href="/profile">Profile</a> · <a href="/sign-out">Sign out</a>\`
      : '<a href="/sign-in">Sign in</a>',
  );
});

// The port of the redirect URI, so the callback lands here.
app.listen(${port}, () => console.log('Open ${origin}/'));
`,
      },
      {
        kind: 'run',
        file: 'shell',
        language: 'bash',
        code: `APP_SECRET='${secretPlaceholder}' SESSION_SECRET="$(openssl rand -hex 32)" node server.mjs`,
      },
    ],
  };
};
