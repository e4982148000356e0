import type { ApplicationType } from '@gatehouse/schemas/applications';

/** What an application guide fills its code with: the app's real ids and the tenant's endpoints. */
export type AppGuideValues = {
  /** The tenant's OIDC issuer, e.g. `https://auth.example.com/oidc`. */
  issuer: string;
  /** The tenant's base URL: the management API answers under `${endpoint}/api`. */
  endpoint: string;
  appId: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
  /** The tenant's management API identifier (the resource an M2M token asks for). */
  managementApi: string;
  /** An API of the tenant with one of its permissions, for "call your own API" (may be the management API). */
  resource: string;
  scope: string;
};

/** What a step does; its title and note are phrases (`applications.guide_steps.<kind>`), its code stays code. */
export type GuideStepKind =
  | 'install'
  | 'configure'
  | 'sign_in'
  | 'callback'
  | 'sign_out'
  | 'protected_call'
  | 'run'
  | 'assign_role'
  | 'token'
  | 'own_api'
  | 'discovery'
  | 'pkce';

/** The languages CodeBlock highlights. */
export type CodeLanguage = 'bash' | 'javascript' | 'typescript' | 'xml' | 'python' | 'go' | 'swift' | 'kotlin' | 'json';

/** Prose a step adds under its title (`applications.guide_notes.<note>`). */
export type GuideNote = 'assign_role' | 'own_api' | 'provider_callback';

export type GuideStep = {
  kind: GuideStepKind;
  note?: GuideNote;
  /** A file name or a tool (`npm`, `shell`); fragments of one file, in order, make the whole file. */
  file?: string;
  language?: CodeLanguage;
  code?: string;
};

export type GuideId =
  | 'nextjs'
  | 'react'
  | 'vue'
  | 'angular'
  | 'express'
  | 'flask'
  | 'django'
  | 'go'
  | 'ios'
  | 'android'
  | 'curl'
  | 'oidc';

export type AppGuide = {
  id: GuideId;
  /** The stack's name, as its community writes it. */
  name: string;
  types: readonly ApplicationType[];
  steps: GuideStep[];
};

/** Secrets are shown once, on creation: guides never hold one. */
export const secretPlaceholder = '<your app secret>';

/** The path part of the redirect URI: the route a server guide answers the callback on. */
export const callbackPath = (redirectUri: string) => new URL(redirectUri, 'http://localhost').pathname;

/** Where the redirect URI points: `https://shop.example.com` for `https://shop.example.com/callback`. */
export const originOf = (uri: string) => new URL(uri, 'http://localhost').origin;

/**
 * The port a server guide listens on, so that it serves its own redirect URI: the URI's port, the
 * protocol's default on localhost, else 3000 behind the proxy that serves the URI's host.
 */
export const listenPort = (redirectUri: string) => {
  const url = new URL(redirectUri, 'http://localhost');
  if (url.port) return Number(url.port);
  if (['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) return url.protocol === 'https:' ? 443 : 80;
  return 3000;
};

/** Development Gatehouses answer over plain HTTP, which openid-client refuses unless told. */
export const isPlainHttp = (issuer: string) => issuer.startsWith('http://');

/**
 * Every file of a guide, whole: its fragments joined in step order.
 *
 * @example guideFiles(express)['server.mjs'] // the server, ready to run
 */
export const guideFiles = (guide: AppGuide) => {
  const files: Record<string, string> = {};
  for (const step of guide.steps) {
    if (!step.file || step.code === undefined) continue;
    files[step.file] = files[step.file] === undefined ? step.code : `${files[step.file]}\n${step.code}`;
  }
  return files;
};
