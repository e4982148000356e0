import { describe, expect, it } from 'vitest';
import { escapeLike, searchPattern } from './search';

describe('search patterns', () => {
  it('matches a value without % as a literal substring, wildcards and backslashes included', () => {
    expect(searchPattern('ada')).toBe('%ada%');
    expect(searchPattern('ada_l')).toBe('%ada\\_l%');
    expect(searchPattern('a\\b')).toBe('%a\\\\b%');
    expect(escapeLike('a\\b_c%')).toBe('a\\\\b\\_c\\%');
  });

  it("keeps the caller's own pattern when it has a %", () => {
    expect(searchPattern('%ada%')).toBe('%ada%');
    expect(searchPattern('ada_%')).toBe('ada_%');
  });

  it('reads a lone backslash at the end of a pattern as a literal backslash, which PostgreSQL would refuse', () => {
    expect(searchPattern('%_\\')).toBe('%_\\\\');
    expect(searchPattern('%a\\\\')).toBe('%a\\\\');
  });
});
