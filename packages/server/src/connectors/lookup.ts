import type { SendMessageData } from '@gatehouse/connector-kit/messages';
import type { MessageConnectorMetadata } from '@gatehouse/connector-kit/metadata';
import type { PlatformDeps } from '../platform/deps';
import { parseConfig } from './config';
import { findFactory } from './factories';
import { createConnectorQueries } from './queries';
import { createConnectorSender } from './sender';

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
 * A tenant's connectors, as features find them: `findConnector('email')` is the tenant's enabled
 * email connector (a tenant has at most one email and one SMS connector), or undefined.
 */
export const createConnectorLookup = (deps: PlatformDeps, tenantId: string) => {
  const queries = createConnectorQueries(tenantId);
  const sender = createConnectorSender(deps, tenantId);
  return {
    findConnector: async <Type extends MessageConnectorType>(
      type: Type,
    ): Promise<ActiveMessageConnector<Type> | undefined> => {
      const row = await deps.database.withTenant(tenantId, (trx) => queries.findMessageConnector(trx, type));
      const factory = row && findFactory(row.factoryId);
      if (!row || !factory || factory.metadata.type !== type) return undefined;
      const config = parseConfig(factory, JSON.parse(deps.box.decrypt(row.config)));
      return {
        id: row.id,
        metadata: factory.metadata as MessageConnectorMetadata & { type: Type },
        sendMessage: (message) => sender.send(factory, config, message),
      };
    },
  };
};
