import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { FormError } from '../../components/FormError';
import { Layout } from '../../components/Layout';
import { submit } from '../../lib/flow';
import { type MfaFactor, mfaStateOf, skipMfa } from '../../lib/mfa';
import { useFlow } from '../../lib/use-flow';
import { NotAvailable } from '../messages';
import { factorScreens, withScreen } from './screens';

/**
 * Setting up a second factor (`/mfa-binding`, after submit answered 422): the choice of factor when
 * the tenant offers several, the factor's enrollment, and "Skip for now" where the policy allows.
 * Each enrollment submits when done; a next step (backup codes) replaces this screen.
 */
export const MfaBinding = () => {
  const location = useLocation();
  const state = mfaStateOf('mfa-enroll', location.state);
  const factors = state ? withScreen(state.factors, 'enroll') : [];
  if (!state) return <Navigate to={`/sign-in${location.search}`} replace />;
  if (factors.length === 0) return <NotAvailable reason="capability" />;
  // A next step arrives as a new history entry's state: a fresh screen.
  return <EnrollScreen key={location.key} factors={factors} skippable={state.skippable} />;
};

const EnrollScreen = ({ factors, skippable }: { factors: MfaFactor[]; skippable: boolean }) => {
  const { t } = useTranslation();
  const [factor, setFactor] = useState<MfaFactor | undefined>(factors.length === 1 ? factors[0] : undefined);
  const { busy, error, run } = useFlow();
  const Screen = factor ? factorScreens[factor]?.enroll : undefined;

  return (
    <Layout
      title={factor ? t(`mfa.enroll_title.${factor}`) : t('mfa.choose_title')}
      description={factor ? t(`mfa.enroll_description.${factor}`) : t('mfa.choose_description')}
    >
      <FormError message={error} />
      {Screen ? (
        <Screen />
      ) : (
        <ul className="factor-choice">
          {factors.map((choice) => (
            <li key={choice}>
              <button type="button" className="secondary" onClick={() => setFactor(choice)}>
                <strong>{t(`mfa.factor.${choice}`)}</strong>
                <span>{t(`mfa.factor_description.${choice}`)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {/* Nothing to offer (one factor, no skipping): no empty nav with its margin. */}
      {(factor && factors.length > 1) || skippable ? (
        <nav className="links">
          {factor && factors.length > 1 ? (
            <p>
              <button type="button" className="link" onClick={() => setFactor(undefined)}>
                {t('mfa.other_methods')}
              </button>
            </p>
          ) : null}
          {skippable ? (
            <p>
              <button
                type="button"
                className="link"
                disabled={busy}
                onClick={() =>
                  void run(async () => {
                    await skipMfa();
                    return submit();
                  })
                }
              >
                {t('mfa.skip')}
              </button>
            </p>
          ) : null}
        </nav>
      ) : null}
    </Layout>
  );
};
