import { defaultSignInExperience, type SignInExperience } from '@gatehouse/schemas/sign-in-experience';
import { describe, expect, it } from 'vitest';
import { formGuard, issuesOf, lostSignInWays, signUpChoiceOf, toForm, toPreviewSettings, toSettings } from './form';

const settings = (patch: Partial<SignInExperience> = {}): SignInExperience => ({
  ...defaultSignInExperience,
  ...patch,
});
const both = { email: true, phone: true };

describe('the sign-in experience form', () => {
  it('turns the settings into the form and back unchanged', () => {
    const saved = settings({
      termsOfUseUrl: 'https://example.com/terms',
      branding: { logoUrl: 'https://example.com/logo.svg', darkLogoUrl: null, favicon: null, darkFavicon: null },
      customCss: '.card{}',
      signUp: { identifiers: ['email', 'phone'], password: false, verify: true },
      passwordPolicy: {
        ...defaultSignInExperience.passwordPolicy,
        rejects: { ...defaultSignInExperience.passwordPolicy.rejects, words: ['acme', 'gatehouse'] },
      },
    });
    const form = toForm(saved);
    expect(form.signUp.choice).toBe('emailOrPhone');
    expect(form.passwordPolicy.rejects.words).toBe('acme\ngatehouse');
    expect(toSettings(formGuard.parse(form), saved)).toEqual(saved);
  });

  it('reads blank text as none and custom words one per line, trimmed and without repeats', () => {
    const form = toForm(settings());
    form.privacyPolicyUrl = '   ';
    form.customCss = '\n';
    form.passwordPolicy.rejects.words = ' acme \n\nacme\nfoo';
    const next = toSettings(form, settings());
    expect(next.privacyPolicyUrl).toBeNull();
    expect(next.customCss).toBeNull();
    expect(next.passwordPolicy.rejects.words).toEqual(['acme', 'foo']);
  });

  it.each([
    [['username'], 'username'],
    [['email'], 'email'],
    [['phone', 'email'], 'emailOrPhone'],
    [[], 'none'],
  ] as const)('shows sign-up identifiers %j as the choice %s', (identifiers, choice) => {
    expect(signUpChoiceOf(identifiers)).toBe(choice);
  });

  it('refuses a color, URL or length the server would refuse, with the console message keys', () => {
    const form = toForm(settings());
    form.color.primaryColor = 'green';
    form.termsOfUseUrl = 'ftp://example.com';
    form.passwordPolicy.length = { min: 30, max: 20 };
    form.customCss = 'a{}</style>';
    const issues = formGuard.safeParse(form).error?.issues ?? [];
    const byPath = Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(byPath['color.primaryColor']).toBe('form_errors.invalid_color');
    expect(byPath.termsOfUseUrl).toBe('form_errors.invalid_url');
    expect(byPath['passwordPolicy.length.min']).toBe('form_errors.min_above_max');
    expect(byPath.customCss).toBe('form_errors.css_markup');
  });

  it('previews a color still being typed with the saved one', () => {
    const form = toForm(settings());
    form.color.primaryColor = '#12';
    expect(toPreviewSettings(form, settings()).color.primaryColor).toBe(defaultSignInExperience.color.primaryColor);
    form.color.primaryColor = '#123';
    expect(toPreviewSettings(form, settings()).color.primaryColor).toBe('#123');
  });
});

describe('issues before saving', () => {
  it('names rules across fields, and codes no connector can send', () => {
    const next = settings({
      signIn: { methods: [{ identifier: 'email', password: false, verificationCode: true, isPasswordPrimary: false }] },
      signUp: { identifiers: ['username'], password: true, verify: false },
    });
    expect(issuesOf(next, { email: false, phone: false })).toEqual([
      { code: 'sign_up_identifier_cannot_sign_in', identifier: 'username' },
      { code: 'needs_connector', identifier: 'email' },
    ]);
    expect(issuesOf(settings(), both)).toEqual([]);
  });
});

describe('lockout check', () => {
  const methods = (...list: Array<[identifier: 'username' | 'email' | 'phone', password: boolean, code: boolean]>) => ({
    methods: list.map(([identifier, password, verificationCode]) => ({
      identifier,
      password,
      verificationCode,
      isPasswordPrimary: true,
    })),
  });

  it('finds a way of signing in that is gone, and only that', () => {
    const before = settings({ signIn: methods(['username', true, false], ['email', true, true]) });
    expect(
      lostSignInWays(before, settings({ signIn: methods(['email', true, true], ['username', true, false]) })),
    ).toEqual([]);
    expect(
      lostSignInWays(before, settings({ signIn: methods(['username', true, false], ['email', true, false]) })),
    ).toEqual([{ identifier: 'email', password: false, verificationCode: true }]);
    expect(lostSignInWays(before, settings({ signIn: methods(['email', true, true]) }))).toEqual([
      { identifier: 'username', password: true, verificationCode: false },
    ]);
  });

  it('counts turning sign-in off (registration only) as losing every way', () => {
    const before = settings({ signIn: methods(['username', true, false]) });
    expect(lostSignInWays(before, settings({ ...before, signInMode: 'Register' }))).toHaveLength(1);
    expect(
      lostSignInWays(settings({ ...before, signInMode: 'Register' }), settings({ ...before, signInMode: 'Register' })),
    ).toEqual([]);
  });
});
