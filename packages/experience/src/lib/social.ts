import type { InteractionEvent } from '@gatehouse/schemas/logs';
import { request } from './api';
import { startFederated } from './federated';
import { type FlowOutcome, submit } from './flow';
import type { Settings } from './settings';

export type SocialConnector = Settings['socialConnectors'][number];

/** The connector's button text in the page language, else English, else its first name. */
export const connectorName = (connector: SocialConnector, language: string) =>
  connector.name[language] ?? connector.name.en ?? Object.values(connector.name)[0] ?? connector.target;

/** Starts a sign-in (or registration) with a social connector; resolves with the provider's URL. */
export const startSocial = (connectorId: string, event: InteractionEvent) =>
  startFederated('social', connectorId, event);

/** Links the social identity to the account with the same email (the person said yes), then goes on. */
export const linkSocialAndSubmit = async (verificationId: string): Promise<FlowOutcome> => {
  await request('POST', 'api/experience/identification', { verificationId, linkSocialIdentity: true });
  return submit();
};
