import { userSearchFields } from '@gatehouse/schemas/users';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../platform/http/api-error';
import { parseUserSearch } from './search';

describe('parseUserSearch', () => {
  it('is undefined when nothing is searched, and ignores empty values', () => {
    expect(parseUserSearch({}, [])).toBeUndefined();
    expect(parseUserSearch({ search: '' }, ['search'])).toBeUndefined();
  });

  it('makes `search` one like term over every field, or and case-insensitive by default', () => {
    expect(parseUserSearch({ search: '%ada%' }, ['search'])).toEqual({
      terms: [{ fields: userSearchFields, values: ['%ada%'], mode: 'like' }],
      joint: 'or',
      isCaseSensitive: false,
    });
  });

  it('makes each search.<field> a term of its own, with mode.<field> over mode', () => {
    expect(
      parseUserSearch(
        {
          'search.username': ['ada', 'grace'],
          'search.primaryEmail': '%@example.com',
          mode: 'exact',
          'mode.primaryEmail': 'like',
          joint: 'and',
          isCaseSensitive: 'true',
        },
        ['search.username', 'search.primaryEmail', 'mode', 'mode.primaryEmail', 'joint', 'isCaseSensitive'],
      ),
    ).toEqual({
      terms: [
        { fields: ['username'], values: ['ada', 'grace'], mode: 'exact' },
        { fields: ['primaryEmail'], values: ['%@example.com'], mode: 'like' },
      ],
      joint: 'and',
      isCaseSensitive: true,
    });
  });

  it('refuses a search or mode on a field it does not know', () => {
    expect(() => parseUserSearch({}, ['search.email'])).toThrow(ApiError);
    expect(() => parseUserSearch({}, ['mode.password'])).toThrow(ApiError);
  });
});
