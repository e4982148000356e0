import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { migrate } from '../platform/db/migrate';
import type { PlatformDeps } from '../platform/deps';
import { type RotationSummary, rotateSecret } from '../platform/secret-rotation';
import {
  createSecretBox,
  dataDirSecretFile,
  minimumSecretLength,
  resolveSecret,
  writeDataDirSecret,
} from '../platform/secrets';
import { UsageError } from './usage-error';

/** Where the new secret came from, so the closing instructions can name it. */
type NewSecret = { secret: string; file: string | undefined };

/**
 * The new secret, from `--new-secret-file PATH` (trimmed, as GATEHOUSE_SECRET_FILE
 * is read) or GATEHOUSE_NEW_SECRET (taken as is, as GATEHOUSE_SECRET is): exactly
 * one of them, never echoed. Read before the database is opened, so a mistake
 * fails fast.
 */
const readNewSecret = (fileOption: string | undefined, env: NodeJS.ProcessEnv): NewSecret => {
  const fromEnv = env.GATEHOUSE_NEW_SECRET;
  if ((fileOption === undefined) === (fromEnv === undefined)) {
    throw new UsageError(
      'secret rotate needs the new secret: --new-secret-file PATH or GATEHOUSE_NEW_SECRET (one of them)',
    );
  }
  let secret: string;
  let file: string | undefined;
  if (fileOption !== undefined) {
    file = path.resolve(env.INIT_CWD ?? process.cwd(), fileOption);
    try {
      secret = fs.readFileSync(file, 'utf8').trim();
    } catch (error) {
      throw new UsageError(
        `--new-secret-file cannot be read: ${JSON.stringify(file)} (${(error as NodeJS.ErrnoException).code})`,
      );
    }
  } else {
    secret = fromEnv ?? '';
    // The data dir's file is read trimmed: surrounding whitespace would make the stored copy differ.
    if (secret !== secret.trim()) throw new UsageError('GATEHOUSE_NEW_SECRET must not start or end with whitespace');
  }
  if (secret.length < minimumSecretLength) {
    throw new UsageError(`The new secret must be at least ${minimumSecretLength} characters`);
  }
  return { secret, file };
};

const describeSummary = ({ reencrypted, alreadyRotated }: RotationSummary) => {
  const counts = Object.entries(reencrypted).map(([table, count]) => `${count} in ${table}`);
  const total = Object.values(reencrypted).reduce((sum, count) => sum + count, 0);
  return [
    `Re-encrypted ${total} stored secret${total === 1 ? '' : 's'} with the new secret in one transaction${counts.length > 0 ? ` (${counts.join(', ')})` : ''}.`,
    ...(alreadyRotated > 0 ? [`${alreadyRotated} already used the new secret and were left as they are.`] : []),
  ];
};

/**
 * `secret rotate`: re-encrypts signing keys and client secrets from the current
 * master secret (resolved as `npm start` does) to a new one, then tells the
 * operator what to change. When the current secret is the data dir's generated
 * file, that file is replaced too — after the commit, so the database never
 * holds values the file cannot open; if the command stops in between, running
 * it again with the same new secret finds the values already rotated and
 * writes the file.
 */
export const parseSecretRotate = (args: string[], env: NodeJS.ProcessEnv) => {
  const { values } = parseArgs({ args, options: { 'new-secret-file': { type: 'string' } }, strict: true });
  const next = readNewSecret(values['new-secret-file'], env);
  return async ({ config, database }: PlatformDeps) => {
    const current = await resolveSecret(config.secret, config.dataDir);
    if (current === next.secret) throw new UsageError('The new secret is the current one; nothing to rotate');
    await migrate(database);
    const summary = await rotateSecret(database.system, createSecretBox(current), createSecretBox(next.secret));
    const lines = describeSummary(summary);
    const setNew = next.file
      ? `GATEHOUSE_SECRET_FILE=${next.file}`
      : 'GATEHOUSE_SECRET to the value of GATEHOUSE_NEW_SECRET';
    if (config.secretVariable === undefined) {
      const stored = dataDirSecretFile(config.dataDir);
      await writeDataDirSecret(config.dataDir, next.secret);
      lines.push(
        `Then replaced ${stored} with the new secret, so the next start uses it (database first, file second: if this stops in between, run the same command again to finish).`,
        `For production, keep the secret out of the data directory: set ${setNew} and delete ${stored}.`,
      );
    } else {
      const newVariable = next.file ? 'GATEHOUSE_SECRET_FILE' : 'GATEHOUSE_SECRET';
      const unset = config.secretVariable === newVariable ? '' : ` (and unset ${config.secretVariable})`;
      lines.push(
        `Next: set ${setNew}${unset} on every instance and restart them; an instance still on the old secret can no longer read signing keys or client secrets. Then destroy the old secret.`,
      );
    }
    return lines.join('\n');
  };
};
