import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ApiFailure } from './api';
import { type FlowOutcome, isUnknownSession } from './flow';

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

/** The field a server error belongs to (shown under it), or undefined for the form's banner. */
export const fieldOfError = (code: string): FlowField | undefined => {
  if (code.startsWith('password_rejected.')) return 'password';
  if (identifierCodes.has(code)) return 'identifier';
  return undefined;
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
export const useFlow = (options: { onFieldError?: (field: FlowField, message: string) => void } = {}) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<Banner>();

  const run = async (step: () => Promise<FlowOutcome>) => {
    setBusy(true);
    setBanner(undefined);
    try {
      const outcome = await step();
      if (outcome.kind === 'redirect') {
        window.location.replace(outcome.to);
        return;
      }
      navigate(`/continue${location.search}`, { state: { missing: outcome.missing } });
    } catch (failure) {
      if (isUnknownSession(failure)) {
        navigate('/unknown-session');
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
      if (field && options.onFieldError) options.onFieldError(field, failure.message);
      else setBanner({ message: failure.message, fields: bannerFields[failure.code] });
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
