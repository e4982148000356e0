import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Address } from '../components/Address';
import { FormError } from '../components/FormError';
import { Layout } from '../components/Layout';
import { SubmitButton } from '../components/SubmitButton';
import { ApiFailure } from '../lib/api';
import { type FlowOutcome, submit, switchFlow } from '../lib/flow';
import { interpolateNodes } from '../lib/interpolate';
import { useSettings } from '../lib/settings-context';
import {
  connectorName,
  forgetSocialAttempt,
  identify,
  linkSocialAndSubmit,
  readSocialAttempt,
  verifySocial,
} from '../lib/social';
import { useFlow } from '../lib/use-flow';
import { useFocusHeading } from '../lib/use-focus-heading';

type Screen =
  | { kind: 'working' }
  | { kind: 'link'; verificationId: string; relatedUser: string }
  | { kind: 'failed'; message: string };

/** The identity has no account: `relatedUser` names (masked) an account with the provider's email. */
const relatedUserOf = (failure: unknown) => {
  if (!(failure instanceof ApiFailure) || failure.code !== 'user.identity_not_found') return undefined;
  const data = failure.data as { relatedUser?: unknown } | undefined;
  return { relatedUser: typeof data?.relatedUser === 'string' ? data.relatedUser : undefined };
};

/** "An account with a••@example.com exists. Link your provider account to it?" */
const LinkQuestion = ({
  provider,
  relatedUser,
  verificationId,
  back,
}: {
  provider: string;
  relatedUser: string;
  verificationId: string;
  back: string;
}) => {
  const { t } = useTranslation();
  const { busy, error, run } = useFlow();
  useFocusHeading();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => linkSocialAndSubmit(verificationId));
  };
  const question = t('social.link_question', { provider, email: '{{email}}' });
  return (
    <Layout
      title={t('social.link_title', { provider })}
      description={interpolateNodes(question, {
        email: <Address identifier={{ type: 'email', value: relatedUser }} />,
      })}
    >
      <form noValidate onSubmit={onSubmit}>
        <FormError message={error} />
        <SubmitButton busy={busy}>{t('social.link_action')}</SubmitButton>
      </form>
      <nav className="links">
        <Link to={back}>{t('action.back_to_sign_in')}</Link>
      </nav>
    </Layout>
  );
};

/**
 * Where the provider sends the browser back (`/callback/:connectorId`, its answer in the query):
 * checks that this tab started the sign-in, hands the answer to the server, then signs in, asks
 * to link an account with the same email, or registers where the tenant allows it.
 */
export const SocialCallback = () => {
  const { t, i18n } = useTranslation();
  const { connectorId = '' } = useParams();
  const settings = useSettings();
  const navigate = useNavigate();
  const connector = settings.socialConnectors.find((candidate) => candidate.id === connectorId);
  const provider = connector ? connectorName(connector, i18n.language) : connectorId;
  const [attempt] = useState(() => readSocialAttempt(connectorId));
  const [screen, setScreen] = useState<Screen>(() =>
    attempt ? { kind: 'working' } : { kind: 'failed', message: t('social.not_started') },
  );
  const { error, run } = useFlow();
  const started = useRef(false);
  const back = `/sign-in${attempt?.search ?? ''}`;

  useEffect(() => {
    // Once: the provider's code can be exchanged only once (and StrictMode runs effects twice).
    if (!attempt || started.current) return;
    started.current = true;
    const connectorData = Object.fromEntries(new URLSearchParams(window.location.search));
    // The answer is not for the address bar: a reload must not send the code again.
    navigate(`/callback/${encodeURIComponent(connectorId)}`, { replace: true });
    forgetSocialAttempt(connectorId);
    void run(async (): Promise<FlowOutcome | undefined> => {
      let { verificationId } = attempt;
      try {
        ({ verificationId } = await verifySocial(connectorId, verificationId, connectorData));
        await identify(verificationId);
        return await submit();
      } catch (failure) {
        const unknown = relatedUserOf(failure);
        if (!unknown) {
          if (failure instanceof ApiFailure && failure.message && failure.status !== 0) {
            setScreen({ kind: 'failed', message: failure.message });
            return undefined;
          }
          throw failure;
        }
        if (unknown.relatedUser) {
          setScreen({ kind: 'link', verificationId, relatedUser: unknown.relatedUser });
          return undefined;
        }
        if (settings.signInMode === 'SignIn') {
          setScreen({ kind: 'failed', message: t('social.no_registration', { provider }) });
          return undefined;
        }
      }
      // No account holds the identity, and registration is open: the account is made from the profile.
      await switchFlow('register');
      await identify(verificationId);
      return submit();
    });
  }, [attempt, connectorId, navigate, provider, run, settings.signInMode, t]);

  if (screen.kind === 'link') {
    return (
      <LinkQuestion
        provider={provider}
        relatedUser={screen.relatedUser}
        verificationId={screen.verificationId}
        back={back}
      />
    );
  }
  if (screen.kind === 'failed' || error) {
    return (
      <Layout title={t('social.failed_title')}>
        <FormError message={screen.kind === 'failed' ? screen.message : error} />
        <nav className="links">
          <Link to={back}>{t('action.back_to_sign_in')}</Link>
        </nav>
      </Layout>
    );
  }
  return (
    <Layout title={t('social.signing_in')}>
      <p className="progress" role="status">
        {t('social.checking_account', { provider })}
      </p>
    </Layout>
  );
};
