import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { Address } from '../../components/Address';
import { Layout } from '../../components/Layout';
import { submit } from '../../lib/flow';
import { interpolateNodes } from '../../lib/interpolate';
import { type MaskedIdentifiers, type MfaFactor, mfaStateOf, rememberDevice } from '../../lib/mfa';
import { useSettings } from '../../lib/settings-context';
import { NotAvailable } from '../messages';
import { factorScreens, withScreen } from './screens';

/**
 * The second factor at sign-in (`/mfa-verification`, after submit answered 403): one of the
 * user's factors, the others a click away, and "remember this device" when the tenant sets days.
 * Opened without that answer (a link, a new tab), it goes back to the sign-in form.
 */
export const MfaVerification = () => {
  const location = useLocation();
  const state = mfaStateOf('mfa-verify', location.state);
  const factors = state ? withScreen(state.factors, 'verify') : [];
  if (!state) return <Navigate to={`/sign-in${location.search}`} replace />;
  // Only factors these pages have no screen for: say so rather than loop.
  if (factors.length === 0) return <NotAvailable reason="capability" />;
  return <VerifyScreen factors={factors} masked={state.masked} />;
};

const VerifyScreen = ({ factors, masked }: { factors: MfaFactor[]; masked?: MaskedIdentifiers }) => {
  const { t } = useTranslation();
  const { mfa } = useSettings();
  const [factor, setFactor] = useState<MfaFactor>(factors[0] as MfaFactor);
  const [remember, setRemember] = useState(false);
  const Screen = factorScreens[factor]?.verify;
  const days = mfa.rememberDeviceDays;

  const finish = async () => {
    if (remember) await rememberDevice();
    return submit();
  };

  return (
    <Layout
      title={t('mfa.verify_title')}
      description={interpolateNodes(t(`mfa.verify_description.${factor}`, { email: '{{email}}', phone: '{{phone}}' }), {
        email: <Address identifier={{ type: 'email', value: masked?.email ?? '' }} />,
        phone: <Address identifier={{ type: 'phone', value: masked?.phone ?? '' }} />,
      })}
    >
      {Screen ? (
        // A new factor starts with an empty form.
        <Screen key={factor} finish={finish} masked={masked}>
          {days > 0 ? (
            <label className="checkbox">
              <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
              <span>{t('mfa.remember_device', { count: days })}</span>
            </label>
          ) : null}
        </Screen>
      ) : null}
      {factors.length > 1 ? (
        <nav className="links" aria-label={t('mfa.other_methods')}>
          {factors
            .filter((other) => other !== factor)
            .map((other) => (
              <p key={other}>
                <button type="button" className="link" onClick={() => setFactor(other)}>
                  {t(`mfa.use.${other}`)}
                </button>
              </p>
            ))}
        </nav>
      ) : null}
    </Layout>
  );
};
