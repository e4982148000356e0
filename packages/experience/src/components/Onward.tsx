import { useTranslation } from 'react-i18next';
import { useRequestContext } from '../lib/request-context';
import { useSettings } from '../lib/settings-context';

/**
 * The way on from a page where the sign-in ends (an expired session, an accepted invitation): back
 * to the application the request came from when the page knows it, else the tenant's
 * unknown-session redirect URL, else nothing (the page says what to do).
 */
export const Onward = () => {
  const { t } = useTranslation();
  const { unknownSessionRedirectUrl } = useSettings();
  const { application } = useRequestContext();
  if (application?.origin) {
    return (
      <nav className="links">
        <a className="button" href={application.origin}>
          {t('action.back_to_app', { app: application.name })}
        </a>
      </nav>
    );
  }
  if (!unknownSessionRedirectUrl) return null;
  return (
    <nav className="links">
      <a className="button" href={unknownSessionRedirectUrl}>
        {t('action.continue')}
      </a>
    </nav>
  );
};
