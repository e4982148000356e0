/** Serializes a value for a jsonb column (pg would send a JS array as a Postgres array). */
export const json = (value: unknown): string => JSON.stringify(value);

/** Epoch milliseconds, as the API speaks time. */
export const toMs = (date: Date): number => date.getTime();
export const toMsOrNull = (date: Date | null): number | null => (date ? date.getTime() : null);
