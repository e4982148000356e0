/**
 * The social connectors' texts in English: the source every other language translates key by key
 * (`Phrases` makes a missing or extra key a type error). `{provider}` is filled with a product
 * name, which stays as it is in every language.
 */
export const en = {
  signInWith: 'Users sign in with their {provider} account.',
  oauth2Name: 'OAuth 2.0 (generic)',
  oauth2Description:
    'Signs users in with any OAuth 2.0 provider, given its endpoints and the profile fields that hold the user.',
  oidcName: 'OpenID Connect (generic)',
  oidcDescription: 'Signs users in with any OpenID Connect provider, found by its issuer; the ID token is verified.',
  clientId: 'Client ID',
  clientIdHelp: 'The identifier {provider} gave your application when you registered it.',
  genericClientIdHelp: 'The identifier the provider gave your application when you registered it.',
  clientSecret: 'Client secret',
  clientSecretHelp: 'The secret {provider} gave your application with its client ID.',
  genericClientSecretHelp: 'The secret the provider gave your application with its client ID.',
  appId: 'App ID',
  appSecret: 'App secret',
  scope: 'Scope',
  scopeHelp: 'The permissions to ask for, separated by spaces.',
  oidcScopeHelp: 'The permissions to ask for, separated by spaces; must include openid.',
  authMethod: 'Client authentication',
  authMethodHelp: 'How the client ID and secret are sent to the token endpoint.',
  authMethodBasic: 'HTTP Basic header (client_secret_basic)',
  authMethodPost: 'In the request body (client_secret_post)',
  authorizationEndpoint: 'Authorization endpoint',
  authorizationEndpointHelp: "The provider's page where users sign in and approve access (https).",
  tokenEndpoint: 'Token endpoint',
  tokenEndpointHelp: 'Where Gatehouse exchanges the authorization code for an access token (https).',
  userInfoEndpoint: 'User info endpoint',
  userInfoEndpointHelp: "Returns the signed-in user's profile as JSON for the access token (https).",
  pkce: 'Use PKCE (S256)',
  pkceHelp: 'Protects the authorization code with a code challenge. Turn it off only if the provider rejects it.',
  profileMap: 'Profile fields',
  profileMapHelp:
    'JSON naming the profile fields that hold id, email, emailVerified, name, avatar and phone (dotted paths such as "data.id" allowed). Fields left out use the usual names.',
  issuer: 'Issuer',
  issuerHelp:
    "The provider's issuer URL. Gatehouse reads its /.well-known/openid-configuration, which must name the same issuer.",
  authorizationParams: 'Extra authorization parameters',
  authorizationParamsHelp:
    'Optional JSON object of parameters added to the authorization request, such as {"prompt": "login"}.',
  prompt: 'Prompt',
  promptHelp: 'What Google asks the user before sending them back.',
  promptDefault: 'Only what Google needs',
  promptSelectAccount: 'Always let the user choose an account',
  promptConsent: 'Always ask the user to approve access',
  tenant: 'Tenant',
  tenantHelp:
    'common (any Microsoft account), organizations (work or school accounts), consumers (personal accounts), or your tenant ID or domain.',
  baseUrl: 'Instance URL',
  baseUrlHelp: 'The address of your GitLab. Keep https://gitlab.com unless you run your own.',
  servicesId: 'Services ID',
  servicesIdHelp: 'The identifier of the Services ID you created for the website, not the App ID.',
  teamId: 'Team ID',
  teamIdHelp: 'Your Apple Developer team ID (10 characters), shown under Membership.',
  keyId: 'Key ID',
  keyIdHelp: 'The ID of the private key enabled for Sign in with Apple.',
  privateKey: 'Private key',
  privateKeyHelp: 'The contents of the .p8 key file (PEM). Gatehouse signs a short-lived client secret with it.',
};

export type Phrases = Record<keyof typeof en, string>;
