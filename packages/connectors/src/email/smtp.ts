import { defineConnector } from '@gatehouse/connector-kit/connector';
import { z } from 'zod';
import { guide } from '../guides';
import { blankIsUnset, emailGuard, optional } from '../message-support/config';
import { defaultTimeoutMs } from '../message-support/http';
import { logos } from '../message-support/logos';
import { smtpFailure } from '../message-support/smtp-errors';
import { localized } from '../message-support/texts';

const hostname =
  /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

const configGuard = z
  .object({
    host: z
      .string()
      .trim()
      .pipe(z.union([z.string().regex(hostname), z.ipv6()], { error: 'a host name or IP address' })),
    port: z.preprocess(blankIsUnset, z.coerce.number().int().min(1).max(65_535).default(587)),
    security: z.enum(['none', 'starttls', 'tls']).default('starttls'),
    username: optional(z.string().trim().max(256)),
    // Not trimmed: a password may begin or end with a space.
    password: optional(z.string().max(1024)),
    fromAddress: z.string().trim().pipe(emailGuard),
    fromName: optional(z.string().trim().max(128)),
    ignoreInvalidCertificate: z.boolean().default(false),
  })
  .superRefine((config, ctx) => {
    if (config.username && !config.password)
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'required with a username' });
    if (config.password && !config.username)
      ctx.addIssue({ code: 'custom', path: ['username'], message: 'required with a password' });
  });

/** The SMTP connector. `timeoutMs` is for tests; the built-in entry waits 10 s at each step. */
export const createSmtpConnector = ({ timeoutMs = defaultTimeoutMs } = {}) =>
  defineConnector({
    metadata: {
      id: 'smtp',
      type: 'email',
      name: localized((t) => t.smtp.name),
      description: localized((t) => t.smtp.description),
      logo: logos.smtp,
      readme: guide('smtp'),
      configForm: [
        {
          key: 'host',
          type: 'text',
          label: localized((t) => t.smtp.host),
          description: localized((t) => t.smtp.hostHelp),
          placeholder: 'smtp.example.com',
          required: true,
        },
        {
          key: 'port',
          type: 'number',
          label: localized((t) => t.smtp.port),
          description: localized((t) => t.smtp.portHelp),
          defaultValue: 587,
          min: 1,
          max: 65_535,
          required: true,
        },
        {
          key: 'security',
          type: 'select',
          label: localized((t) => t.smtp.security),
          description: localized((t) => t.smtp.securityHelp),
          options: [
            { value: 'starttls', label: localized((t) => t.smtp.securityStarttls) },
            { value: 'tls', label: localized((t) => t.smtp.securityTls) },
            { value: 'none', label: localized((t) => t.smtp.securityNone) },
          ],
          defaultValue: 'starttls',
          required: true,
        },
        {
          key: 'username',
          type: 'text',
          label: localized((t) => t.smtp.username),
          description: localized((t) => t.smtp.usernameHelp),
        },
        { key: 'password', type: 'password', label: localized((t) => t.smtp.password), secret: true },
        {
          key: 'fromAddress',
          type: 'text',
          label: localized((t) => t.smtp.fromAddress),
          description: localized((t) => t.smtp.fromAddressHelp),
          placeholder: 'no-reply@example.com',
          required: true,
        },
        {
          key: 'fromName',
          type: 'text',
          label: localized((t) => t.smtp.fromName),
          description: localized((t) => t.smtp.fromNameHelp),
        },
        {
          key: 'ignoreInvalidCertificate',
          type: 'switch',
          label: localized((t) => t.smtp.ignoreInvalidCertificate),
          description: localized((t) => t.smtp.ignoreInvalidCertificateHelp),
          defaultValue: false,
        },
      ],
    },
    configGuard,
    sendMessage: async ({ to, content }, config, context) => {
      // An address the server's outbound policy allows; TLS still checks the certificate's name.
      const host = await context.resolveHost(config.host).catch((error: unknown) => {
        throw smtpFailure(error, config.password);
      });
      // nodemailer loads with the first message, not when the server starts.
      const { createTransport } = await import('nodemailer');
      const transport = createTransport({
        host,
        ...(host === config.host ? {} : { servername: config.host }),
        port: config.port,
        secure: config.security === 'tls',
        requireTLS: config.security === 'starttls',
        ignoreTLS: config.security === 'none',
        auth: config.username ? { user: config.username, pass: config.password ?? '' } : undefined,
        tls: { rejectUnauthorized: !config.ignoreInvalidCertificate, minVersion: 'TLSv1.2' },
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs,
        dnsTimeout: timeoutMs,
        // The message is text from templates: never let it name a file or a URL to attach.
        disableFileAccess: true,
        disableUrlAccess: true,
        logger: false,
      });
      try {
        await transport.sendMail({
          from: { name: content.sendFrom || config.fromName || '', address: config.fromAddress },
          to,
          subject: content.subject,
          ...(content.contentType === 'text/html' ? { html: content.body } : { text: content.body }),
          ...(content.replyTo ? { replyTo: content.replyTo } : {}),
        });
      } catch (error) {
        throw smtpFailure(error, config.password);
      } finally {
        transport.close();
      }
    },
  });

export default createSmtpConnector();
