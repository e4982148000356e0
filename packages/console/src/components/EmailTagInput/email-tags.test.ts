import { describe, expect, it } from 'vitest';
import { addTags, backspace, validEmails } from './email-tags';

describe('the email tag input', () => {
  it('adds typed addresses as tags, flags the invalid ones and keeps the valid ones', () => {
    const tags = addTags([], 'ana@example.com  not-an-email,bo@example.org');
    expect(tags).toEqual([
      { value: 'ana@example.com', valid: true },
      { value: 'not-an-email', valid: false },
      { value: 'bo@example.org', valid: true },
    ]);
    expect(validEmails(tags)).toEqual(['ana@example.com', 'bo@example.org']);
  });

  it('ignores blanks and an address already there, whatever its case', () => {
    const tags = addTags([{ value: 'ana@example.com', valid: true }], '  ANA@example.com ');
    expect(tags).toHaveLength(1);
    expect(addTags([], '   ')).toEqual([]);
  });

  it('backspace on the empty field selects the last tag, then removes it', () => {
    const tags = addTags([], 'a@example.com b@example.com');
    const first = backspace(tags, undefined);
    expect(first).toEqual({ tags, selected: 1 });
    const second = backspace(first.tags, first.selected);
    expect(second).toEqual({ tags: [tags[0]], selected: undefined });
    expect(backspace([], undefined)).toEqual({ tags: [], selected: undefined });
  });
});
