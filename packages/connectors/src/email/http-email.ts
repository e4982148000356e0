import { defineConnector } from '@gatehouse/connector-kit/connector';
import { z } from 'zod';
import { guide } from '../guides';
import { headersGuard, httpUrlGuard } from '../message-support/config';
import { defaultTimeoutMs, endpointFields, type HttpConnectorOptions, post, refused } from '../message-support/http';
import { logos } from '../message-support/logos';
import { localized } from '../message-support/texts';

/** Sends each email to `url` as JSON; the endpoint delivers it. */
export const createHttpEmailConnector = ({ timeoutMs = defaultTimeoutMs }: HttpConnectorOptions = {}) =>
  defineConnector({
    metadata: {
      id: 'http-email',
      type: 'email',
      name: localized((t) => t.httpEmail.name),
      description: localized((t) => t.httpEmail.description),
      logo: logos.httpEmail,
      readme: guide('http-email'),
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
