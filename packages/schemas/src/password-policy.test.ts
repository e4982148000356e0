import { describe, expect, it, vi } from 'vitest';
import { errorCodes } from './errors';
import {
  defaultPasswordPolicy,
  mergePasswordPolicy,
  type PasswordPolicy,
  partialPasswordPolicyGuard,
  passwordPolicyGuard,
} from './password-policy';
import { characterTypesOf, checkPassword, checkPasswordPolicy } from './password-rules';

/** A policy with every optional rule off, so a test sees only the rule it turns on. */
const lenient: PasswordPolicy = {
  length: { min: 1, max: 256 },
  characterTypes: { min: 1 },
  rejects: { pwned: false, repetitionAndSequence: false, userInfo: false, words: [] },
};
const withRejects = (rejects: Partial<PasswordPolicy['rejects']>): PasswordPolicy => ({
  ...lenient,
  rejects: { ...lenient.rejects, ...rejects },
});
const codesOf = (password: string, policy: PasswordPolicy, userInfo?: Parameters<typeof checkPasswordPolicy>[2]) =>
  checkPasswordPolicy(password, policy, userInfo).map(({ code }) => code);

describe('passwordPolicyGuard', () => {
  it('fills an empty object with the spec defaults', () => {
    expect(passwordPolicyGuard.parse({})).toEqual({
      length: { min: 8, max: 256 },
      characterTypes: { min: 1 },
      rejects: { pwned: true, repetitionAndSequence: true, userInfo: true, words: [] },
    });
  });

  it('exports the spec defaults as defaultPasswordPolicy', () => {
    expect(defaultPasswordPolicy).toEqual(passwordPolicyGuard.parse({}));
  });

  it('fills the missing fields of a partly given nested object with defaults', () => {
    expect(passwordPolicyGuard.parse({ length: { min: 12 }, rejects: { words: ['acme'] } })).toEqual({
      length: { min: 12, max: 256 },
      characterTypes: { min: 1 },
      rejects: { pwned: true, repetitionAndSequence: true, userInfo: true, words: ['acme'] },
    });
  });

  it('gives every parse its own words list', () => {
    const first = passwordPolicyGuard.parse({});
    first.rejects.words.push('changed');
    expect(passwordPolicyGuard.parse({}).rejects.words).toEqual([]);
  });

  it.each([
    [{ length: { min: 0 } }, ['length', 'min']],
    [{ length: { min: 257, max: 256 } }, ['length', 'min']],
    [{ length: { max: 0 } }, ['length', 'max']],
    [{ length: { max: 257 } }, ['length', 'max']],
    [{ length: { min: 8.5 } }, ['length', 'min']],
    [{ characterTypes: { min: 0 } }, ['characterTypes', 'min']],
    [{ characterTypes: { min: 5 } }, ['characterTypes', 'min']],
    [{ rejects: { words: [''] } }, ['rejects', 'words', 0]],
    [{ rejects: { words: ['x'.repeat(257)] } }, ['rejects', 'words', 0]],
    [{ rejects: { pwned: 'yes' } }, ['rejects', 'pwned']],
  ])('rejects the out-of-range value %j at its path', (input, path) => {
    const result = passwordPolicyGuard.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toContainEqual(path);
  });

  it('accepts the limits themselves', () => {
    const words = Array.from({ length: 1000 }, (_, index) => `w${index}`);
    words[0] = 'x'.repeat(256);
    const policy = { length: { min: 256, max: 256 }, characterTypes: { min: 4 }, rejects: { words } };
    expect(passwordPolicyGuard.safeParse(policy).success).toBe(true);
    expect(passwordPolicyGuard.safeParse({ length: { min: 1, max: 1 }, characterTypes: { min: 1 } }).success).toBe(
      true,
    );
  });

  it('rejects more than 1000 restricted words', () => {
    const words = Array.from({ length: 1001 }, (_, index) => `w${index}`);
    expect(passwordPolicyGuard.safeParse({ rejects: { words } }).success).toBe(false);
  });

  it('rejects a minimum length above the maximum with a message on length', () => {
    const result = passwordPolicyGuard.safeParse({ length: { min: 20, max: 10 } });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['length'], message: 'length.min must not be greater than length.max' }),
    ]);
  });

  it('rejects a minimum above the default maximum', () => {
    expect(passwordPolicyGuard.safeParse({ length: { max: 6 } }).success).toBe(false);
  });

  it('strips unknown fields', () => {
    expect(passwordPolicyGuard.parse({ extra: 1, length: { min: 9, extra: 2 } })).toEqual({
      ...defaultPasswordPolicy,
      length: { min: 9, max: 256 },
    });
  });
});

