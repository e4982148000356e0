import type { TFunction } from 'i18next';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ApiFailure } from './api';
import { type FlowOutcome, isUnknownSession } from './flow';
import { mfaPaths } from './mfa';
import { CeremonyFailure } from './webauthn';

/** The fields a server error can be about. */
export type FlowField = 'identifier' | 'password';

const identifierCodes = new Set([
  'user.username_already_in_use',
  'user.email_already_in_use',
  'user.phone_already_in_use',
  'user.invalid_username',
  'user.invalid_email',
  'user.invalid_phone',
]);

/** What checking a code can answer about the code typed (sending one answers other codes). */
const codeCodes = new Set([
  'verification_code.code_mismatch',
  'verification_code.expired',
  'verification_code.exceed_max_try',
  'verification_code.not_found',
  'session.mfa.invalid_code',
]);

/** The field a server error belongs to (shown under it), or undefined for the form's banner. */
export const fieldOfError = (code: string): FlowField | 'code' | undefined => {
  if (code.startsWith('password_rejected.')) return 'password';
  if (identifierCodes.has(code)) return 'identifier';
  if (codeCodes.has(code)) return 'code';
  return undefined;
};

/**
 * The message of a failed step: the server's (already translated), except where the page says
 * more: the tries a wrong code leaves, and a code nobody can deliver (the server's words are for
 * the administrator).
 */
export const messageOfFailure = (t: TFunction, failure: ApiFailure) => {
  const data = failure.data as { triesLeft?: unknown } | undefined;
  if (failure.code === 'verification_code.code_mismatch' && typeof data?.triesLeft === 'number') {
    return t('error.code_mismatch', { count: data.triesLeft });
  }
  if (failure.code === 'verification_code.no_connector') return t('error.code_not_sent');
  return failure.message;
};

/** The fields a banner is about: editing one clears it. A banner missing here clears on any edit. */
const bannerFields: Record<string, FlowField[]> = {
  'session.invalid_credentials': ['identifier', 'password'],
  'session.too_many_attempts': ['identifier', 'password'],
};

type Banner = { message: string; fields?: string[] };

/**
 * Runs one step of the sign-in flow for a form: busy state, the server's (already translated)
 * message on failure — under its field when it belongs to one (`onFieldError`), else in the
 * banner until the user edits what it is about (`edited`) — and where to go on success.
 *
 * @example
 * const flow = useFlow({ onFieldError: (field, message) => setError(field, { type: 'server', message }) });
 * <form onChange={(event) => flow.edited(event.target)}>…<FormError message={flow.error} />
 */
export const useFlow = (
  options: {
    onFieldError?: (field: FlowField, message: string) => void;
    /** A code screen: what the server says about the code typed goes under it. */
    onCodeError?: (message: string) => void;
    /** What the person is known by (their email, phone): the profile page checks a new password against it. */
    userInfo?: Record<string, string>;
  } = {},
) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<Banner>();

  /** Runs a step; one that settles on the page itself (a next screen, a question) returns nothing. */
  const run = async (step: () => Promise<FlowOutcome | undefined>) => {
    setBusy(true);
    setBanner(undefined);
    try {
      const outcome = await step();
      if (!outcome) return;
      if (outcome.kind === 'redirect') {
        window.location.replace(outcome.to);
        return;
      }
      if (outcome.kind !== 'missing-profile') {
        // A second factor: its screen, in place of the one that submitted (a later MFA step replaces the first).
        const onMfaScreen = Object.values(mfaPaths).some((path) => location.pathname === path);
        navigate(`${mfaPaths[outcome.kind]}${location.search}`, { state: outcome, replace: onMfaScreen });
        return;
      }
      navigate(`/continue${location.search}`, { state: { missing: outcome.missing, userInfo: options.userInfo } });
    } catch (failure) {
      if (isUnknownSession(failure)) {
        navigate('/unknown-session');
        return;
      }
      if (failure instanceof CeremonyFailure) {
        // The browser's part of a passkey step: the screen keeps its button to try again.
        setBanner({ message: t(`webauthn.${failure.reason}`) });
        return;
      }
      if (failure instanceof ApiFailure && failure.status === 0) {
        setBanner({ message: t('error.network') });
        return;
      }
      if (!(failure instanceof ApiFailure) || !failure.message) {
        setBanner({ message: t('error.unknown') });
        return;
      }
      const field = fieldOfError(failure.code);
      const message = messageOfFailure(t, failure);
      if (field === 'code' && options.onCodeError) options.onCodeError(message);
      else if (field && field !== 'code' && options.onFieldError) options.onFieldError(field, message);
      else setBanner({ message, fields: bannerFields[failure.code] });
    } finally {
      setBusy(false);
    }
  };

  /** Call with the element the user changed: the banner goes if it is about that field. */
  const edited = useCallback((target: EventTarget) => {
    const name = target instanceof HTMLInputElement ? target.name : '';
    setBanner((current) => (current && (!current.fields || current.fields.includes(name)) ? undefined : current));
  }, []);

  return { busy, error: banner?.message, run, edited };
};
