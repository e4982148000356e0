import { defineConnector } from '@gatehouse/connector-kit/connector';
import { ConnectorError } from '@gatehouse/connector-kit/errors';
import { z } from 'zod';
import { guide } from '../guides';
import { e164Guard, optional } from '../message-support/config';
import { defaultTimeoutMs, excerpt, post } from '../message-support/http';
import { logos } from '../message-support/logos';
import { localized } from '../message-support/texts';

/** Twilio's REST API. A tenant's config cannot change it; only a test builds the connector with another. */
export const twilioBaseUrl = 'https://api.twilio.com';

const configGuard = z
  .object({
    accountSid: z
      .string()
      .trim()
      .regex(/^AC[0-9a-fA-F]{32}$/, 'AC followed by 32 hexadecimal digits'),
    authToken: z.string().trim().min(1).max(256),
    fromNumber: optional(z.string().trim().pipe(e164Guard)),
    messagingServiceSid: optional(
      z
        .string()
        .trim()
        .regex(/^MG[0-9a-fA-F]{32}$/, 'MG followed by 32 hexadecimal digits'),
    ),
  })
  .superRefine((config, ctx) => {
    if (!config.fromNumber && !config.messagingServiceSid) {
      ctx.addIssue({ code: 'custom', path: ['fromNumber'], message: 'a sender number or a Messaging Service SID' });
    }
  });

/** Twilio's error body: `{ code, message, more_info, status }`. */
const twilioErrorGuard = z.object({ code: z.number().optional(), message: z.string().optional() });

/**
 * The Twilio SMS connector. `baseUrl` exists for tests against a local fake; the built-in entry
 * uses Twilio's own.
 */
export const createTwilioSmsConnector = ({ baseUrl = twilioBaseUrl, timeoutMs = defaultTimeoutMs } = {}) =>
  defineConnector({
    metadata: {
      id: 'twilio-sms',
      type: 'sms',
      name: localized((t) => t.twilioSms.name),
      description: localized((t) => t.twilioSms.description),
      logo: logos.twilioSms,
      readme: guide('twilio-sms'),
      configForm: [
        {
          key: 'accountSid',
          type: 'text',
          label: localized((t) => t.twilioSms.accountSid),
          description: localized((t) => t.twilioSms.accountSidHelp),
          placeholder: 'AC…',
          required: true,
        },
        {
          key: 'authToken',
          type: 'password',
          label: localized((t) => t.twilioSms.authToken),
          description: localized((t) => t.twilioSms.authTokenHelp),
          required: true,
          secret: true,
        },
        {
          key: 'fromNumber',
          type: 'text',
          label: localized((t) => t.twilioSms.fromNumber),
          description: localized((t) => t.twilioSms.fromNumberHelp),
          placeholder: '+15551234567',
        },
        {
          key: 'messagingServiceSid',
          type: 'text',
          label: localized((t) => t.twilioSms.messagingServiceSid),
          description: localized((t) => t.twilioSms.messagingServiceSidHelp),
          placeholder: 'MG…',
        },
      ],
    },
    configGuard,
    sendMessage: async ({ to, content }, { accountSid, authToken, fromNumber, messagingServiceSid }) => {
      const form = new URLSearchParams({ To: to, Body: content.body });
      if (messagingServiceSid) form.set('MessagingServiceSid', messagingServiceSid);
      else if (fromNumber) form.set('From', fromNumber);
      const headers = new Headers({
        authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      });
      const url = `${baseUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
      const answer = await post(url, { headers, body: form.toString(), timeoutMs });
      if (answer.ok) return;
      let parsed: z.infer<typeof twilioErrorGuard> | undefined;
      try {
        parsed = twilioErrorGuard.parse(JSON.parse(answer.text));
      } catch {
        parsed = undefined;
      }
      const code = answer.status === 429 ? 'rate_limit_exceeded' : 'invalid_response';
      throw new ConnectorError(
        code,
        parsed
          ? { status: answer.status, code: parsed.code, message: parsed.message }
          : { status: answer.status, body: excerpt(answer.text) },
      );
    },
  });

export default createTwilioSmsConnector();
