import fs from 'node:fs';
import { uiLanguages } from '@gatehouse/schemas/languages';
import { describe, expect, it } from 'vitest';
import { expectedPaths } from '../plurals';
import { checkTranslations, leaves, translationTable } from '../test-support/translation-checks';
import { consolePhrases } from './index';

const { pairs } = translationTable(consolePhrases);

/** Phrases that hold a number alone (after a colon or “at least”), with no word agreeing with it: not plural groups. */
const bareNumbers: ReadonlySet<string> = new Set([
  'form_errors.too_small',
  'form_errors.too_big',
  'roles.selected_count',
]);

/** The area folders (`applications/`, `shell/` …), each meant to hold one file per language. */
const areas = fs
  .readdirSync(new URL('.', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** An area's text in a language: the default export of `<area>/<language>.ts`, if that file exists. */
const areaText = new Map<string, object>();
for (const area of areas) {
  for (const language of uiLanguages) {
    const file = new URL(`./${area}/${language}.ts`, import.meta.url);
    if (fs.existsSync(file))
      areaText.set(`${area}/${language}`, ((await import(file.href)) as { default: object }).default);
  }
}

/** Phrases that read the same in every language: the product's name. */
const sameEverywhere = new Set([
  'general.product_name',
  'general.page_title',
  'webhooks.duration_ms',
  // The plan names of spec §3 where they are product names (Pro, Admin, Enterprise in Latin scripts).
  'cloud.plans.pro',
  'cloud.plans.admin',
  'cloud.plans.enterprise',
  // Product names: CAPTCHA, and its providers' own names.
  'security.captcha.title',
  'security.captcha.providers.Turnstile',
  'security.captcha.providers.RecaptchaEnterprise',
  // Enterprise SSO providers' own names.
  ...['OIDC', 'SAML', 'AzureAD', 'AzureAdOidc', 'GoogleWorkspace', 'Okta'].map(
    (provider) => `enterprise_sso.providers.${provider}.name`,
  ),
]);

/** Words a language writes exactly as English does (checked by a native reader, not an oversight). */
const sameAsEnglish: Partial<Record<(typeof uiLanguages)[number], readonly string[]>> = {
  de: [
    'enterprise_sso.name',
    'sidebar.items.dashboard',
    'sidebar.items.webhooks',
    'topbar.version',
    'profile.name',
    'users.name',
    'users.mfa.name',
    'mfa.factors.WebAuthn.title',
    'organizations.status',
    'webhooks.title',
    'webhooks.name',
    'webhooks.status',
    'cloud.fields.region',
    'tenant_settings.roles.admin',
    'tenant_settings.status',
  ],
  es: [
    'sidebar.items.roles',
    'sidebar.items.webhooks',
    'api_resources.general',
    'roles.title',
    'roles.general',
    'applications.user_scopes.roles',
    'users.roles',
    'users.mfa.type',
    'webhooks.title',
    'webhooks.error_detail',
    'webhooks.group_role',
    'cloud.switcher.tenants',
    'cloud.regions.AU',
  ],
  fr: [
    'sidebar.items.applications',
    'sidebar.items.webhooks',
    'topbar.version',
    'general.actions',
    'users.mfa.actions',
    'api_resources.permission_description',
    'roles.description',
    'roles.application',
    'applications.title',
    'applications.description',
    'audit_logs.application',
    'organizations.description',
    'organizations.invitations',
    'tenant_settings.invitations',
    'tenant_settings.tags.production',
    'webhooks.title',
    'cloud.switcher.tenants',
    'cloud.switcher.invitations',
    'cloud.tags.production',
    'cloud.regions.EU',
  ],
  it: ['sidebar.groups.tenant', 'users.password', 'audit_logs.user_agent', 'cloud.regions.AU'],
  'pl-PL': ['webhooks.status', 'cloud.regions.AU', 'cloud.fields.region'],
  'pt-BR': [
    'sidebar.items.webhooks',
    'applications.logs',
    'users.logs',
    'webhooks.title',
    'webhooks.status',
    'cloud.switcher.tenants',
    'tenant_settings.status',
  ],
  'pt-PT': ['sidebar.items.webhooks', 'webhooks.title', 'cloud.switcher.tenants'],
};

/** Each language's quotation marks around a name or a value (French with its spaces). */
const quotes: Record<(typeof uiLanguages)[number], readonly [string, string]> = {
  ar: ['«', '»'],
  de: ['„', '“'],
  en: ['“', '”'],
  es: ['«', '»'],
  fr: ['« ', ' »'],
  it: ['«', '»'],
  ja: ['「', '」'],
  ko: ['“', '”'],
  'pl-PL': ['„', '”'],
  'pt-BR': ['“', '”'],
  'pt-PT': ['«', '»'],
  ru: ['«', '»'],
  'tr-TR': ['“', '”'],
  'zh-CN': ['“', '”'],
  'zh-HK': ['「', '」'],
  'zh-TW': ['「', '」'],
};

describe('Console text', () => {
  it('keeps each area in a folder of exactly one file per language', () => {
    const expected = uiLanguages.map((language) => `${language}.ts`).sort();
    for (const area of areas)
      expect(fs.readdirSync(new URL(`./${area}/`, import.meta.url)).sort(), area).toEqual(expected);
  });

  it('has exactly the key paths of English in every area of every language, plurals in its own categories', () => {
    const paths = (text: object | undefined) =>
      leaves(text ?? {})
        .map(([path]) => path)
        .sort();
    for (const area of areas) {
      for (const language of uiLanguages) {
        expect(paths(areaText.get(`${area}/${language}`)), `${area}/${language}`).toEqual(
          expectedPaths(paths(areaText.get(`${area}/en`)), language),
        );
      }
    }
  });

  it('builds every language from all of its areas, which share no top-level group', () => {
    for (const language of uiLanguages) {
      const texts = areas.map((area) => areaText.get(`${area}/${language}`) ?? {});
      const groups = texts.flatMap((text) => Object.keys(text));
      expect(new Set(groups).size, `${language}: a group in two areas`).toBe(groups.length);
      expect(consolePhrases[language], language).toEqual(Object.assign({}, ...texts));
    }
  });

  checkTranslations(consolePhrases, { bareNumbers, sameEverywhere, sameAsEnglish });

  it('quotes a name or a value wherever English does (a toast’s “{{name}}”), with the language’s own marks', () => {
    for (const language of uiLanguages) {
      const [open, close] = quotes[language];
      for (const { path, value, source } of pairs(language)) {
        for (const [, name] of source.matchAll(/“\{\{(\w+)\}\}”/g))
          expect(value, `${language} ${path}`).toContain(`${open}{{${name}}}${close}`);
      }
    }
  });
});
