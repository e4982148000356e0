import { useTranslation } from 'react-i18next';
import { CallbackFailed, CallbackProgress } from '../components/CallbackFailed';
import { type FederatedAttempt, verifyFederated } from '../lib/federated';
import { failureCode, identify, submit, switchFlow } from '../lib/flow';
import { useProviderCallback } from '../lib/use-provider-callback';

/**
 * The company's identity provider's answer (`/callback/:connectorId`, see Callback.tsx): hands it
 * to the server, then signs in the identity's account (or the account with the email whose domain
 * the connector owns), else registers the person: their company vouches for them. Whatever comes
 * next (a second factor, a missing profile field) follows as after any sign-in (lib/flow.ts).
 */
export const SsoCallback = ({ connectorId, attempt }: { connectorId: string; attempt: FederatedAttempt }) => {
  const { t } = useTranslation();
  const { error, back } = useProviderCallback(connectorId, attempt, async (connectorData) => {
    const { verificationId } = await verifyFederated('sso', connectorId, attempt.verificationId, connectorData);
    try {
      await identify(verificationId);
    } catch (failure) {
      if (failureCode(failure) !== 'user.identity_not_found') throw failure;
      await switchFlow('register');
      await identify(verificationId);
    }
    return submit();
  });
  if (error) return <CallbackFailed message={error} back={back} />;
  return <CallbackProgress text={t('sso.checking_account')} />;
};
