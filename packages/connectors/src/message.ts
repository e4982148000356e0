import type { MessageConnector } from '@gatehouse/connector-kit/connector';
import devEmail from './email/dev-email';
import httpEmail from './email/http-email';
import smtp from './email/smtp';
import devSms from './sms/dev-sms';
import httpSms from './sms/http-sms';
import twilioSms from './sms/twilio-sms';

/** The built-in email and SMS connectors. */
export const messageConnectors: readonly MessageConnector[] = [devEmail, smtp, httpEmail, devSms, httpSms, twilioSms];
