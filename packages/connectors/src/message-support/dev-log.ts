import { appendFile, mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { ConnectorContext } from '@gatehouse/connector-kit/connector';
import { ConnectorError } from '@gatehouse/connector-kit/errors';
import type { SendMessageData } from '@gatehouse/connector-kit/messages';
import { z } from 'zod';
import { blankIsUnset } from './config';
import { localized } from './texts';

/** Where the development connectors write when the admin names no file (relative to the server's folder). */
export const defaultDevFile = 'gatehouse-dev-messages.log';

/**
 * The file a development connector appends to. Its name must end in .log or .jsonl, so that a
 * mistyped path can never append JSON to a file that is something else (a config, a script).
 */
const filePathGuard = z
  .string()
  .trim()
  .max(1024)
  .regex(/^[^\0]*\.(log|jsonl)$/i, 'a file name ending in .log or .jsonl');

export const devConfigGuard = z.object({
  filePath: z.preprocess(blankIsUnset, filePathGuard.default(defaultDevFile)),
});
export type DevConfig = z.infer<typeof devConfigGuard>;

export const devConfigForm = [
  {
    key: 'filePath',
    type: 'text' as const,
    label: localized((t) => t.common.filePath),
    description: localized((t) => t.common.filePathHelp),
    placeholder: defaultDevFile,
    defaultValue: defaultDevFile,
  },
];

/**
 * Delivers a message to the developer: one line in the server's log that shows what a user would
 * get (its code or link), then one JSON line appended to the config's file (its folder created).
 * Writes no secret: the config has none, and a message's code is what this connector is for.
 */
export const deliverToDeveloper = async (
  channel: 'email' | 'sms',
  { to, type, payload, content }: SendMessageData,
  { filePath }: DevConfig,
  context: ConnectorContext,
) => {
  const { code, link } = payload;
  const subject = channel === 'email' ? content.subject : undefined;
  const what = [code && `code ${code}`, link && `link ${link}`].filter(Boolean).join(', ');
  const about = subject === undefined ? '' : ` “${subject}”`;
  context.log(
    `Development ${channel === 'email' ? 'email' : 'SMS'} to ${to} (${type})${about}: ${what || content.body}`,
    {
      to,
      type,
      ...(subject === undefined ? {} : { subject }),
      ...(code === undefined ? {} : { code }),
      ...(link === undefined ? {} : { link }),
    },
  );
  const line = { time: new Date().toISOString(), channel, to, type, subject, body: content.body, payload };
  const path = resolve(filePath);
  try {
    await mkdir(dirname(path), { recursive: true });
    // Readable by the server's user only: the lines hold sign-in codes.
    await appendFile(path, `${JSON.stringify(line)}\n`, { encoding: 'utf8', mode: 0o600 });
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new ConnectorError(
      'invalid_config',
      { field: 'filePath', message: `cannot write ${filePath} (${reason})` },
      { cause: error },
    );
  }
};
