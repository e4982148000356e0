import { androidGuide } from './android';
import { angularGuide } from './angular';
import { curlGuide } from './curl';
import { djangoGuide } from './django';
import { expressGuide } from './express';
import { flaskGuide } from './flask';
import { goGuide } from './go';
import { iosGuide } from './ios';
import { nextjsGuide } from './nextjs';
import { oidcGuide } from './oidc';
import { reactGuide, vueGuide } from './spa';
import type { AppGuide, AppGuideValues } from './types';

export type { AppGuide, AppGuideValues, GuideNote, GuideStep, GuideStepKind } from './types';
export { guideFiles, secretPlaceholder } from './types';

/**
 * Integration guides per application type: a working code path with the app's own values (the
 * secret stays a placeholder: it is shown only once). Each is step by step: install, configure,
 * sign in, callback, sign out, a protected call.
 */
export const appGuides = (v: AppGuideValues): AppGuide[] => [
  nextjsGuide(v),
  expressGuide(v),
  flaskGuide(v),
  djangoGuide(v),
  goGuide(v),
  reactGuide(v),
  vueGuide(v),
  angularGuide(v),
  iosGuide(v),
  androidGuide(v),
  curlGuide(v),
  oidcGuide(v),
];

/** The guides without an application's values: which exist, and for which types. */
export const guideCatalog = appGuides({
  issuer: 'https://example.com/oidc',
  endpoint: 'https://example.com',
  appId: '',
  redirectUri: 'https://example.com/callback',
  postLogoutRedirectUri: '',
  managementApi: '',
  resource: '',
  scope: '',
}).map(({ id, name, types }) => ({ id, name, types }));

export const findCatalogGuide = (id: string | null | undefined) => guideCatalog.find((guide) => guide.id === id);