describe('partialPasswordPolicyGuard', () => {
  it('accepts an empty patch and adds no defaults', () => {
    expect(partialPasswordPolicyGuard.parse({})).toEqual({});
  });

  it('keeps only the nested fields the patch gives', () => {
    expect(partialPasswordPolicyGuard.parse({ length: { max: 64 }, rejects: { pwned: false } })).toEqual({
      length: { max: 64 },
      rejects: { pwned: false },
    });
  });

  it('applies the same limits as the full guard', () => {
    expect(partialPasswordPolicyGuard.safeParse({ length: { min: 0 } }).success).toBe(false);
    expect(partialPasswordPolicyGuard.safeParse({ characterTypes: { min: 5 } }).success).toBe(false);
    expect(partialPasswordPolicyGuard.safeParse({ rejects: { words: [''] } }).success).toBe(false);
  });

  it('rejects a patch whose own minimum is above its own maximum', () => {
    const result = partialPasswordPolicyGuard.safeParse({ length: { min: 20, max: 10 } });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['length']]);
  });
});

describe('mergePasswordPolicy', () => {
  it('changes only the fields the patch gives', () => {
    const merged = mergePasswordPolicy(defaultPasswordPolicy, { length: { min: 12 }, rejects: { userInfo: false } });
    expect(merged).toEqual({
      ...defaultPasswordPolicy,
      length: { min: 12, max: 256 },
      rejects: { ...defaultPasswordPolicy.rejects, userInfo: false },
    });
  });

  it('returns the base policy unchanged for an empty patch', () => {
    expect(mergePasswordPolicy(defaultPasswordPolicy, {})).toEqual(defaultPasswordPolicy);
  });

  it('replaces the whole words list rather than appending to it', () => {
    const base = mergePasswordPolicy(defaultPasswordPolicy, { rejects: { words: ['acme', 'gatehouse'] } });
    expect(mergePasswordPolicy(base, { rejects: { words: ['widget'] } }).rejects.words).toEqual(['widget']);
  });

  it('keeps a field that the patch sets to undefined', () => {
    expect(mergePasswordPolicy(defaultPasswordPolicy, { length: { min: undefined } }).length.min).toBe(8);
  });

  it('changes neither argument', () => {
    const base = passwordPolicyGuard.parse({ rejects: { words: ['acme'] } });
    const merged = mergePasswordPolicy(base, {});
    merged.rejects.words.push('other');
    merged.length.min = 99;
    expect(base).toEqual(passwordPolicyGuard.parse({ rejects: { words: ['acme'] } }));
  });

  it('leaves a merged minimum above the stored maximum for the full guard to reject', () => {
    const base = passwordPolicyGuard.parse({ length: { max: 10 } });
    const merged = mergePasswordPolicy(base, partialPasswordPolicyGuard.parse({ length: { min: 12 } }));
    expect(passwordPolicyGuard.safeParse(merged).success).toBe(false);
  });
});

describe('characterTypesOf', () => {
  it.each([
    ['', []],
    ['abc', ['lowerCase']],
    ['ABC', ['upperCase']],
    ['123', ['digits']],
    ['!~ ', ['symbols']],
    ['aB3$', ['lowerCase', 'upperCase', 'digits', 'symbols']],
    ['9z', ['lowerCase', 'digits']],
    ['äé漢😀', []],
  ])('finds in %j the types %j', (password, types) => {
    expect(characterTypesOf(password)).toEqual(types);
  });

  it('counts every printable non-alphanumeric ASCII character, space included, as a symbol', () => {
    const symbols = Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCharCode(0x20 + index)).filter(
      (char) => !/[a-z0-9]/i.test(char),
    );
    expect(symbols).toHaveLength(33);
    for (const symbol of symbols) expect(characterTypesOf(symbol)).toEqual(['symbols']);
  });
});

