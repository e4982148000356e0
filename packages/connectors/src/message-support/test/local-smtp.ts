import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/** A message as the local server received it: its envelope, its raw text and how it came. */
export type ReceivedMail = { from: string; to: string[]; raw: string; secure: boolean; user: string | undefined };

type Options = Partial<SMTPServerOptions> & {
  /** Accounts that may sign in; without, the server takes mail from anyone. */
  users?: Record<string, string>;
  /** Recipients the server refuses with 550. */
  unknownRecipients?: string[];
};

/**
 * A real SMTP server (smtp-server) on 127.0.0.1 and a free port, for connector tests: it signs in
 * `users`, refuses `unknownRecipients` and keeps every message it accepted.
 */
export const startSmtpServer = async ({ users, unknownRecipients = [], ...options }: Options = {}) => {
  const received: ReceivedMail[] = [];
  const logins: Array<{ username?: string; password?: string | null }> = [];
  const server = new SMTPServer({
    logger: false,
    disableReverseLookup: true,
    closeTimeout: 100,
    authMethods: ['PLAIN', 'LOGIN'],
    authOptional: users === undefined,
    onAuth: (auth, _session, callback) => {
      logins.push({ username: auth.username, password: auth.password });
      const known = auth.username !== undefined && users?.[auth.username] === auth.password;
      if (known) callback(null, { user: auth.username });
      else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo: (address, _session, callback) => {
      if (!unknownRecipients.includes(address.address)) return callback();
      callback(Object.assign(new Error(`Mailbox ${address.address} unavailable: no such user`), { responseCode: 550 }));
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        received.push({
          from: mailFrom ? mailFrom.address : '',
          to: rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          secure: session.secure,
          user: session.user as string | undefined,
        });
        callback();
      });
    },
    ...options,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  // A client that gives up mid-handshake is an error event on the server: part of some tests, not a failure.
  const errors: Error[] = [];
  server.on('error', (error) => errors.push(error));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, logins, errors, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

/** A header of a raw message, unfolded. */
export const header = (raw: string, name: string) => {
  const head = raw.split('\r\n\r\n')[0]?.replace(/\r\n[ \t]+/g, ' ') ?? '';
  const line = head.split('\r\n').find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
};

/** The body of a raw single-part message. */
export const bodyOf = (raw: string) => raw.slice(raw.indexOf('\r\n\r\n') + 4).trimEnd();
