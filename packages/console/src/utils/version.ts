/**
 * Compares dotted version numbers (spec §5): negative when `a` is older,
 * positive when newer, 0 when equal. A leading `v` and pre-release or build
 * suffixes are ignored; missing parts count as 0.
 *
 * @example
 * compareVersions('1.10.0', '1.9.2') // > 0
 */
export const compareVersions = (a: string, b: string) => {
  const parts = (version: string) =>
    version
      .trim()
      .replace(/^v/i, '')
      .split(/[-+]/)[0]
      ?.split('.')
      .map((part) => Number.parseInt(part, 10) || 0) ?? [];
  const [left, right] = [parts(a), parts(b)];
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
};
