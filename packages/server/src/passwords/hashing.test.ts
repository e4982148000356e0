import { describe, expect, it } from 'vitest';
import { argon2idOptions, dummyVerify, hashPassword, passwordEncryptionMethods, verifyPassword } from './hashing';

/** Hashes of `legacyPassword` made once by other tools, as an import from another system would bring them. */
const legacyPassword = 'Legacy-Pa55word';
const legacyHashes = {
  Argon2i: '$argon2i$v=19$m=4096,t=2,p=1$kyGcNZtR5CBPLAMgFcCx0w$WCvKn26KtGSRpOj0Yc33qnQTFGJCfCVQeR7ogriFSII',
  Argon2d: '$argon2d$v=19$m=4096,t=2,p=1$ry2kGOuyO0IWpFU259ZQ1g$BGRmrkknofKFog9abUJvCd5FSZeaMyUxu8aX4AMfw/c',
  Argon2id: '$argon2id$v=19$m=4096,t=3,p=1$HoB/t4drXNb2I74ZhkKP4Q$fs5ushEROQ3F56+sWzYBIoFSVfLQ63Q14MWZQxidWF8',
  Bcrypt: '$2b$04$HjiKozuMN2UsudYZwChbvueqL7YushfLDBeIe8P.aeFVRnzcBdFve',
};
/** Digests of "password" and of "pässwörd" (UTF-8), computed with Python's hashlib. */
const digests = {
  SHA1: ['5baa61e4c9b93f3f0682250b6cf8331b7ee68fd8', 'f517ddf1d32a112ff1ad55c66d1b12cb38e7e8f7'],
  SHA256: [
    '5e884898da28047151d0e56f8dc6292773603d0d6aabbdd62a11ef721d1542d8',
    '46970bef70aced8123f0d5d094717e2a5cd412041e03b26376049fe65b2834a4',
  ],
  MD5: ['5f4dcc3b5aa765d61d8327deb882cf99', '12841e4ba5e37d2fbfc78458c6714ade'],
} as const;

const invalid = { valid: false, needsUpgrade: false };

describe('hashPassword', () => {
  it('hashes with Argon2id and the current options in PHC format', async () => {
    const { passwordEncrypted, passwordEncryptionMethod } = await hashPassword('Xk9#mQ2pLw');
    expect(passwordEncryptionMethod).toBe('Argon2id');
    expect(passwordEncrypted).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
  });

  it('meets the OWASP minimums for Argon2id', () => {
    expect(argon2idOptions.memoryCost).toBeGreaterThanOrEqual(19 * 1024);
    expect(argon2idOptions.timeCost).toBeGreaterThanOrEqual(2);
    expect(argon2idOptions.parallelism).toBe(1);
  });

  it('salts every hash, so one password hashes differently each time', async () => {
    const [first, second] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(first.passwordEncrypted).not.toBe(second.passwordEncrypted);
  });

  it('produces a hash that verifies as current', async () => {
    const stored = await hashPassword('pässwörd 😀');
    expect(await verifyPassword('pässwörd 😀', stored)).toEqual({ valid: true, needsUpgrade: false });
  });

  it('produces a hash that rejects another password', async () => {
    const stored = await hashPassword('Xk9#mQ2pLw');
    expect(await verifyPassword('Xk9#mQ2pLW', stored)).toEqual(invalid);
    expect(await verifyPassword('', stored)).toEqual(invalid);
  });
});

