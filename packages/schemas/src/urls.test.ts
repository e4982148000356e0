import { describe, expect, it } from 'vitest';
import {
  applicationSignInExperienceGuard,
  createApplicationGuard,
  patchApplicationGuard,
  putApplicationSignInExperienceGuard,
} from './applications';
import { freeFormJsonTextGuard } from './json';
import { organizationBrandingGuard, organizationBrandingInputGuard } from './organizations';
import { nativeRedirectUrisGuard, webRedirectUrisGuard } from './redirect-uris';
import { corsAllowedOriginsGuard, imageUrlGuard, isOrigin } from './urls';
import { createUserGuard, patchUserGuard, primaryPhoneFieldGuard, usernameFieldGuard } from './users';

const issuesOf = (result: { success: boolean; error?: { issues: unknown[] } }) => result.error?.issues ?? [];

describe('CORS allowed origins', () => {
  it.each(['https://app.example.com', 'http://localhost:3000', 'https://[::1]:8443'])(
    'accepts the origin %j',
    (value) => {
      expect(isOrigin(value)).toBe(true);
    },
  );

  it.each([
    'http://localhost:3000/path',
    'https://app.example.com/',
    'https://app.example.com?x=1',
    'https://user@app.example.com',
    'HTTPS://APP.EXAMPLE.COM',
    'app.example.com',
    'ftp://files.example.com',
  ])('refuses %j, whose origin is not the value itself', (value) => {
    expect(isOrigin(value)).toBe(false);
    expect(issuesOf(corsAllowedOriginsGuard.safeParse([value]))).toMatchObject([
      { path: [0], message: 'form_errors.invalid_origin', params: { value } },
    ]);
  });

  it('refuses a repeated origin at its second place, naming it', () => {
    const result = corsAllowedOriginsGuard.safeParse(['https://a.example', 'https://b.example', 'https://a.example']);
    expect(issuesOf(result)).toMatchObject([
      { path: [2], message: 'form_errors.duplicate_entry', params: { value: 'https://a.example' } },
    ]);
  });

  it('is checked by the create and patch request guards', () => {
    const customClientMetadata = { corsAllowedOrigins: ['http://localhost:3000/path'] };
    expect(createApplicationGuard.safeParse({ name: 'a', type: 'SPA', customClientMetadata }).success).toBe(false);
    expect(patchApplicationGuard.safeParse({ customClientMetadata }).success).toBe(false);
    expect(
      patchApplicationGuard.safeParse({ customClientMetadata: { corsAllowedOrigins: ['http://localhost:3000'] } })
        .success,
    ).toBe(true);
  });
});

describe('redirect URI lists', () => {
  it('refuses a repeated redirect URI and a repeated post-logout redirect URI in requests', () => {
    const twice = ['https://app.example.com/cb', 'https://app.example.com/cb'];
    expect(patchApplicationGuard.safeParse({ oidcClientMetadata: { redirectUris: twice } }).success).toBe(false);
    expect(patchApplicationGuard.safeParse({ oidcClientMetadata: { postLogoutRedirectUris: twice } }).success).toBe(
      false,
    );
  });

  it('names every wrong entry and every duplicate of a web list, by index', () => {
    const result = webRedirectUrisGuard.safeParse(['https://a.example/cb', 'io.app://cb', 'https://a.example/cb']);
    expect(issuesOf(result)).toMatchObject([
      { path: [1], message: 'form_errors.invalid_web_redirect_uri', params: { value: 'io.app://cb' } },
      { path: [2], message: 'form_errors.duplicate_entry', params: { value: 'https://a.example/cb' } },
    ]);
  });

  it('accepts a loopback http URI for a native application and says what a native one may be otherwise', () => {
    expect(nativeRedirectUrisGuard.safeParse(['http://127.0.0.1:8080/cb', 'com.example.app:/cb']).success).toBe(true);
    expect(issuesOf(nativeRedirectUrisGuard.safeParse(['http://example.com/cb']))).toMatchObject([
      { path: [0], message: 'form_errors.invalid_native_redirect_uri' },
    ]);
  });
});

describe('image URLs', () => {
  it('accepts https and refuses http, which the console and sign-in pages could not show', () => {
    expect(imageUrlGuard.safeParse('https://cdn.example.com/a.png').success).toBe(true);
    expect(issuesOf(imageUrlGuard.safeParse('http://cdn.example.com/a.png'))).toMatchObject([
      { message: 'form_errors.https_url' },
    ]);
  });

  it('accepts http on this machine only, where a Gatehouse on http://localhost serves its own images', () => {
    for (const local of ['http://localhost:3001/logo.png', 'http://127.0.0.1/a.png', 'http://[::1]:8080/a.png']) {
      expect(imageUrlGuard.safeParse(local).success, local).toBe(true);
    }
    expect(imageUrlGuard.safeParse('http://localhost.example.com/a.png').success).toBe(false);
  });

  it('holds user avatars to https on create and patch', () => {
    expect(createUserGuard.safeParse({ username: 'a', avatar: 'http://cdn.example.com/a.png' }).success).toBe(false);
    expect(patchUserGuard.safeParse({ avatar: 'http://cdn.example.com/a.png' }).success).toBe(false);
    expect(patchUserGuard.safeParse({ avatar: 'https://cdn.example.com/a.png' }).success).toBe(true);
  });
});

describe('form fields', () => {
  it('checks identifiers as the server normalizes them; blank means none', () => {
    expect(usernameFieldGuard.safeParse('').success).toBe(true);
    expect(usernameFieldGuard.safeParse('1abc').success).toBe(false);
    expect(primaryPhoneFieldGuard.safeParse('+1 (415) 555-0100').success).toBe(true);
    expect(primaryPhoneFieldGuard.safeParse('call me').success).toBe(false);
  });

  it('reads custom data text as a JSON object, blank as {}', () => {
    expect(freeFormJsonTextGuard.parse('')).toEqual({});
    expect(freeFormJsonTextGuard.parse('{"a": 1}')).toEqual({ a: 1 });
    expect(issuesOf(freeFormJsonTextGuard.safeParse('[1]'))).toMatchObject([{ message: 'form_errors.json_object' }]);
    expect(issuesOf(freeFormJsonTextGuard.safeParse('{'))).toMatchObject([{ message: 'form_errors.json_object' }]);
  });
});

describe('images: https to write, whatever is stored to read', () => {
  it('refuses an http logo in a write, and still reads one stored before the rule', () => {
    const logo = 'http://cdn.example.com/logo.png';
    expect(organizationBrandingInputGuard.safeParse({ logoUrl: logo }).success).toBe(false);
    expect(organizationBrandingGuard.parse({ logoUrl: logo })).toEqual({ logoUrl: logo });
    expect(putApplicationSignInExperienceGuard.safeParse({ branding: { logoUrl: logo } }).success).toBe(false);
    expect(
      applicationSignInExperienceGuard.parse({
        displayName: null,
        color: {},
        branding: { logoUrl: logo },
        termsOfUseUrl: null,
        privacyPolicyUrl: null,
      }).branding.logoUrl,
    ).toBe(logo);
  });
});
