import { type SearchMode, type UserListQuery, type UserSearchField, userSearchFields } from '@gatehouse/schemas/users';
import { ApiError } from '../platform/http/api-error';

/** One group of the search: any of `values` in any of `fields`. */
export type SearchTerm = { fields: readonly UserSearchField[]; values: string[]; mode: SearchMode };

/** The parsed advanced search of `GET /api/users` (peer-interfaces §3.1). */
export type UserSearch = { terms: SearchTerm[]; joint: 'and' | 'or'; isCaseSensitive: boolean };

const valuesOf = (raw: string | string[] | undefined) => [raw ?? []].flat().filter((value) => value !== '');

/**
 * Reads `search`, `search.<field>`, `mode`, `mode.<field>`, `joint` and `isCaseSensitive`.
 * `search=v` is one term over every field; each `search.<field>` is a term of its own, with
 * `mode.<field>` or else `mode`. `rawKeys` (every query parameter name) lets a misspelt field
 * (`search.email`) answer 400 rather than be ignored. Undefined when nothing is searched.
 *
 * @example
 * parseUserSearch({ search: '%ada%' }, ['search']);
 * // { terms: [{ fields: [all five], values: ['%ada%'], mode: 'like' }], joint: 'or', isCaseSensitive: false }
 */
export const parseUserSearch = (query: UserListQuery, rawKeys: Iterable<string>): UserSearch | undefined => {
  const known = new Set<string>(userSearchFields);
  const unknown = [...rawKeys].filter(
    (key) => (key.startsWith('search.') || key.startsWith('mode.')) && !known.has(key.slice(key.indexOf('.') + 1)),
  );
  if (unknown.length > 0) {
    throw new ApiError('guard.invalid_input', {
      issues: unknown.map((key) => ({
        path: [key],
        message: `unknown search field; use ${userSearchFields.join(', ')}`,
      })),
    });
  }

  const defaultMode = query.mode ?? 'like';
  const terms: SearchTerm[] = [];
  const all = valuesOf(query.search);
  if (all.length > 0) terms.push({ fields: userSearchFields, values: all, mode: defaultMode });
  for (const field of userSearchFields) {
    const values = valuesOf(query[`search.${field}`]);
    if (values.length > 0) terms.push({ fields: [field], values, mode: query[`mode.${field}`] ?? defaultMode });
  }
  if (terms.length === 0) return undefined;
  return { terms, joint: query.joint ?? 'or', isCaseSensitive: query.isCaseSensitive === 'true' };
};
