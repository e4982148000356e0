import { describe, expect, it } from 'vitest';
import { type FirstScreen, firstScreenPath, firstScreens } from './oidc';

describe('firstScreenPath', () => {
  it.each([
    ['sign_in', '/sign-in'],
    ['signIn', '/sign-in'],
    ['register', '/register'],
    ['reset_password', '/forgot-password'],
    ['identifier:sign_in', '/identifier-sign-in'],
    ['identifier:register', '/identifier-register'],
    ['single_sign_on', '/single-sign-on'],
  ] satisfies [FirstScreen, string][])('leads first_screen=%s to %s', (firstScreen, expected) => {
    expect(firstScreenPath({ first_screen: firstScreen })).toBe(expected);
  });

  it('maps every first_screen value to a path', () => {
    for (const firstScreen of firstScreens) {
      expect(firstScreenPath({ first_screen: firstScreen })).toMatch(/^\/[a-z-]+$/);
    }
  });

  it('opens the sign-in page when no parameter is given', () => {
    expect(firstScreenPath({})).toBe('/sign-in');
  });

  it('opens the register page for interaction_mode=signUp when first_screen is absent', () => {
    expect(firstScreenPath({ interaction_mode: 'signUp' })).toBe('/register');
    expect(firstScreenPath({ first_screen: undefined, interaction_mode: 'signUp' })).toBe('/register');
  });

  it('opens the sign-in page for interaction_mode=signIn or an unknown interaction_mode', () => {
    expect(firstScreenPath({ interaction_mode: 'signIn' })).toBe('/sign-in');
    expect(firstScreenPath({ interaction_mode: 'signup' })).toBe('/sign-in');
    expect(firstScreenPath({ interaction_mode: ['signUp'] })).toBe('/sign-in');
  });

  it('lets first_screen win over interaction_mode', () => {
    expect(firstScreenPath({ first_screen: 'sign_in', interaction_mode: 'signUp' })).toBe('/sign-in');
    expect(firstScreenPath({ first_screen: 'reset_password', interaction_mode: 'signUp' })).toBe('/forgot-password');
  });

  it('ignores interaction_mode when first_screen is present but unknown, opening the sign-in page', () => {
    expect(firstScreenPath({ first_screen: 'checkout', interaction_mode: 'signUp' })).toBe('/sign-in');
  });

  it('opens the sign-in page for unknown or non-string first_screen values', () => {
    for (const firstScreen of ['checkout', 'Register', 'sign-in', 'identifier', 42, true, ['register'], { x: 1 }]) {
      expect(firstScreenPath({ first_screen: firstScreen }), String(firstScreen)).toBe('/sign-in');
    }
  });

  it('opens the sign-in page for first_screen values that name Object.prototype members', () => {
    for (const firstScreen of ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf']) {
      expect(firstScreenPath({ first_screen: firstScreen }), firstScreen).toBe('/sign-in');
    }
  });
});