describe('checkPasswordPolicy: length', () => {
  it('accepts a password of exactly the minimum and of exactly the maximum length', () => {
    const policy = { ...lenient, length: { min: 8, max: 10 } };
    expect(checkPasswordPolicy('Xk9#mQ2p', policy)).toEqual([]);
    expect(checkPasswordPolicy('Xk9#mQ2pLw', policy)).toEqual([]);
  });

  it('reports too_short with the minimum when the password is shorter', () => {
    expect(checkPasswordPolicy('Xk9#mQ2', { ...lenient, length: { min: 8, max: 10 } })).toEqual([
      { code: 'password_rejected.too_short', interpolation: { min: 8 } },
    ]);
  });

  it('reports too_long with the maximum when the password is longer', () => {
    expect(checkPasswordPolicy('Xk9#mQ2pLwZ', { ...lenient, length: { min: 8, max: 10 } })).toEqual([
      { code: 'password_rejected.too_long', interpolation: { max: 10 } },
    ]);
  });

  it('counts length in code points, not UTF-16 units', () => {
    const policy = { ...lenient, length: { min: 2, max: 2 } };
    expect(codesOf('😀😀', policy)).not.toContain('password_rejected.too_long');
    expect(codesOf('😀', policy)).toContain('password_rejected.too_short');
  });

  it('reports an empty password as too short', () => {
    expect(codesOf('', defaultPasswordPolicy)).toContain('password_rejected.too_short');
  });
});

describe('checkPasswordPolicy: characters', () => {
  it('accepts every printable ASCII character, space included', () => {
    expect(codesOf('A b~!', lenient)).toEqual([]);
  });

  it.each(['pässwort1', 'tab\there', 'new\nline', 'null\u0000byte', 'del\u007f', 'emoji😀x', 'nbsp\u00a0x'])(
    'reports unsupported_characters for %j',
    (password) => {
      expect(codesOf(password, lenient)).toContain('password_rejected.unsupported_characters');
    },
  );

  it('reports character_types with the minimum when too few types are present', () => {
    const policy = { ...lenient, characterTypes: { min: 3 } };
    expect(checkPasswordPolicy('Xkmqpwlz', policy)).toEqual([
      { code: 'password_rejected.character_types', interpolation: { min: 3 } },
    ]);
    expect(checkPasswordPolicy('Xkmqpwl9', policy)).toEqual([]);
  });

  it('needs all four types when the minimum is 4', () => {
    const policy = { ...lenient, characterTypes: { min: 4 } };
    expect(codesOf('Xkm9pwl2', policy)).toEqual(['password_rejected.character_types']);
    expect(codesOf('Xkm9 wl2', policy)).toEqual([]);
  });
});

describe('checkPasswordPolicy: repetition and sequence', () => {
  const policy = withRejects({ repetitionAndSequence: true });

  it.each(['aaa', '111', '   ', 'aAa', 'zzzzzzzz', 'Zzzzzzz1'])(
    'reports a password made of one repeated character %j',
    (password) => {
      expect(codesOf(password, policy)).toEqual(['password_rejected.restricted.repetition']);
    },
  );

  it('does not count two repeated characters as a repetition', () => {
    expect(codesOf('aa', policy)).toEqual([]);
    expect(codesOf('aabbaabb', policy)).toEqual([]);
  });

  it.each([
    'abc',
    'cba',
    'xyz',
    '123',
    '321',
    '890',
    '098',
    '789',
    'qwe',
    'ewq',
    'asd',
    'jkl',
    'zxc',
    'mnb',
    'qwertyuiop',
    'poiuytrewq',
    'asdfghjkl',
    'zxcvbnm',
    '!@#',
    '%$#',
    'AbC',
    'ZYX',
  ])('reports the sequence %j', (password) => {
    expect(codesOf(password, policy)).toEqual(['password_rejected.restricted.sequence']);
  });

  it.each(['ab', 'abd', 'aceg', '135', '901', 'qaz', 'yza', 'ab1', 'zaq'])(
    'does not report %j, which is no run of three in one sequence',
    (password) => {
      expect(codesOf(password, policy)).toEqual([]);
    },
  );

  it('does not join two sequences into one run when direction changes', () => {
    // "aba": a→b goes up, b→a goes down, so there is no run of three.
    expect(codesOf('abab', policy)).toEqual([]);
  });

  it('counts a run that turns around as two runs covering every character', () => {
    expect(codesOf('abcba', policy)).toEqual(['password_rejected.restricted.sequence']);
  });

  it('ignores repetition and sequence when the policy does not reject them', () => {
    expect(codesOf('aaaaaaaa', lenient)).toEqual([]);
    expect(codesOf('abcdefgh', lenient)).toEqual([]);
  });
});

