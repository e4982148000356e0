const classes = ['abcdefghijkmnpqrstuvwxyz', 'ABCDEFGHJKLMNPQRSTUVWXYZ', '23456789', '!#$%&*+-=?@^_~'] as const;
const alphabet = classes.join('');

/** A uniform random index below `bound`, by rejection sampling (no modulo bias). */
const randomIndex = (bound: number) => {
  const limit = Math.floor(0x1_0000_0000 / bound) * bound;
  const buffer = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buffer);
    const value = buffer[0] ?? 0;
    if (value < limit) return value % bound;
  }
};

const pick = (characters: string) => characters[randomIndex(characters.length)] ?? '';

/**
 * A strong random password for a user an admin creates or resets: at least
 * 16 characters (more when the tenant's policy asks), with every character
 * type, so it passes any password policy's composition rule. Look-alike
 * characters (l, 1, O, 0, o, I) are left out, since it may be read aloud.
 */
export const generatePassword = (minLength = 8) => {
  const length = Math.min(256, Math.max(16, minLength));
  const characters = classes.map(pick);
  while (characters.length < length) characters.push(pick(alphabet));
  // Shuffle (Fisher–Yates) so the guaranteed characters are not always first.
  for (let index = characters.length - 1; index > 0; index--) {
    const other = randomIndex(index + 1);
    [characters[index], characters[other]] = [characters[other] ?? '', characters[index] ?? ''];
  }
  return characters.join('');
};
