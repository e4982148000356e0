import { describe, expect, it } from 'vitest';
import { authenticatorName } from './authenticator-names';

describe('a new passkey’s default name', () => {
  it('names known authenticators by their AAGUID, in any case', () => {
    expect(authenticatorName('ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4')).toBe('Google Password Manager');
    expect(authenticatorName('FBFC3007-154E-4ECC-8C0B-6E020557D7BD')).toBe('iCloud Keychain');
  });
  it('says "Passkey" for an unknown, all-zero or missing AAGUID', () => {
    expect(authenticatorName('00000000-0000-0000-0000-000000000000')).toBe('Passkey');
    expect(authenticatorName('12345678-1234-1234-1234-123456789abc')).toBe('Passkey');
    expect(authenticatorName(undefined)).toBe('Passkey');
  });
});
