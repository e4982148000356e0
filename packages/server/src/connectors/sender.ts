import type { Connector, MessageConnector } from '@gatehouse/connector-kit/connector';
import type { MessagePayload, MessageType } from '@gatehouse/connector-kit/messages';
import { createMessageComposer } from '../messages/public';
import type { PlatformDeps } from '../platform/deps';
import { ApiError } from '../platform/http/api-error';
import { createHostResolver } from '../platform/outbound';
import { callConnector } from './errors';

export type OutgoingMessage = { to: string; type: MessageType; payload: MessagePayload; language?: string };

/**
 * Delivers one message through an email or SMS connector: composes its words from the tenant's
 * template (or the default) in the message's language, hands them to the connector with a log
 * tagged with the tenant and the connector, and answers a provider's refusal as `connector.<code>`.
 */
export const createConnectorSender = (deps: PlatformDeps, tenantId: string) => {
  const compose = createMessageComposer(deps, tenantId);
  const resolveHost = createHostResolver(deps.config.outbound);
  return {
    send: async (factory: Connector, config: Record<string, unknown>, message: OutgoingMessage) => {
      if (factory.metadata.type === 'social') throw new ApiError('connector.unexpected_type', { type: 'social' });
      const channel = factory.metadata.type;
      const content = await compose({
        type: message.type,
        language: message.language,
        payload: message.payload,
        channel,
      });
      const log = deps.logger.child({ tenantId, connector: factory.metadata.id });
      await callConnector(() =>
        (factory as MessageConnector).sendMessage({ ...message, content }, config, {
          log: (line, data) => log.info(data ?? {}, line),
          resolveHost,
        }),
      );
    },
  };
};