describe('checkPasswordPolicy: covered characters must exceed length minus 3', () => {
  const policy = withRejects({ repetitionAndSequence: true });

  it('rejects a password that is mostly a sequence ("abcdefgh1": 8 covered > 9 - 3)', () => {
    expect(codesOf('abcdefgh1', policy)).toEqual(['password_rejected.restricted.sequence']);
  });

  it('accepts a longer password that contains a short sequence ("Xk9#abcdQ2": 4 covered ≤ 10 - 3)', () => {
    expect(codesOf('Xk9#abcdQ2', policy)).toEqual([]);
  });

  it('accepts a sequence covering exactly length minus 3 characters', () => {
    expect(codesOf('abcdefgX#9', policy)).toEqual([]);
  });

  it('rejects a sequence covering one character more than length minus 3', () => {
    expect(codesOf('abcdefgh#X', policy)).toEqual(['password_rejected.restricted.sequence']);
  });

  it('applies the same boundary to repetitions', () => {
    expect(codesOf('aaaaaaaX#9', policy)).toEqual([]);
    expect(codesOf('aaaaaaaa#X', policy)).toEqual(['password_rejected.restricted.repetition']);
  });

  it('adds the positions of separate runs of one kind', () => {
    // "abc" + "xyz" cover 6 of 8 characters; 6 > 8 - 3.
    expect(codesOf('abc#xyzQ', policy)).toEqual(['password_rejected.restricted.sequence']);
    expect(codesOf('abc#xyzQ2', policy)).toEqual([]);
  });

  it('counts each kind on its own rather than adding repetitions to sequences', () => {
    // "aaa" covers 3 and "123" covers 3 of 7: neither kind exceeds 4.
    expect(codesOf('aaa#123', policy)).toEqual([]);
  });

  it('uses a threshold of 1 for passwords of up to 4 characters', () => {
    expect(codesOf('abc', policy)).toEqual(['password_rejected.restricted.sequence']);
    expect(codesOf('abcX', policy)).toEqual(['password_rejected.restricted.sequence']);
  });
});

describe('checkPasswordPolicy: user info', () => {
  const policy = withRejects({ userInfo: true });
  const userInfo = {
    name: 'Jean-Luc Picard',
    username: 'captain_jl',
    email: 'J.Picard@enterprise.example',
    phone: '+44 20 7946 0958',
  };

  it.each([
    ['the whole name', 'JEAN-LUC PICARD'],
    ['a part of the name', 'Picard12'],
    ['the parts of a hyphenated name run together', 'jeanluc1'],
    ['the username', 'Captain_JL1'],
    ['the email local part', 'j.picard1'],
    ['the whole phone number', '442079460958'],
    ['the phone number without its country code', '2079460958'],
    ['the last 7 digits of the phone number', '9460958x'],
  ])('reports user_info for a password made mostly of %s (%j)', (_, password) => {
    expect(codesOf(password, policy, userInfo)).toEqual(['password_rejected.restricted.user_info']);
  });

  it('accepts a long password that contains a part of the name among other characters', () => {
    expect(codesOf('Picard#Xk9mQ2', policy, userInfo)).toEqual([]);
  });

  it('accepts the last 6 digits of the phone number', () => {
    expect(codesOf('460958', withRejects({ userInfo: true }), { phone: '+44 20 7946 0958' })).toEqual([]);
  });

  it('ignores user info shorter than 3 characters', () => {
    expect(codesOf('alxy', policy, { name: 'Al Xy', username: 'al', email: 'al@example.com', phone: '12' })).toEqual(
      [],
    );
  });

  it('uses an email without an @ as its own local part', () => {
    expect(codesOf('picard1', policy, { email: 'picard' })).toEqual(['password_rejected.restricted.user_info']);
  });

  it('accepts null, missing or empty user info', () => {
    expect(codesOf('picard1', policy, { name: null, username: null, email: null, phone: null })).toEqual([]);
    expect(codesOf('picard1', policy, {})).toEqual([]);
    expect(codesOf('picard1', policy)).toEqual([]);
    expect(codesOf('picard1', policy, { name: '   ', phone: '+' })).toEqual([]);
  });

  it('ignores user info when the policy does not reject it', () => {
    expect(codesOf('picard12', lenient, userInfo)).toEqual([]);
  });
});

