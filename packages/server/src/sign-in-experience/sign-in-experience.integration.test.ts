import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, getJson, managementToken } from '../test/oidc-client';

let gh: TestGatehouse;
let http: ReturnType<typeof api>;

beforeAll(async () => {
  gh = await startTestGatehouse();
  http = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
});
afterAll(() => gh?.stop());

describe('sign-in experience settings', () => {
  it('starts from the defaults: primary color #6139F6, username sign-up with a password, sign in and register', async () => {
    const settings = await http.get('/api/sign-in-exp');
    expect(settings.status).toBe(200);
    expect(settings.body).toMatchObject({
      color: { primaryColor: '#6139F6' },
      signInMode: 'SignInAndRegister',
      signUp: { identifiers: ['username'], password: true },
      passwordPolicy: { length: { min: 8, max: 256 }, characterTypes: { min: 1 } },
      agreeToTermsPolicy: 'Automatic',
      languageInfo: { autoDetect: true, fallbackLanguage: 'en' },
    });
  });

  it('updates fields, merges the password policy, and shows the change to the sign-in pages at once', async () => {
    const patched = await http.patch('/api/sign-in-exp', {
      color: { primaryColor: '#0A0', isDarkModeEnabled: true, darkPrimaryColor: '#00ff88' },
      termsOfUseUrl: 'https://example.com/terms',
      privacyPolicyUrl: '',
      agreeToTermsPolicy: 'Manual',
      passwordPolicy: { length: { min: 12 } },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body.passwordPolicy.length).toEqual({ min: 12, max: 256 });
    expect(patched.body.privacyPolicyUrl).toBeNull();
    const pages = await getJson(`${gh.userUrl}/api/.well-known/sign-in-exp`);
    expect(pages.color.primaryColor).toBe('#0A0');
    expect(pages.termsOfUseUrl).toBe('https://example.com/terms');
  });

  it.each([
    [
      'a color that is not hex',
      { color: { primaryColor: 'purple', isDarkModeEnabled: false, darkPrimaryColor: '#fff' } },
    ],
    ['a terms URL that is not a URL', { termsOfUseUrl: 'not a url' }],
    ['a terms URL over 2048 characters', { termsOfUseUrl: `https://example.com/${'x'.repeat(2040)}` }],
    ['an unknown sign-in mode', { signInMode: 'Everything' }],
    ['an unknown field', { favouriteColor: 'blue' }],
    ['a password policy with min above max', { passwordPolicy: { length: { min: 30, max: 20 } } }],
    ['character types above 4', { passwordPolicy: { characterTypes: { min: 5 } } }],
    ['custom CSS closing its style element', { customCss: 'a{}</style><script>alert(1)</script>' }],
    ['custom CSS opening a script', { customCss: 'a{} <script>' }],
    ['custom CSS opening an HTML comment', { customCss: '<!-- a{} -->' }],
    ['custom CSS over 64 KiB', { customCss: `a{color:red}${' '.repeat(65_536)}` }],
  ])('refuses %s with 400 and changes nothing', async (_name, body) => {
    const before = await http.get('/api/sign-in-exp');
    const response = await http.patch('/api/sign-in-exp', body);
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expect((await http.get('/api/sign-in-exp')).body).toEqual(before.body);
  });

  it('refuses settings that contradict each other, naming the problem', async () => {
    const response = await http.patch('/api/sign-in-exp', {
      signUp: { identifiers: ['phone'], password: true, verify: false },
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('sign_in_experience.invalid_configuration');
    expect(response.body.data.problems.join(' ')).toContain('phone');
  });

  it('serves the sign-in page text in the asked language, else the browser’s, else the fallback', async () => {
    const german = await fetch(`${gh.userUrl}/api/.well-known/phrases?lng=de`);
    expect(german.headers.get('content-language')).toBe('de');
    const germanText = (await german.json()) as { action: { sign_in: string } };
    const english = (await getJson(`${gh.userUrl}/api/.well-known/phrases`, {
      headers: { 'accept-language': 'xx' },
    })) as {
      action: { sign_in: string };
    };
    expect(english.action.sign_in).toBe('Sign in');
    expect(germanText.action.sign_in).not.toBe(english.action.sign_in);
    const browser = await fetch(`${gh.userUrl}/api/.well-known/phrases`, {
      headers: { 'accept-language': 'ja,en;q=0.5' },
    });
    expect(browser.headers.get('content-language')).toBe('ja');
  });

  it('keeps custom CSS that is only CSS, and hands it to the sign-in pages', async () => {
    const css = '.card { border-radius: 0; } a[href^="https"]::after { content: ">"; }';
    expect((await http.patch('/api/sign-in-exp', { customCss: css })).status).toBe(200);
    expect((await getJson(`${gh.userUrl}/api/.well-known/sign-in-exp`)).customCss).toBe(css);
    expect((await http.patch('/api/sign-in-exp', { customCss: null })).status).toBe(200);
  });

  it('tries a password against the stored policy with unsaved changes merged over it, in the caller’s language', async () => {
    const tooShort = await http.post(
      '/api/sign-in-exp/default/check-password',
      { password: 'Gatehouse-Tr0ub4dor', passwordPolicy: { length: { min: 30 } } },
      { 'accept-language': 'de' },
    );
    expect(tooShort.status, JSON.stringify(tooShort.body)).toBe(200);
    expect(tooShort.body.result).toBe(false);
    expect(tooShort.body.issues.map((issue: { code: string }) => issue.code)).toEqual(['password_rejected.too_short']);
    expect(tooShort.body.issues[0].message).not.toBe('The password is too short.');

    const fine = await http.post('/api/sign-in-exp/default/check-password', { password: 'Gatehouse-Tr0ub4dor' });
    expect(fine.body).toEqual({ result: true, issues: [] });
    // The stored policy did not change.
    expect((await http.get('/api/sign-in-exp')).body.passwordPolicy.length.min).toBe(12);

    const words = await http.post('/api/sign-in-exp/default/check-password', {
      password: 'Gatehouse-Tr0ub4dor',
      passwordPolicy: { rejects: { words: ['gatehouse', 'tr0ub4dor'] } },
    });
    expect(words.body.issues.map((issue: { code: string }) => issue.code)).toContain(
      'password_rejected.restricted.words',
    );
  });

  it.each([
    ['no password', {}],
    ['a policy with min above max', { password: 'x', passwordPolicy: { length: { min: 30, max: 20 } } }],
    ['an unknown field', { password: 'x', remember: true }],
    ['a password over 512 characters', { password: 'x'.repeat(513) }],
  ])('refuses a password check with %s (400)', async (_name, body) => {
    expect((await http.post('/api/sign-in-exp/default/check-password', body)).status).toBe(400);
  });

  it('serves the preview page only to be framed by the console, and tells it which origin may send settings', async () => {
    const preview = await fetch(`${gh.userUrl}/preview`);
    expect(preview.status).toBe(200);
    const consoleOrigin = new URL(gh.adminUrl).origin;
    expect(preview.headers.get('x-frame-options')).toBeNull();
    expect(preview.headers.get('content-security-policy')).toContain(`frame-ancestors ${consoleOrigin}`);
    expect(await preview.text()).toContain(`<meta name="gatehouse-preview-origin" content="${consoleOrigin}"`);
    // Every other page stays unframeable.
    const signIn = await fetch(`${gh.userUrl}/sign-in`);
    expect(signIn.headers.get('x-frame-options')).toBe('DENY');
    expect(signIn.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('needs a management token to read or change, but not for the sign-in pages', async () => {
    expect((await api(gh.userUrl).get('/api/sign-in-exp')).status).toBe(401);
    expect((await fetch(`${gh.userUrl}/api/.well-known/sign-in-exp`)).status).toBe(200);
  });
});
