import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CallbackFailed } from '../components/CallbackFailed';
import { readAttempt } from '../lib/federated';
import { SocialCallback } from './SocialCallback';
import { SsoCallback } from './SsoCallback';

/**
 * Where a provider sends the browser back (`/callback/:connectorId`, its answer in the query): the
 * attempt this tab kept says whether a social or an enterprise SSO connector answers. Without one
 * (another tab, or already finished), the page says so and leads back.
 */
export const Callback = () => {
  const { t } = useTranslation();
  const { connectorId = '' } = useParams();
  const [attempt] = useState(() => readAttempt(connectorId));
  if (!attempt) return <CallbackFailed message={t('social.not_started')} back="/sign-in" />;
  if (attempt.kind === 'sso') return <SsoCallback connectorId={connectorId} attempt={attempt} />;
  return <SocialCallback connectorId={connectorId} attempt={attempt} />;
};
