import { defineConnector } from '@gatehouse/connector-kit/connector';
import { z } from 'zod';
import { headersGuard, httpUrlGuard } from '../message-support/config';
import { defaultTimeoutMs, endpointFields, type HttpConnectorOptions, post, refused } from '../message-support/http';
import { logos } from '../message-support/logos';
import { localized } from '../message-support/texts';

const readme = `# HTTP email

Gatehouse POSTs each email, already rendered from the tenant's template, as JSON to your endpoint,
which delivers it (your own service, a serverless function, a provider's webhook).

\`\`\`http
POST /your/endpoint
Content-Type: application/json

{
  "to": "ada@example.com",
  "type": "SignIn",
  "subject": "Your sign-in code",
  "body": "<p>Your code is 123456</p>",
  "contentType": "text/html",
  "replyTo": "support@example.com",
  "sendFrom": "Acme",
  "payload": { "code": "123456" }
}
\`\`\`

\`replyTo\` and \`sendFrom\` are present when the template sets them; \`payload\` holds the code or
link and any value the message was sent with. \`type\` is one of SignIn, Register, ForgotPassword,
OrganizationInvitation, Generic, UserPermissionValidation, BindNewIdentifier, MfaVerification.

- **Endpoint URL**: http or https. Use https outside a private network: the body holds sign-in codes.
- **Request headers**: a JSON object, such as \`{ "Authorization": "Bearer <token>" }\`, so your
  endpoint can tell the request comes from Gatehouse. Kept secret like a password.

Any 2xx answer counts as delivered. Any other status fails the send with \`invalid_response\`, showing
the status and the first 500 characters of the answer; redirects are not followed. No answer within
10 seconds, or no connection, fails it with \`general\`.
`;

/** Sends each email to `url` as JSON; the endpoint delivers it. */
export const createHttpEmailConnector = ({ timeoutMs = defaultTimeoutMs }: HttpConnectorOptions = {}) =>
  defineConnector({
    metadata: {
      id: 'http-email',
      type: 'email',
      name: localized((t) => t.httpEmail.name),
      description: localized((t) => t.httpEmail.description),
      logo: logos.httpEmail,
      readme,
      configForm: [...endpointFields('https://mail.example.com/gatehouse')],
    },
    configGuard: z.object({ url: httpUrlGuard, headers: headersGuard }),
    sendMessage: async ({ to, type, payload, content }, { url, headers }) => {
      const body = JSON.stringify({
        to,
        type,
        subject: content.subject,
        body: content.body,
        contentType: content.contentType,
        replyTo: content.replyTo,
        sendFrom: content.sendFrom,
        payload,
      });
      const requestHeaders = new Headers(headers);
      requestHeaders.set('content-type', 'application/json');
      const answer = await post(url, { headers: requestHeaders, body, timeoutMs });
      if (!answer.ok) throw refused(answer);
    },
  });

export default createHttpEmailConnector();
