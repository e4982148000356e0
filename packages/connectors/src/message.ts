import type { MessageConnector } from '@gatehouse/connector-kit/connector';

/** The built-in email and SMS connectors. */
export const messageConnectors: readonly MessageConnector[] = [];
