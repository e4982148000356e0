import type { MessageConnector } from '@gatehouse/connector-kit/connector';
import devEmail from './email/dev-email';
import devSms from './sms/dev-sms';

/** The built-in email and SMS connectors. */
export const messageConnectors: readonly MessageConnector[] = [devEmail, devSms];
