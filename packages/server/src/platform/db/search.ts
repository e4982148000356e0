/** Escapes LIKE's wildcards and its escape character, for a value meant literally. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A caller's pattern ending in a lone `\` (which PostgreSQL refuses) means a literal backslash there. */
const closeEscape = (pattern: string) => (/(?<!\\)(?:\\\\)*\\$/.test(pattern) ? `${pattern}\\` : pattern);

/**
 * The one search behaviour of every list (`search`, `q`): a value without `%` matches as a literal
 * substring (`_` and `\` mean themselves: `ada_l` finds "ada_lovelace" only); a value with `%` is
 * the caller's own LIKE pattern (the console sends `%keyword%`; Logto's clients send patterns),
 * used case-insensitively with ILIKE.
 *
 * @example
 * searchPattern('ada') // '%ada%'
 * searchPattern('a_b') // '%a\\_b%'
 * searchPattern('%ada%') // '%ada%'
 */
export const searchPattern = (value: string) => (value.includes('%') ? closeEscape(value) : `%${escapeLike(value)}%`);
