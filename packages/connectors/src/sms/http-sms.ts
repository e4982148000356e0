import { defineConnector } from '@gatehouse/connector-kit/connector';
import { z } from 'zod';
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

const readme = `# HTTP SMS

Gatehouse POSTs each text message as JSON to your endpoint or straight to an SMS provider's API.
The body is your template, with these placeholders replaced inside its strings:

| placeholder | value |
| --- | --- |
| \`{{to}}\` | the phone number, as Gatehouse holds it (+15551234567) |
| \`{{text}}\` | the message, rendered from the tenant's SMS template |
| \`{{code}}\` | the verification code alone (empty when the message has none) |
| \`{{type}}\` | what the message is for: SignIn, Register, ForgotPassword, MfaVerification, … |

Left empty, the template is \`{ "to": "{{to}}", "text": "{{text}}", "code": "{{code}}", "type": "{{type}}" }\`.
For a provider that wants other names, write them: \`{ "recipient": "{{to}}", "message": { "body": "{{text}}" } }\`.
Values are always JSON-escaped, so put each placeholder inside a string; the template must use
\`{{text}}\` or \`{{code}}\`, and an unknown placeholder is refused when you save.

- **Endpoint URL**: http or https. Use https outside a private network: the body holds sign-in codes.
- **Request headers**: a JSON object, such as \`{ "Authorization": "Bearer <token>" }\`. Kept secret.

Any 2xx answer counts as sent. Any other status fails the send with \`invalid_response\`, showing the
status and the first 500 characters of the answer; redirects are not followed. No answer within
10 seconds, or no connection, fails it with \`general\`.
`;

/** Sends each text message to `url` as the JSON the admin's template describes. */
export const createHttpSmsConnector = ({ timeoutMs = defaultTimeoutMs }: HttpConnectorOptions = {}) =>
  defineConnector({
    metadata: {
      id: 'http-sms',
      type: 'sms',
      name: localized((t) => t.httpSms.name),
      description: localized((t) => t.httpSms.description),
      logo: logos.httpSms,
      readme,
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
