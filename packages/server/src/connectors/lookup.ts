import type { SocialConnector } from '@gatehouse/connector-kit/connector';
import type { SendMessageData } from '@gatehouse/connector-kit/messages';
import type { MessageConnectorMetadata } from '@gatehouse/connector-kit/metadata';
import type { SocialUserInfo } from '@gatehouse/connector-kit/social';
import { socialUserInfoGuard } from '@gatehouse/connector-kit/social';
import type { PlatformDeps } from '../platform/deps';
import { ApiError } from '../platform/http/api-error';
import { parseConfig } from './config';
import { callConnector } from './errors';
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
      const factory = row && findFactory(row.factoryId, deps.config);
      if (!row || !factory || factory.metadata.type !== type) return undefined;
      const config = parseConfig(factory, JSON.parse(deps.box.decrypt(row.config)));
      return {
        id: row.id,
        metadata: factory.metadata as MessageConnectorMetadata & { type: Type },
        sendMessage: (message) => sender.send(factory, config, message),
      };
    },
    /**
     * The tenant's enabled social connector `id` with its config applied: the provider's
     * authorization URL, and who came back. A provider's refusal is `connector.<code>`.
     */
    findSocialConnector: async (id: string) => {
      const row = await deps.database.withTenant(tenantId, (trx) => queries.findById(trx, id));
      const factory = row?.enabled ? findFactory(row.factoryId, deps.config) : undefined;
      if (!row || !factory || factory.metadata.type !== 'social') return undefined;
      const social = factory as SocialConnector;
      const config = parseConfig(factory, JSON.parse(deps.box.decrypt(row.config)));
      const overrides = row.metadata as { name?: Record<string, string> };
      return {
        id: row.id,
        target: factory.metadata.target,
        syncProfile: row.syncProfile,
        name: { ...factory.metadata.name, ...overrides.name },
        getAuthorizationUri: (request: { state: string; redirectUri: string }) =>
          callConnector(() => social.getAuthorizationUri(request, config)),
        getUserInfo: async (callback: {
          data: Record<string, string>;
          redirectUri: string;
          session: Record<string, string>;
        }): Promise<SocialUserInfo> => {
          const info = await callConnector(() => social.getUserInfo(callback, config));
          const parsed = socialUserInfoGuard.safeParse(info);
          if (!parsed.success)
            throw new ApiError('connector.invalid_response', { message: 'the profile is not usable' });
          return parsed.data;
        },
      };
    },
  };
};
