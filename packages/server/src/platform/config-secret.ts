import fs from 'node:fs';
import path from 'node:path';
import { minimumSecretLength } from './secrets';

/*
 * The configuration's error and its master-secret reading, beside config.ts (which re-exports
 * ConfigError) so that file stays one screen of settings.
 */

const secretVariables = new Set(['GATEHOUSE_SECRET', 'DATABASE_URL', 'GATEHOUSE_S3_SECRET_ACCESS_KEY']);

/** The offending value for the error line: one line, short, and never a secret. */
export const describeValue = (variable: string, value: string | undefined) => {
  if (value === undefined || secretVariables.has(variable)) return '';
  const printable = JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value);
  return ` (got ${printable})`;
};

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    readonly reason: string,
  ) {
    super(`Invalid configuration: ${variable} ${reason}`);
  }
}

/**
 * The master secret: GATEHOUSE_SECRET, or the trimmed content of the file
 * GATEHOUSE_SECRET_FILE names (container secrets), never both. Without either,
 * the data dir's generated secret is used (platform/secrets.ts) — except under
 * NODE_ENV=production, where a copy of the data dir must not be enough to
 * decrypt signing keys and client secrets. The file's content is never printed.
 */
export const readSecret = (
  env: NodeJS.ProcessEnv,
  e: { GATEHOUSE_SECRET?: string; GATEHOUSE_SECRET_FILE?: string },
  baseDir: string,
): { secret: string | undefined; secretVariable: 'GATEHOUSE_SECRET' | 'GATEHOUSE_SECRET_FILE' | undefined } => {
  if (e.GATEHOUSE_SECRET !== undefined && e.GATEHOUSE_SECRET_FILE !== undefined) {
    throw new ConfigError('GATEHOUSE_SECRET_FILE', 'cannot be set together with GATEHOUSE_SECRET; set one of them');
  }
  if (e.GATEHOUSE_SECRET !== undefined) return { secret: e.GATEHOUSE_SECRET, secretVariable: 'GATEHOUSE_SECRET' };
  if (e.GATEHOUSE_SECRET_FILE !== undefined) {
    const file = path.resolve(baseDir, e.GATEHOUSE_SECRET_FILE);
    let content: string;
    try {
      content = fs.readFileSync(file, 'utf8').trim();
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'error';
      throw new ConfigError('GATEHOUSE_SECRET_FILE', `cannot be read: ${JSON.stringify(file)} (${code})`);
    }
    if (content.length < minimumSecretLength) {
      throw new ConfigError(
        'GATEHOUSE_SECRET_FILE',
        `must name a file of at least ${minimumSecretLength} characters (${JSON.stringify(file)} holds fewer)`,
      );
    }
    return { secret: content, secretVariable: 'GATEHOUSE_SECRET_FILE' };
  }
  if (env.NODE_ENV === 'production') {
    throw new ConfigError(
      'GATEHOUSE_SECRET',
      'or GATEHOUSE_SECRET_FILE must be set when NODE_ENV=production (a secret generated beside the data is for development only)',
    );
  }
  return { secret: undefined, secretVariable: undefined };
};
