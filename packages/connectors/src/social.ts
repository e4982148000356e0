import type { SocialConnector } from '@gatehouse/connector-kit/connector';

/** The built-in social connectors. */
export const socialConnectors: readonly SocialConnector[] = [];
