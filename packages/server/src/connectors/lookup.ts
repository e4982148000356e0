import type { SendMessageData } from '@gatehouse/connector-kit/messages';
import type { MessageConnectorMetadata } from '@gatehouse/connector-kit/metadata';
import type { PlatformDeps } from '../platform/deps';

type MessageConnectorType = MessageConnectorMetadata['type'];

/** A tenant's email or SMS connector with its saved config applied: what a feature calls to send. */
export type ActiveMessageConnector<Type extends MessageConnectorType = MessageConnectorType> = {
  /** The connector's id in the tenant (spec §3 connector), not its factory's. */
  id: string;
  metadata: MessageConnectorMetadata & { type: Type };
  /** Renders the tenant's template for the message's type and language, then delivers it. */
  sendMessage: (message: Omit<SendMessageData, 'content'> & { language?: string }) => Promise<void>;
};

/**
 * A tenant's connectors, as features find them: `findConnector('email')` is the tenant's email
 * connector (a tenant has at most one email and one SMS connector), or undefined.
 *
 * No connector can be set up yet: the connectors capability (issue 16) will read the tenant's
 * connectors here, pair each with its factory from `@gatehouse/connector-kit` and apply its config.
 * Until then there is nothing to find.
 */
export const createConnectorLookup = (_deps: PlatformDeps, _tenantId: string) => ({
  findConnector: async <Type extends MessageConnectorType>(
    _type: Type,
  ): Promise<ActiveMessageConnector<Type> | undefined> => undefined,
});