describe('checkPasswordPolicy: custom words', () => {
  const policy = withRejects({ words: ['gatehouse', 'acme'] });

  it('reports words when a restricted word covers most of the password, ignoring case', () => {
    expect(codesOf('GateHouse1', policy)).toEqual(['password_rejected.restricted.words']);
  });

  it('adds the positions of several restricted words', () => {
    expect(codesOf('acmeGatehouse', policy)).toEqual(['password_rejected.restricted.words']);
  });

  it('accepts a long password that contains a restricted word among other characters', () => {
    expect(codesOf('acme#Xk9mQ2', policy)).toEqual([]);
  });

  it('counts overlapping occurrences once per position', () => {
    expect(codesOf('ababab#X', withRejects({ words: ['abab'] }))).toEqual(['password_rejected.restricted.words']);
    expect(codesOf('abab#Xk9', withRejects({ words: ['abab'] }))).toEqual([]);
  });

  it('compares words with non-ASCII letters case-insensitively too', () => {
    expect(codesOf('ÄRGER', withRejects({ words: ['ärger'] }))).toContain('password_rejected.restricted.words');
  });

  it('counts positions in code points when the password has astral characters', () => {
    expect(codesOf('😀acme😀', withRejects({ words: ['acme'] }))).toContain('password_rejected.restricted.words');
    // 8 of 10 code points covered; counted in UTF-16 units the second match would fall off the end.
    expect(codesOf('😀😀acmeacme', withRejects({ words: ['acme'] }))).toContain('password_rejected.restricted.words');
    expect(codesOf('😀😀😀😀acme', withRejects({ words: ['acme'] }))).not.toContain(
      'password_rejected.restricted.words',
    );
  });
});

describe('checkPasswordPolicy: all issues', () => {
  it('accepts a strong password under the default policy', () => {
    expect(checkPasswordPolicy('Xk9#mQ2pLw', defaultPasswordPolicy, { name: 'Jean-Luc Picard' })).toEqual([]);
  });

  it('reports every issue at once in the order of the error catalogue', () => {
    const policy: PasswordPolicy = {
      length: { min: 8, max: 256 },
      characterTypes: { min: 2 },
      rejects: { pwned: true, repetitionAndSequence: true, userInfo: true, words: ['abc'] },
    };
    expect(codesOf('abc', policy, { username: 'abc' })).toEqual([
      'password_rejected.too_short',
      'password_rejected.character_types',
      'password_rejected.restricted.sequence',
      'password_rejected.restricted.words',
      'password_rejected.restricted.user_info',
    ]);
    expect(codesOf('äää', policy)).toEqual([
      'password_rejected.too_short',
      'password_rejected.unsupported_characters',
      'password_rejected.character_types',
      'password_rejected.restricted.repetition',
    ]);
  });

  it('reports only codes that exist in the error catalogue', () => {
    const policy = { ...defaultPasswordPolicy, length: { min: 8, max: 9 }, characterTypes: { min: 4 } };
    const codes = [...codesOf('abc', policy), ...codesOf('äaaaaaaaaaaa', policy)];
    for (const code of codes) expect(errorCodes).toContain(code);
  });
});

describe('checkPassword', () => {
  const breached = (result: boolean) => vi.fn(async (_password: string) => result);

  it('appends pwned after the other issues when the password is breached', async () => {
    const isBreached = breached(true);
    const issues = await checkPassword(
      'Xk9mQ2pL',
      { ...defaultPasswordPolicy, characterTypes: { min: 4 } },
      {},
      isBreached,
    );
    expect(issues.map(({ code }) => code)).toEqual(['password_rejected.character_types', 'password_rejected.pwned']);
    expect(isBreached).toHaveBeenCalledWith('Xk9mQ2pL');
  });

  it('reports nothing when the password passes and is not breached', async () => {
    expect(await checkPassword('Xk9#mQ2p', defaultPasswordPolicy, undefined, breached(false))).toEqual([]);
  });

  it('does not ask whether the password is breached when the policy does not reject breached ones', async () => {
    const isBreached = breached(true);
    const policy = { ...defaultPasswordPolicy, rejects: { ...defaultPasswordPolicy.rejects, pwned: false } };
    expect(await checkPassword('Xk9#mQ2p', policy, {}, isBreached)).toEqual([]);
    expect(isBreached).not.toHaveBeenCalled();
  });

  it.each([
    ['too short', 'Xk9#'],
    ['too long', 'Xk9#mQ2pLwZ'],
  ])('does not send a %s password to the breach check', async (_, password) => {
    const isBreached = breached(true);
    const policy = { ...defaultPasswordPolicy, length: { min: 8, max: 10 } };
    const codes = (await checkPassword(password, policy, {}, isBreached)).map(({ code }) => code);
    expect(codes).not.toContain('password_rejected.pwned');
    expect(isBreached).not.toHaveBeenCalled();
  });

  it('passes user info through to the synchronous checks', async () => {
    const issues = await checkPassword('picard12', defaultPasswordPolicy, { name: 'Picard' }, breached(false));
    expect(issues).toEqual([{ code: 'password_rejected.restricted.user_info' }]);
  });
});
