import { type AppGuide, type AppGuideValues, callbackPath } from './types';

/** oidc-client-ts settings every SPA guide shares: code + PKCE, no secret. */
const settings = (v: AppGuideValues, indent = '  ') =>
  [
    `authority: '${v.issuer}',`,
    `client_id: '${v.appId}',`,
    `redirect_uri: '${v.redirectUri}',`,
    ...(v.postLogoutRedirectUri ? [`post_logout_redirect_uri: '${v.postLogoutRedirectUri}',`] : []),
    `scope: 'openid profile offline_access',`,
  ]
    .map((line) => indent + line)
    .join('\n');

/** React with react-oidc-context (oidc-client-ts underneath). */
export const reactGuide = (v: AppGuideValues): AppGuide => ({
  id: 'react',
  name: 'React',
  types: ['SPA'],
  steps: [
    { kind: 'install', file: 'npm', language: 'bash', code: 'npm install oidc-client-ts react-oidc-context' },
    {
      kind: 'configure',
      file: 'src/main.jsx',
      language: 'javascript',
      code: `import { createRoot } from 'react-dom/client';
import { AuthProvider } from 'react-oidc-context';
import { App } from './App';

const oidc = {
${settings(v)}
  // The provider finishes the sign-in on the redirect URI, then drops the code and state from the address bar.
  onSigninCallback: () => window.history.replaceState({}, document.title, window.location.pathname),
};

createRoot(document.getElementById('root')).render(
  <AuthProvider {...oidc}>
    <App />
  </AuthProvider>,
);
`,
    },
    // AuthProvider finishes the sign-in itself when the browser comes back to the redirect URI.
    { kind: 'callback', note: 'provider_callback' },
    {
      kind: 'sign_in',
      file: 'src/App.jsx',
      language: 'javascript',
      code: `import { useState } from 'react';
import { useAuth } from 'react-oidc-context';

export const App = () => {
  const auth = useAuth();
  const [profile, setProfile] = useState();
  if (auth.isLoading) return <p>Loading…</p>;
  if (auth.error) return <p>Sign-in failed: {auth.error.message}</p>;
  if (!auth.isAuthenticated) return <button onClick={() => auth.signinRedirect()}>Sign in</button>;
`,
    },
    {
      kind: 'protected_call',
      file: 'src/App.jsx',
      language: 'javascript',
      code: `  // The access token goes in the Authorization header; here to the userinfo endpoint, to your API the same way.
  const loadProfile = async () => {
    const response = await fetch('${v.issuer}/me', {
      headers: { Authorization: \`Bearer \${auth.user.access_token}\` },
    });
    setProfile(await response.json());
  };
`,
    },
    {
      kind: 'sign_out',
      file: 'src/App.jsx',
      language: 'javascript',
      code: `  return (
    <>
      <p>Hello {auth.user.profile.username ?? auth.user.profile.sub}</p>
      <button onClick={loadProfile}>Profile</button>
      {profile ? <pre>{JSON.stringify(profile, null, 2)}</pre> : null}
      <button onClick={() => auth.signoutRedirect()}>Sign out</button>
    </>
  );
};
`,
    },
  ],
});

/** Vue 3 with oidc-client-ts and vue-router. */
export const vueGuide = (v: AppGuideValues): AppGuide => ({
  id: 'vue',
  name: 'Vue',
  types: ['SPA'],
  steps: [
    { kind: 'install', file: 'npm', language: 'bash', code: 'npm install oidc-client-ts vue-router' },
    {
      kind: 'configure',
      file: 'src/auth.js',
      language: 'javascript',
      code: `import { UserManager } from 'oidc-client-ts';
import { ref } from 'vue';

export const userManager = new UserManager({
${settings(v)}
});

export const user = ref(null);
userManager.getUser().then((current) => (user.value = current));
userManager.events.addUserLoaded((loaded) => (user.value = loaded));
userManager.events.addUserUnloaded(() => (user.value = null));
`,
    },
    {
      kind: 'callback',
      file: 'src/router.js',
      language: 'javascript',
      code: `import { createRouter, createWebHistory } from 'vue-router';
import { userManager } from './auth';
import Home from './Home.vue';

export const router = createRouter({
  history: createWebHistory(),
  routes: [
    { path: '/', component: Home },
    {
      path: '${callbackPath(v.redirectUri)}',
      // Exchanges the code (with the PKCE verifier oidc-client-ts kept), then goes home.
      beforeEnter: async () => {
        await userManager.signinRedirectCallback();
        return '/';
      },
      component: Home,
    },
  ],
});
`,
    },
    {
      kind: 'protected_call',
      file: 'src/Home.vue',
      language: 'xml',
      code: `<script setup>
import { ref } from 'vue';
import { user, userManager } from './auth';

const profile = ref(null);
// The access token goes in the Authorization header; here to the userinfo endpoint, to your API the same way.
const loadProfile = async () => {
  const response = await fetch('${v.issuer}/me', {
    headers: { Authorization: \`Bearer \${user.value.access_token}\` },
  });
  profile.value = await response.json();
};
</script>
`,
    },
    {
      kind: 'sign_in',
      file: 'src/Home.vue',
      language: 'xml',
      code: `<template>
  <button v-if="!user" @click="userManager.signinRedirect()">Sign in</button>
`,
    },
    {
      kind: 'sign_out',
      file: 'src/Home.vue',
      language: 'xml',
      code: `  <template v-else>
    <p>Hello {{ user.profile.username ?? user.profile.sub }}</p>
    <button @click="loadProfile">Profile</button>
    <pre v-if="profile">{{ profile }}</pre>
    <button @click="userManager.signoutRedirect()">Sign out</button>
  </template>
</template>
`,
    },
  ],
});
