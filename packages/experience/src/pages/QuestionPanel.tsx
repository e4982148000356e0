import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Address } from '../components/Address';
import { ChangeAddressLink } from '../components/ChangeAddressLink';
import { FormError } from '../components/FormError';
import { Layout } from '../components/Layout';
import { SubmitButton } from '../components/SubmitButton';
import { Terms, useTermsMode } from '../components/Terms';
import type { CodeScreenState } from '../lib/code-screen';
import { type CodeFlow, identify, submit, switchFlow } from '../lib/flow';
import { interpolateNodes } from '../lib/interpolate';
import { useSettings } from '../lib/settings-context';
import { useFlow } from '../lib/use-flow';
import { useFocusHeading } from '../lib/use-focus-heading';

/**
 * What a checked code can lead to besides going on: no account holds the address (signing in,
 * resetting a password), or one already does (registering). The code stays checked: the person
 * can register or sign in with it without another.
 */
export type Question = { kind: 'no-account' | 'account-exists'; verificationId: string };

/**
 * "No account for x — create one?" (signing in, where registration is open), "x already has an
 * account — sign in?" (registering, where sign-in is open), or a plain statement where the other
 * flow is closed (or the flow is a password reset).
 */
export const QuestionPanel = ({
  flow,
  state,
  question,
}: {
  flow: CodeFlow;
  state: CodeScreenState;
  question: Question;
}) => {
  const { t } = useTranslation();
  const settings = useSettings();
  const registerTerms = useTermsMode('register');
  const [agreed, setAgreed] = useState(false);
  const [agreeError, setAgreeError] = useState<string>();
  const { busy, error, run } = useFlow({ userInfo: { [state.identifier.type]: state.identifier.value } });
  useFocusHeading();

  const address = { address: '{{address}}' };
  const nodes = { address: <Address identifier={state.identifier} /> };
  const noAccount = question.kind === 'no-account';
  const offer = noAccount
    ? flow === 'sign-in' && settings.signInMode !== 'SignIn'
      ? 'register'
      : undefined
    : settings.signInMode !== 'Register'
      ? 'sign-in'
      : undefined;
  const description = noAccount
    ? t(offer ? 'description.no_account_register' : 'description.no_account_for', address)
    : t(offer ? 'description.account_exists_sign_in' : 'description.account_exists', address);
  // Registering here is agreeing to the terms as the register page asks for it.
  const terms = offer === 'register' ? registerTerms : 'none';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!offer) return;
    if (terms === 'checkbox' && !agreed) {
      setAgreeError(t('error.agree_terms_required'));
      return;
    }
    void run(async () => {
      await switchFlow(offer);
      await identify(question.verificationId);
      return submit();
    });
  };

  return (
    <Layout
      title={noAccount ? t('page_title.no_account') : t('page_title.account_exists')}
      description={interpolateNodes(description, nodes)}
    >
      {offer ? (
        <form noValidate onSubmit={onSubmit}>
          <FormError message={error} />
          <Terms
            mode={terms}
            name="agree"
            checked={agreed}
            error={agreeError}
            onChange={(event) => {
              setAgreed(event.target.checked);
              setAgreeError(undefined);
            }}
          />
          <SubmitButton busy={busy}>{offer === 'register' ? t('action.register') : t('action.sign_in')}</SubmitButton>
        </form>
      ) : null}
      <nav className="links">
        <ChangeAddressLink state={state} />
      </nav>
    </Layout>
  );
};
