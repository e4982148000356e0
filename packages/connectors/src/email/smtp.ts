import { defineConnector } from '@gatehouse/connector-kit/connector';
import { createTransport } from 'nodemailer';
import { z } from 'zod';
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

const readme = `# SMTP

Sends email through a mail server: your own, or a provider's SMTP relay (most email services
offer one; look for "SMTP settings" or "SMTP credentials").

| field | what to enter |
| --- | --- |
| Host, Port | the server's name and port: usually 587 with STARTTLS, 465 with implicit TLS |
| Encryption | STARTTLS (required) on 587, implicit TLS on 465; none only for a relay on your own host or network |
| Username, Password | the SMTP credentials; leave both empty for a relay that needs none |
| Sender address | the address mail comes from; the server must let these credentials use it |
| Sender name | the display name; an email template's own sender name wins |
| Accept invalid certificates | for a test server with a self-signed certificate only |

With STARTTLS the connection must become encrypted, or nothing is sent: Gatehouse never falls
back to plain text. A certificate that does not match the host, is self-signed or has expired is
refused (\`invalid_certificate\`) unless the switch says otherwise, and then anyone on the path can
read the codes in the mail.

The subject and body come from the tenant's email templates, sent as HTML or plain text as the
template says, with its reply-to address. Errors name what to fix: \`invalid_config\` for a host
that cannot be reached or refused credentials, \`invalid_response\` with the server's own words for
a refused sender or recipient, \`general\` for a server that stops answering (10 seconds).
`;

/** The SMTP connector. `timeoutMs` is for tests; the built-in entry waits 10 s at each step. */
export const createSmtpConnector = ({ timeoutMs = defaultTimeoutMs } = {}) =>
  defineConnector({
    metadata: {
      id: 'smtp',
      type: 'email',
      name: localized((t) => t.smtp.name),
      description: localized((t) => t.smtp.description),
      logo: logos.smtp,
      readme,
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
