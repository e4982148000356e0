import type { SsoConnectorSummary } from '@gatehouse/schemas/sso-connectors';
import { useTranslation } from 'react-i18next';
import { ssoConnectorName, startSso } from '../lib/sso';
import { useFlow } from '../lib/use-flow';
import { FormError } from './FormError';

/**
 * On a sign-in form, for an email whose domain an enterprise SSO connector owns: says the company
 * signs its people in itself, and a button that goes to its identity provider once `agreed` (the
 * page's terms check) says the person agreed where the tenant asks for a tick.
 */
export const SsoOffer = ({
  connector,
  agreed,
}: {
  connector: SsoConnectorSummary;
  agreed?: () => Promise<boolean>;
}) => {
  const { t } = useTranslation();
  const { busy, error, run } = useFlow();
  const provider = ssoConnectorName(connector);

  const go = async () => {
    if (agreed && !(await agreed())) return;
    await run(async () => ({ kind: 'redirect', to: await startSso(connector.id) }));
  };

  return (
    <div className="sso-offer" role="status">
      <p>{t('sso.offer', { provider })}</p>
      <FormError message={error} />
      <button type="button" className="social-button" disabled={busy} aria-busy={busy} onClick={() => void go()}>
        {connector.branding.logo ? (
          <span className="social-logo">
            <img src={connector.branding.logo} alt="" />
          </span>
        ) : null}
        <span>{t('social.continue_with', { provider })}</span>
      </button>
    </div>
  );
};
