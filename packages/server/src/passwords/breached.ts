import { createHash } from 'node:crypto';

export type BreachedPasswordCheckerOptions = {
  /** A k-anonymity range endpoint such as `https://api.pwnedpasswords.com/range`; unset = offline only. */
  rangeApiUrl?: string;
  /** How long one range request may take before the offline answer is used; default 1500 ms. */
  timeoutMs?: number;
  logger?: { warn(obj: Record<string, unknown>, msg: string): void };
};

const defaultTimeoutMs = 1500;

let commonPasswords: Promise<ReadonlySet<string>> | undefined;

/** The ~49 000 most common passwords shipped with zxcvbn-ts (all lower case), loaded once on first use. */
const loadCommonPasswords = () => {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary.passwords));
  return commonPasswords;
};

/** True when any `SUFFIX:COUNT` line names `suffix` with a count above 0 (padding lines carry 0). */
const listsSuffix = (body: string, suffix: string) =>
  body.split('\n').some((line) => {
    const [lineSuffix = '', count = ''] = line.trim().split(':');
    return lineSuffix.toUpperCase() === suffix && Number(count) > 0;
  });

/** A failure description that can be logged: no password, hash, prefix or URL (a fetch message may hold the URL). */
const describeFailure = (error: unknown) => {
  const name = error instanceof Error ? error.name : 'UnknownError';
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return { error: name, ...(typeof cause?.code === 'string' ? { code: cause.code } : {}) };
};

/**
 * Builds the known-breached check of the password policy (spec §5, §7): first a shipped list of common
 * passwords, then — when `rangeApiUrl` is set — the Have I Been Pwned range API, which receives only the
 * first 5 hex characters of the password's SHA-1 and answers every suffix sharing them (k-anonymity).
 * A failed or slow range request is logged and counts as "not breached": the check never throws and
 * never blocks a sign-up.
 * https://haveibeenpwned.com/API/v3#SearchingPwnedPasswordsByRange
 *
 * @example
 * const isBreached = createBreachedPasswordChecker({ rangeApiUrl: 'https://api.pwnedpasswords.com/range', logger });
 * await isBreached('password'); // true, from the offline list
 */
export const createBreachedPasswordChecker = ({
  rangeApiUrl,
  timeoutMs = defaultTimeoutMs,
  logger,
}: BreachedPasswordCheckerOptions = {}) => {
  const baseUrl = rangeApiUrl?.replace(/\/+$/, '');

  const isCommon = async (password: string) => {
    try {
      return (await loadCommonPasswords()).has(password.toLowerCase());
    } catch (error) {
      commonPasswords = undefined; // load again next time
      logger?.warn(describeFailure(error), 'Could not load the common password list');
      return false;
    }
  };

  const isInRange = async (password: string) => {
    if (!baseUrl) return false;
    const digest = createHash('sha1').update(password, 'utf8').digest('hex').toUpperCase();
    try {
      const response = await fetch(`${baseUrl}/${digest.slice(0, 5)}`, {
        headers: { 'Add-Padding': 'true' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status !== 200) {
        await response.body?.cancel();
        logger?.warn({ status: response.status }, 'Breached password range request failed');
        return false;
      }
      return listsSuffix(await response.text(), digest.slice(5));
    } catch (error) {
      logger?.warn(describeFailure(error), 'Breached password range request failed');
      return false;
    }
  };

  return async (password: string): Promise<boolean> => (await isCommon(password)) || isInRange(password);
};
