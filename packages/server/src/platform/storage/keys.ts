/**
 * Whether `key` is a storage key: `/`-separated segments of printable characters, none empty, none
 * `.` or `..` or starting with a dot, no backslash or NUL. Every store refuses any other key, so
 * no caller can write or read outside its tenant's prefix, whatever it was given.
 *
 * @example
 * isStorageKey('acme/custom-ui/k3x9/assets/index.js') // true
 * isStorageKey('acme/../default/x.png') // false
 */
export const isStorageKey = (key: string): boolean =>
  key.length > 0 &&
  key.length <= 1024 &&
  key
    .split('/')
    .every(
      (segment) =>
        segment.length > 0 &&
        segment.length <= 255 &&
        !segment.startsWith('.') &&
        !segment.includes('\\') &&
        ![...segment].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f),
    );

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`not a storage key: ${JSON.stringify(key.slice(0, 200))}`);
  }
}

export const assertStorageKey = (key: string) => {
  if (!isStorageKey(key)) throw new InvalidStorageKeyError(key);
};
