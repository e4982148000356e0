import { describe, expect, it } from 'vitest';
import { keywordPattern } from './queries.template';

describe('keywordPattern', () => {
  it('matches the keyword as a substring, with LIKE wildcards and the escape character taken literally', () => {
    expect(keywordPattern('admin')).toBe('%admin%');
    expect(keywordPattern('100%')).toBe('%100\\%%');
    expect(keywordPattern('a_b')).toBe('%a\\_b%');
    expect(keywordPattern('back\\slash')).toBe('%back\\\\slash%');
  });
});
