import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppError } from '../../components/AppError';
import { AppLoading } from '../../components/AppLoading';
import { useAuth } from './context';
import { takeReturnPath } from './return-path';

/** `/callback`: finishes the sign-in and returns to where the visitor was going (spec §2). */
export const Callback = () => {
  const auth = useAuth();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [error, setError] = useState<Error>();
  const started = useRef(false);

  useEffect(() => {
    // The code can be redeemed once: React's development double effects must not run this twice.
    if (started.current) return;
    started.current = true;
    auth.userManager
      .signinRedirectCallback()
      .then(() => {
        auth.tokens.clear();
        navigate(takeReturnPath(), { replace: true });
      })
      .catch((failure: unknown) => setError(failure instanceof Error ? failure : new Error(String(failure))));
  }, [auth, navigate]);

  if (error) {
    const code = (error as { error?: unknown }).error;
    return (
      <AppError
        title={t('errors.sign_in_failed')}
        code={typeof code === 'string' ? code : undefined}
        message={error.message}
        details={error.stack}
        onRetry={() => void auth.restartSignIn()}
      />
    );
  }
  return <AppLoading />;
};
