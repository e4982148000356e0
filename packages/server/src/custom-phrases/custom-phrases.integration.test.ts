import en from '@gatehouse/phrases/experience/en';
import ja from '@gatehouse/phrases/experience/ja';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPostgres } from '../platform/db/database';
import { createManagementApp, startTestGatehouse, type TestGatehouse, testDatabaseKind } from '../test/harness';
import { api, managementToken } from '../test/oidc-client';

let gh: TestGatehouse;
let http: ReturnType<typeof api>;

beforeAll(async () => {
  gh = await startTestGatehouse();
  http = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
});
afterAll(() => gh?.stop());

/** The sign-in pages' text as the pages fetch it, with the chosen language and the caching headers. */
const pageText = async (query = '', headers: Record<string, string> = {}) => {
  const response = await fetch(`${gh.userUrl}/api/.well-known/phrases${query}`, { headers });
  return {
    status: response.status,
    language: response.headers.get('content-language'),
    etag: response.headers.get('etag'),
    cacheControl: response.headers.get('cache-control'),
    text: response.status === 200 ? ((await response.json()) as typeof en) : undefined,
  };
};

const stored = async () => (await http.get('/api/custom-phrases')).body as { languageTag: string }[];

describe('custom phrases', () => {
  it('creates, reads, replaces and deletes a language’s phrases, spelling the tag as the list does', async () => {
    const created = await http.put('/api/custom-phrases/NL', { action: { sign_in: 'Inloggen' } });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toEqual({ languageTag: 'nl', translation: { action: { sign_in: 'Inloggen' } } });
    expect((await http.get('/api/custom-phrases/nl')).body.translation.action.sign_in).toBe('Inloggen');

    // PUT replaces the whole translation; it does not merge into the stored one.
    const replaced = await http.put('/api/custom-phrases/nl', { page_title: { sign_in: 'Aanmelden' } });
    expect(replaced.body.translation).toEqual({ page_title: { sign_in: 'Aanmelden' } });
    expect((await stored()).map((phrase) => phrase.languageTag)).toEqual(['nl']);

    expect((await http.delete('/api/custom-phrases/nl')).status).toBe(204);
    const gone = await http.get('/api/custom-phrases/nl');
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe('custom_phrase.not_found');
    expect((await http.delete('/api/custom-phrases/nl')).body.code).toBe('custom_phrase.not_found');
  });

  it('refuses a tag outside the supported list, naming it', async () => {
    for (const tag of ['xx-YY', 'en_US', 'klingon', 'nl-NL-x-private']) {
      const response = await http.put(`/api/custom-phrases/${tag}`, { action: { sign_in: 'x' } });
      expect(response.status, tag).toBe(400);
      expect(response.body.code, tag).toBe('custom_phrase.invalid_language_tag');
      expect(response.body.data.languageTag).toBe(tag);
      expect((await http.get(`/api/custom-phrases/${tag}`)).body.code).toBe('custom_phrase.invalid_language_tag');
    }
    expect((await http.get(`/api/custom-phrases/${'a'.repeat(65)}`)).status).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it('refuses keys the sign-in pages do not have, naming each, and accepts every plural form of a count', async () => {
    const response = await http.put('/api/custom-phrases/de', {
      action: { sign_in: 'Los', nope: 'x' },
      bogus: 'y',
      page_title: { sign_in: 'Anmelden' },
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('custom_phrase.unknown_keys');
    expect(response.body.data.keys).toEqual(['action.nope', 'bogus']);
    expect(response.body.message).toBeTruthy();
    // A string where the pages have a group of keys is not one of their keys either.
    expect((await http.put('/api/custom-phrases/de', { action: 'Los' })).body.data.keys).toEqual(['action']);

    const russian = await http.put('/api/custom-phrases/ru', {
      action: { resend_code_in_few: 'Новый код через {{count}} секунды' },
    });
    expect(russian.status, JSON.stringify(russian.body)).toBe(200);
    expect((await stored()).map((phrase) => phrase.languageTag)).toEqual(['ru']);
    await http.delete('/api/custom-phrases/ru');
  });

  it('refuses a value that is not a non-empty string, one too long, a translation too large, and keeps nothing', async () => {
    const keys = Object.keys(en.description);
    for (const body of [
      { action: { sign_in: 1 } },
      { action: { sign_in: null } },
      { action: { sign_in: ['Los'] } },
      { action: { sign_in: { deeper: 'Los' } } },
      { action: { sign_in: '' } },
      { action: { sign_in: 'x'.repeat(2_001) } },
      // Every value within its limit, 66 000 characters in all.
      { description: Object.fromEntries(keys.slice(0, 33).map((key) => [key, 'x'.repeat(2_000)])) },
      ['Los'],
      JSON.stringify('Los'),
    ]) {
      const response = await http.put('/api/custom-phrases/de', body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.body.code).toBe('guard.invalid_input');
    }
    expect(await stored()).toEqual([]);
    // Just under the limits is fine.
    const big = await http.put('/api/custom-phrases/de', {
      description: Object.fromEntries(keys.slice(0, 30).map((key) => [key, 'x'.repeat(2_000)])),
    });
    expect(big.status).toBe(200);
    await http.delete('/api/custom-phrases/de');
  });
});

describe('the fallback language', () => {
  it('may be a built-in language or one with custom phrases, whose phrases then cannot be deleted', async () => {
    const setFallback = (fallbackLanguage: string) =>
      http.patch('/api/sign-in-exp', { languageInfo: { autoDetect: true, fallbackLanguage } });

    const noText = await setFallback('sv');
    expect(noText.status).toBe(400);
    expect(noText.body.code).toBe('sign_in_experience.invalid_configuration');
    expect(noText.body.data.problems.join()).toMatch(/fallbackLanguage: sv/);

    await http.put('/api/custom-phrases/sv', { action: { sign_in: 'Logga in' } });
    expect((await setFallback('sv')).status).toBe(200);
    const refused = await http.delete('/api/custom-phrases/sv');
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('custom_phrase.fallback_language_in_use');
    expect(refused.body.data.languageTag).toBe('sv');
    expect((await http.get('/api/custom-phrases/sv')).status).toBe(200);

    // With no asked language and no browser language to go by, the pages speak the fallback.
    const fallback = await pageText('', { 'accept-language': 'xx' });
    expect(fallback.language).toBe('sv');
    expect(fallback.text?.action.sign_in).toBe('Logga in');

    // A built-in fallback keeps its text without custom phrases: its phrases may go.
    expect((await setFallback('en')).status).toBe(200);
    await http.put('/api/custom-phrases/en', { action: { sign_in: 'Log in' } });
    expect((await http.delete('/api/custom-phrases/en')).status).toBe(204);
    expect((await http.delete('/api/custom-phrases/sv')).status).toBe(204);
  });
});

describe('the sign-in pages’ text', () => {
  it('lays the custom phrases over the built-in text of the language, and shows a change at once', async () => {
    await http.put('/api/custom-phrases/ja', { action: { sign_in: 'ようこそ、サインイン' } });
    const first = await pageText('?lng=ja');
    expect(first.language).toBe('ja');
    expect(first.text?.action.sign_in).toBe('ようこそ、サインイン');
    expect(first.text?.action.register).toBe(ja.action.register);
    expect(first.text?.page_title).toEqual(ja.page_title);
    expect(first.cacheControl).toBe('no-cache');
    expect(first.etag).toBeTruthy();

    const unchanged = await pageText('?lng=ja', { 'if-none-match': first.etag ?? '' });
    expect(unchanged.status).toBe(304);

    await http.put('/api/custom-phrases/ja', { action: { sign_in: 'サインインする' } });
    const changed = await pageText('?lng=ja', { 'if-none-match': first.etag ?? '' });
    expect(changed.status).toBe(200);
    expect(changed.text?.action.sign_in).toBe('サインインする');
    expect(changed.etag).not.toBe(first.etag);

    await http.delete('/api/custom-phrases/ja');
    expect((await pageText('?lng=ja')).text?.action.sign_in).toBe(ja.action.sign_in);
  });

  it('offers a language with custom phrases only, over English, to the asked language and the browser’s', async () => {
    await http.put('/api/custom-phrases/nl', {
      action: { sign_in: 'Inloggen', resend_code_in_one: 'Nieuwe code over {{count}} seconde' },
    });
    await http.put('/api/custom-phrases/ja-JP', { action: { sign_in: '日本からサインイン' } });

    const browser = await pageText('', { 'accept-language': 'nl-NL,nl;q=0.9,en;q=0.5' });
    expect(browser.language).toBe('nl');
    expect(browser.text?.action.sign_in).toBe('Inloggen');
    expect(browser.text?.action.resend_code_in_one).toBe('Nieuwe code over {{count}} seconde');
    // Keys it leaves out are English, every plural form of Dutch among them.
    expect(browser.text?.page_title.sign_in).toBe(en.page_title.sign_in);
    expect(browser.text?.action.resend_code_in_other).toBe(en.action.resend_code_in_other);

    // `lng` (the pages' ui_locales) first, in its order; an exact tag wins over its language.
    expect((await pageText('?lng=nl', { 'accept-language': 'de' })).language).toBe('nl');
    expect((await pageText('?lng=xx,nl-BE')).language).toBe('nl');
    const japan = await pageText('?lng=ja-JP');
    expect(japan.language).toBe('ja-JP');
    expect(japan.text?.action.sign_in).toBe('日本からサインイン');
    expect(japan.text?.action.register).toBe(ja.action.register);
    expect((await pageText('?lng=ja')).language).toBe('ja');

    // Without detection the browser's languages do not count.
    await http.patch('/api/sign-in-exp', { languageInfo: { autoDetect: false, fallbackLanguage: 'en' } });
    expect((await pageText('', { 'accept-language': 'nl' })).language).toBe('en');
    expect((await pageText('?lng=nl')).language).toBe('nl');
    await http.patch('/api/sign-in-exp', { languageInfo: { autoDetect: true, fallbackLanguage: 'en' } });

    await http.delete('/api/custom-phrases/nl');
    await http.delete('/api/custom-phrases/ja-JP');
    expect((await pageText('', { 'accept-language': 'nl-NL,nl;q=0.9,en;q=0.5' })).language).toBe('en');
  });
});

// Several instances share one database only on PostgreSQL; the embedded database is one process's.
describe.runIf(testDatabaseKind === 'postgres')('on two instances of one PostgreSQL', () => {
  it('a change on one drops the other’s cached phrases at once', async () => {
    const url = gh.databaseUrl ?? '';
    const second = await startTestGatehouse({}, { database: connectPostgres(url, 5), url });
    try {
      const onSecond = async () =>
        ((await (await fetch(`${second.userUrl}/api/.well-known/phrases?lng=nl`)).json()) as typeof en).action.sign_in;
      await http.put('/api/custom-phrases/nl', { action: { sign_in: 'Inloggen' } });
      expect(await onSecond()).toBe('Inloggen');
      await http.put('/api/custom-phrases/nl', { action: { sign_in: 'Aanmelden' } });
      await expect.poll(onSecond, { timeout: 2_000, interval: 50 }).toBe('Aanmelden');
      await http.delete('/api/custom-phrases/nl');
      await expect.poll(onSecond, { timeout: 2_000, interval: 50 }).toBe(en.action.sign_in);
    } finally {
      await second.close();
    }
  });
});