describe('verifyPassword', () => {
  it('supports the legacy methods of the spec', () => {
    expect(passwordEncryptionMethods).toEqual(['Argon2i', 'Argon2id', 'Argon2d', 'SHA1', 'SHA256', 'MD5', 'Bcrypt']);
  });

  it.each(['Argon2i', 'Argon2d', 'Argon2id', 'Bcrypt'] as const)(
    'accepts an imported %s hash and asks for an upgrade',
    async (method) => {
      const stored = { passwordEncrypted: legacyHashes[method], passwordEncryptionMethod: method };
      expect(await verifyPassword(legacyPassword, stored)).toEqual({ valid: true, needsUpgrade: true });
    },
  );

  it.each(['Argon2i', 'Argon2d', 'Argon2id', 'Bcrypt'] as const)(
    'rejects a wrong password against an imported %s hash without asking for an upgrade',
    async (method) => {
      const stored = { passwordEncrypted: legacyHashes[method], passwordEncryptionMethod: method };
      expect(await verifyPassword('legacy-Pa55word', stored)).toEqual(invalid);
    },
  );

  it('accepts the $2y$ and $2a$ spellings of bcrypt', async () => {
    for (const revision of ['$2y$', '$2a$']) {
      const passwordEncrypted = legacyHashes.Bcrypt.replace('$2b$', revision);
      const result = await verifyPassword(legacyPassword, { passwordEncrypted, passwordEncryptionMethod: 'Bcrypt' });
      expect(result).toEqual({ valid: true, needsUpgrade: true });
    }
  });

  it.each(Object.entries(digests))(
    'accepts a %s hex digest of the UTF-8 password and asks for an upgrade',
    async (method, [ofPassword, ofUnicode]) => {
      expect(
        await verifyPassword('password', { passwordEncrypted: ofPassword, passwordEncryptionMethod: method }),
      ).toEqual({ valid: true, needsUpgrade: true });
      expect(
        await verifyPassword('pässwörd', { passwordEncrypted: ofUnicode, passwordEncryptionMethod: method }),
      ).toEqual({ valid: true, needsUpgrade: true });
    },
  );

  it.each(Object.entries(digests))('accepts an upper-case %s hex digest', async (method, [ofPassword]) => {
    const stored = { passwordEncrypted: ofPassword.toUpperCase(), passwordEncryptionMethod: method };
    expect((await verifyPassword('password', stored)).valid).toBe(true);
  });

  it.each(Object.entries(digests))('rejects a wrong password against a %s digest', async (method, [ofPassword]) => {
    const stored = { passwordEncrypted: ofPassword, passwordEncryptionMethod: method };
    expect(await verifyPassword('Password', stored)).toEqual(invalid);
  });

  it.each(Object.entries(digests))('rejects a malformed %s digest', async (method, [ofPassword]) => {
    for (const passwordEncrypted of [ofPassword.slice(1), `${ofPassword}0`, `z${ofPassword.slice(1)}`, '']) {
      expect(await verifyPassword('password', { passwordEncrypted, passwordEncryptionMethod: method })).toEqual(
        invalid,
      );
    }
  });

  it('rejects a digest stored under another digest method', async () => {
    const stored = { passwordEncrypted: digests.SHA1[0], passwordEncryptionMethod: 'SHA256' };
    expect(await verifyPassword('password', stored)).toEqual(invalid);
  });

  it('rejects an Argon2 hash whose variant differs from its stored method', async () => {
    const stored = { passwordEncrypted: legacyHashes.Argon2i, passwordEncryptionMethod: 'Argon2id' };
    expect(await verifyPassword(legacyPassword, stored)).toEqual(invalid);
  });

  it.each([
    ['an unknown method', { passwordEncrypted: digests.MD5[0], passwordEncryptionMethod: 'PBKDF2' }],
    ['a method in other case', { passwordEncrypted: digests.MD5[0], passwordEncryptionMethod: 'md5' }],
    ['no method', { passwordEncrypted: digests.MD5[0], passwordEncryptionMethod: null }],
    ['no hash', { passwordEncrypted: null, passwordEncryptionMethod: 'Argon2id' }],
    ['an empty hash', { passwordEncrypted: '', passwordEncryptionMethod: 'Argon2id' }],
    ['a malformed Argon2 hash', { passwordEncrypted: '$argon2id$v=19$m=oops', passwordEncryptionMethod: 'Argon2id' }],
    [
      'a truncated Argon2 hash',
      { passwordEncrypted: legacyHashes.Argon2id.slice(0, -20), passwordEncryptionMethod: 'Argon2id' },
    ],
    ['a malformed bcrypt hash', { passwordEncrypted: `$2x$04$${'a'.repeat(53)}`, passwordEncryptionMethod: 'Bcrypt' }],
    ['a short bcrypt hash', { passwordEncrypted: '$2b$04$short', passwordEncryptionMethod: 'Bcrypt' }],
  ])('answers invalid without throwing for %s', async (_, stored) => {
    await expect(verifyPassword('password', stored)).resolves.toEqual(invalid);
  });
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const elapsed = async (run: () => Promise<unknown>) => {
  const start = performance.now();
  await run();
  return performance.now() - start;
};

describe('dummyVerify', () => {
  it('answers invalid without an upgrade', async () => {
    expect(await dummyVerify()).toEqual(invalid);
  });

  it('takes the same order of time as verifying a real Argon2id hash', async () => {
    const stored = await hashPassword('Xk9#mQ2pLw');
    await dummyVerify();
    await verifyPassword('wrong', stored);
    const real: number[] = [];
    const dummy: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      real.push(await elapsed(() => verifyPassword('wrong', stored)));
      dummy.push(await elapsed(() => dummyVerify()));
    }
    // Loose bounds on medians: the point is "an Argon2id verify, not a no-op", without flaking on a busy machine.
    const ratio = median(dummy) / median(real);
    expect(ratio).toBeGreaterThan(1 / 3);
    expect(ratio).toBeLessThan(3);
  });
});
