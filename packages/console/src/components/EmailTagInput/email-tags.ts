import { emailRegEx } from '@gatehouse/schemas/identifiers';

export type EmailTag = { value: string; valid: boolean };

/** Keys that turn the typed text into tags (besides leaving the field). */
export const separatorKeys = new Set([' ', 'Enter', ',']);

export const isEmail = (value: string) => value.length <= 256 && emailRegEx.test(value);

/**
 * Adds the typed text as tags: split on spaces and commas, trimmed, duplicates (ignoring case)
 * dropped; each tag says whether it is an email address.
 */
export const addTags = (tags: readonly EmailTag[], typed: string): EmailTag[] => {
  const next = [...tags];
  for (const value of typed.split(/[\s,]+/).filter(Boolean)) {
    if (next.some((tag) => tag.value.toLowerCase() === value.toLowerCase())) continue;
    next.push({ value, valid: isEmail(value) });
  }
  return next;
};

/**
 * Backspace in the empty field: the first press selects the last tag, the second removes it.
 * Returns the tags and which one is selected.
 */
export const backspace = (
  tags: readonly EmailTag[],
  selected: number | undefined,
): { tags: EmailTag[]; selected: number | undefined } => {
  if (tags.length === 0) return { tags: [], selected: undefined };
  const last = tags.length - 1;
  if (selected === last) return { tags: tags.slice(0, last), selected: undefined };
  return { tags: [...tags], selected: last };
};

/** The addresses to use: the valid ones. */
export const validEmails = (tags: readonly EmailTag[]) => tags.filter(({ valid }) => valid).map(({ value }) => value);
