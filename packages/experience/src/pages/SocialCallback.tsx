import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Address } from '../components/Address';
import { CallbackFailed, CallbackProgress } from '../components/CallbackFailed';
import { FormError } from '../components/FormError';
import { Layout } from '../components/Layout';
import { SubmitButton } from '../components/SubmitButton';
import { ApiFailure } from '../lib/api';
import { type FederatedAttempt, verifyFederated } from '../lib/federated';
import { identify, submit, switchFlow } from '../lib/flow';
import { interpolateNodes } from '../lib/interpolate';
import { useSettings } from '../lib/settings-context';
import { connectorName, linkSocialAndSubmit } from '../lib/social';
import { useFlow } from '../lib/use-flow';
import { useFocusHeading } from '../lib/use-focus-heading';
import { useProviderCallback } from '../lib/use-provider-callback';

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
 * A social provider's answer (`/callback/:connectorId`, see Callback.tsx): hands it to the server,
 * then signs in, asks to link an account with the same email, or registers where the tenant allows it.
 */
export const SocialCallback = ({ connectorId, attempt }: { connectorId: string; attempt: FederatedAttempt }) => {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const connector = settings.socialConnectors.find((candidate) => candidate.id === connectorId);
  const provider = connector ? connectorName(connector, i18n.language) : connectorId;
  const [screen, setScreen] = useState<Screen>({ kind: 'working' });

  const { error, back } = useProviderCallback(connectorId, attempt, async (connectorData) => {
    let { verificationId } = attempt;
    try {
      ({ verificationId } = await verifyFederated('social', connectorId, verificationId, connectorData));
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
    return <CallbackFailed message={screen.kind === 'failed' ? screen.message : error} back={back} />;
  }
  return <CallbackProgress text={t('social.checking_account', { provider })} />;
};
