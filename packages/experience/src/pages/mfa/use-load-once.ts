import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiFailure } from '../../lib/api';
import { isUnknownSession } from '../../lib/flow';

/**
 * Runs a step that makes something new once per screen (a secret, a set of codes: StrictMode runs
 * effects twice, and each call would make another): its answer, or the message of its failure.
 */
export const useLoadOnce = <T>(load: () => Promise<T>) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [data, setData] = useState<T>();
  const [error, setError] = useState<string>();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    load().then(setData, (failure: unknown) => {
      if (isUnknownSession(failure)) navigate('/unknown-session');
      else if (failure instanceof ApiFailure && failure.status === 0) setError(t('error.network'));
      else setError(failure instanceof ApiFailure && failure.message ? failure.message : t('error.unknown'));
    });
  }, [load, navigate, t]);
  return { data, error };
};
