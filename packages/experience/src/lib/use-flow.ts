import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ApiFailure } from './api';
import { type FlowOutcome, isUnknownSession } from './flow';

/**
 * Runs one step of the sign-in flow for a form: busy state, the server's
 * (already translated) message on failure, and where to go on success.
 */
export const useFlow = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const run = async (step: () => Promise<FlowOutcome>) => {
    setBusy(true);
    setError(undefined);
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
      if (failure instanceof ApiFailure && failure.status === 0) setError(t('error.network'));
      else if (failure instanceof ApiFailure && failure.message) setError(failure.message);
      else setError(t('error.unknown'));
    } finally {
      setBusy(false);
    }
  };

  return { busy, error, run };
};
