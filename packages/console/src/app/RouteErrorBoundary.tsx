import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { AppError } from '../components/AppError';
import { PageNotFound } from '../components/PageNotFound';
import { useAuth } from './auth/context';

/**
 * What a route shows when rendering or loading it throws: the generic error
 * screen, whose retry clears every token and reloads (spec §2). In
 * development it also shows the code, message and stack.
 */
export const RouteErrorBoundary = () => {
  const error = useRouteError();
  const { clearAndReload } = useAuth();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <PageNotFound />;
  const failure = error instanceof Error ? error : new Error(String(error));
  const code = (failure as { code?: unknown }).code;
  return (
    <AppError
      title={t('errors.something_went_wrong')}
      code={typeof code === 'string' ? code : import.meta.env.DEV ? failure.name : undefined}
      message={failure.message}
      details={import.meta.env.DEV || failure.stack ? failure.stack : undefined}
      onRetry={() => void clearAndReload()}
    />
  );
};
