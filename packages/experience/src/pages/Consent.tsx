import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormError } from '../components/FormError';
import { Layout } from '../components/Layout';
import { SubmitButton } from '../components/SubmitButton';
import { TermsLinks } from '../components/Terms';
import { ApiFailure, request } from '../lib/api';
import { isUnknownSession } from '../lib/flow';
import { interpolateNodes } from '../lib/interpolate';
import { useRequestContext } from '../lib/request-context';

type ConsentRequest = {
  application: {
    id: string;
    name: string;
    isThirdParty: boolean;
    logoUrl: string | null;
    darkLogoUrl: string | null;
    termsOfUseUrl: string | null;
    privacyPolicyUrl: string | null;
  };
  scopes: string[];
  resourceScopes: Array<{ indicator: string; scopes: string[] }>;
};

const knownScopes = new Set([
  'openid',
  'profile',
  'email',
  'phone',
  'offline_access',
  'custom_data',
  'identities',
  'roles',
]);

/** What a third-party application asks for, and the user's answer. */
export const Consent = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [consent, setConsent] = useState<ConsentRequest>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const context = useRequestContext();
  const { account } = context;

  useEffect(() => {
    request<ConsentRequest>('GET', 'api/experience/consent')
      .then(setConsent)
      .catch((failure: unknown) => {
        if (
          isUnknownSession(failure) ||
          (failure instanceof ApiFailure && failure.code === 'session.consent_required')
        ) {
          navigate('/unknown-session', { replace: true });
        } else setError(failure instanceof ApiFailure && failure.message ? failure.message : t('error.unknown'));
      });
  }, [navigate, t]);

  /** "Not you?": signs out of this session and starts the same request again, at the sign-in page. */
  const switchAccount = async () => {
    setBusy(true);
    try {
      const { redirectTo } = await request<{ redirectTo: string }>('DELETE', 'api/experience/session');
      window.location.replace(redirectTo);
    } catch (failure) {
      setError(failure instanceof ApiFailure && failure.message ? failure.message : t('error.unknown'));
      setBusy(false);
    }
  };

  const answer = async (method: 'POST' | 'DELETE') => {
    setBusy(true);
    try {
      const path = method === 'POST' ? 'api/experience/consent' : 'api/experience';
      const { redirectTo } = await request<{ redirectTo: string }>(method, path);
      window.location.replace(redirectTo);
    } catch (failure) {
      setError(failure instanceof ApiFailure && failure.message ? failure.message : t('error.unknown'));
      setBusy(false);
    }
  };

  if (!consent) {
    return (
      <Layout
        title={t('page_title.consent')}
        description={context.application ? t('description.consent', { app: context.application.name }) : undefined}
      >
        <FormError message={error} />
        {error ? null : <p aria-live="polite">{t('a11y.loading')}</p>}
      </Layout>
    );
  }

  const { application } = consent;
  return (
    <Layout title={t('page_title.consent')} description={t('description.consent', { app: application.name })}>
      <FormError message={error} />
      {account ? (
        <p className="identity">
          {t('description.signed_in_as', { identifier: account.identifier })}{' '}
          <button type="button" className="link" disabled={busy} onClick={() => void switchAccount()}>
            {t('action.switch_account')}
          </button>
        </p>
      ) : null}
      <p>{t('description.consent_permissions')}</p>
      <ul className="scopes">
        {consent.scopes.map((scope) => (
          <li key={scope}>{knownScopes.has(scope) ? t(`scope.${scope}` as 'scope.openid') : scope}</li>
        ))}
        {consent.resourceScopes.flatMap(({ indicator, scopes }) =>
          scopes.map((scope) => (
            <li key={`${indicator} ${scope}`}>{t('scope.api', { scope, resource: indicator })}</li>
          )),
        )}
      </ul>
      {application.termsOfUseUrl || application.privacyPolicyUrl ? (
        <p className="terms">
          {interpolateNodes(t('description.consent_terms', { app: application.name, links: '{{links}}' }), {
            links: (
              <TermsLinks termsOfUseUrl={application.termsOfUseUrl} privacyPolicyUrl={application.privacyPolicyUrl} />
            ),
          })}
        </p>
      ) : null}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void answer('POST');
        }}
      >
        <SubmitButton busy={busy}>{t('action.authorize')}</SubmitButton>
        <button type="button" className="secondary" disabled={busy} onClick={() => void answer('DELETE')}>
          {t('action.cancel')}
        </button>
      </form>
    </Layout>
  );
};
