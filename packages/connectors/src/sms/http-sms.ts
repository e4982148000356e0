import { defineConnector } from '@gatehouse/connector-kit/connector';
import { z } from 'zod';
import { guide } from '../guides';
import { headersGuard, httpUrlGuard, jsonField } from '../message-support/config';
import { defaultTimeoutMs, endpointFields, type HttpConnectorOptions, post, refused } from '../message-support/http';
import { fillTemplate, type Json, templateProblem } from '../message-support/json-template';
import { logos } from '../message-support/logos';
import { localized } from '../message-support/texts';

const placeholders = ['to', 'text', 'code', 'type'] as const;

/** What is sent when the admin sets no template. */
export const defaultBodyTemplate = { to: '{{to}}', text: '{{text}}', code: '{{code}}', type: '{{type}}' };

const bodyTemplateGuard = jsonField(
  z
    .unknown()
    .superRefine((value, ctx) => {
      const problem = value === undefined ? undefined : templateProblem(value, placeholders, ['text', 'code']);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((value) => (value ?? defaultBodyTemplate) as Json),
);

/** Sends each text message to `url` as the JSON the admin's template describes. */
export const createHttpSmsConnector = ({ timeoutMs = defaultTimeoutMs }: HttpConnectorOptions = {}) =>
  defineConnector({
    metadata: {
      id: 'http-sms',
      type: 'sms',
      name: localized((t) => t.httpSms.name),
      description: localized((t) => t.httpSms.description),
      logo: logos.httpSms,
      readme: guide('http-sms'),
      configForm: [
        ...endpointFields('https://sms.example.com/send'),
        {
          key: 'bodyTemplate',
          type: 'json',
          label: localized((t) => t.httpSms.bodyTemplate),
          description: localized((t) => t.httpSms.bodyTemplateHelp),
          defaultValue: defaultBodyTemplate,
        },
      ],
    },
    configGuard: z.object({ url: httpUrlGuard, headers: headersGuard, bodyTemplate: bodyTemplateGuard }),
    sendMessage: async ({ to, type, payload, content }, { url, headers, bodyTemplate }) => {
      const body = fillTemplate(bodyTemplate, { to, text: content.body, code: payload.code ?? '', type });
      const requestHeaders = new Headers(headers);
      requestHeaders.set('content-type', 'application/json');
      const answer = await post(url, { headers: requestHeaders, body: JSON.stringify(body), timeoutMs });
      if (!answer.ok) throw refused(answer);
    },
  });

export default createHttpSmsConnector();
