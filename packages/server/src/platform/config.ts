import fs from 'node:fs';
import path from 'node:path';
import { defaultManagementIndicatorPattern } from '@gatehouse/schemas/constants';
import { z } from 'zod';
import { minimumSecretLength } from './secrets';
import { type StorageConfig, storageConfigOf, storageEnvGuard } from './storage/config';

/**
 * Configuration comes from the environment only, validated once at start.
 * A wrong value stops the process with one line naming the variable
 * (see `main.ts`), never a stack trace.
 */
const port = z
  .string()
  .regex(/^\d{1,5}$/, 'must be a port number')
  .transform(Number)
  .pipe(z.number().int().min(1).max(65_535));
const flag = z
  .string()
  .transform((value) => value.trim().toLowerCase())
  .pipe(z.enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', '']))
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));
const httpUrl = z
  .string()
  .url()
  .refine((value) => /^https?:\/\//.test(value), 'must start with http:// or https://')
  .transform((value) => value.replace(/\/+$/, ''));
const origin = z
  .string()
  .url()
  .transform((value) => new URL(value).origin);

const envGuard = z.object({
  PORT: port.default(3001),
  ADMIN_PORT: port.default(3002),
  GATEHOUSE_DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .refine((value) => /^postgres(ql)?:\/\//.test(value), 'must be a postgres:// or postgresql:// URL')
    .optional(),
  GATEHOUSE_ENDPOINT: httpUrl.optional(),
  GATEHOUSE_ADMIN_ENDPOINT: httpUrl.optional(),
  GATEHOUSE_ADMIN_ORIGINS: z
    .string()
    .default('')
    .transform((value, ctx) => {
      const items = value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
      const origins: string[] = [];
      for (const item of items) {
        const parsed = origin.safeParse(item);
        if (!parsed.success || !/^https?:/.test(item)) {
          ctx.addIssue({ code: 'custom', message: `'${item}' is not an http(s) origin` });
          return z.NEVER;
        }
        origins.push(parsed.data);
      }
      return origins;
    }),
  GATEHOUSE_CLOUD: flag.default(false),
  GATEHOUSE_DEV_FEATURES: flag.default(false),
  GATEHOUSE_DEV_CONNECTORS: flag.optional(),
  GATEHOUSE_RELEASE_INFO_URL: z.union([z.literal(''), httpUrl]).default(''),
  GATEHOUSE_SECRET: z
    .string()
    .min(minimumSecretLength, `must be at least ${minimumSecretLength} characters`)
    .optional(),
  GATEHOUSE_SECRET_FILE: z.string().min(1, 'must be a file path').optional(),
  TRUST_PROXY: flag.default(false),
  GATEHOUSE_MANAGEMENT_INDICATOR: z
    .string()
    .refine((value) => value.includes('{tenantId}'), 'must contain {tenantId}')
    .refine((value) => URL.canParse(value.replaceAll('{tenantId}', 'x')), 'must be an absolute URI')
    .default(defaultManagementIndicatorPattern),
  GATEHOUSE_TENANT_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, 'must be a host name')
    .optional(),
  GATEHOUSE_SIGNING_KEY_ALG: z.enum(['EC', 'RSA']).default('EC'),
  GATEHOUSE_PWNED_PASSWORDS_URL: z.union([z.literal(''), httpUrl]).default('https://api.pwnedpasswords.com/range'),
  GATEHOUSE_TURNSTILE_URL: httpUrl.default('https://challenges.cloudflare.com'),
  GATEHOUSE_RECAPTCHA_URL: httpUrl.optional(),
  GATEHOUSE_AUDIT_LOG_RETENTION_DAYS: z
    .union([
      z.literal(''),
      z
        .string()
        .regex(/^\d{1,5}$/, 'must be a whole number of days')
        .transform(Number)
        .pipe(z.number().int().min(1, 'must be at least 1 day')),
    ])
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ...storageEnvGuard,
});

export type Config = {
  port: number;
  adminPort: number;
  dataDir: string;
  databaseUrl: string | undefined;
  endpoint: string;
  adminEndpoint: string;
  /** Every origin the console may be loaded from: the admin endpoint plus GATEHOUSE_ADMIN_ORIGINS. */
  adminOrigins: string[];
  isCloud: boolean;
  /** Shows features still in development in the console (with the 'Dev features enabled' badge). */
  devFeatures: boolean;
  /**
   * Offers the development email and SMS connectors (they write messages, codes included, to the
   * server log and a file the admin names). On unless NODE_ENV=production or the cloud edition;
   * GATEHOUSE_DEV_CONNECTORS says otherwise.
   */
  devConnectors: boolean;
  /** A JSON document with `latestRelease` the console compares with its version; undefined: no check. */
  releaseInfoUrl: string | undefined;
  /** The master secret from GATEHOUSE_SECRET or GATEHOUSE_SECRET_FILE; undefined: the data dir's generated one. */
  secret: string | undefined;
  /** Which variable `secret` came from (for messages); undefined when the data dir's file is used. */
  secretVariable: 'GATEHOUSE_SECRET' | 'GATEHOUSE_SECRET_FILE' | undefined;
  trustProxy: boolean;
  managementIndicatorPattern: string;
  tenantDomain: string | undefined;
  signingKeyAlgorithm: 'EC' | 'RSA';
  /** Base URL of a k-anonymity breached-password range API; undefined turns the online check off. */
  pwnedPasswordsUrl: string | undefined;
  /**
   * Where the CAPTCHA providers live (security page, issue 18). Turnstile: GATEHOUSE_TURNSTILE_URL
   * (default https://challenges.cloudflare.com) serves `/turnstile/v0/api.js` and
   * `/turnstile/v0/siteverify`. reCAPTCHA Enterprise: GATEHOUSE_RECAPTCHA_URL, when set, serves
   * both `/recaptcha/enterprise.js` and `/v1/projects/{projectId}/assessments`; unset, Google's
   * www.google.com and recaptchaenterprise.googleapis.com. Tests point both at a local fake.
   */
  captcha: {
    turnstile: { scriptUrl: string; verifyUrl: string };
    recaptchaEnterprise: { scriptUrl: string; assessmentsUrl: string };
  };
  /** Audit records older than this many days are purged by a background job; undefined keeps them all. */
  auditLogRetentionDays: number | undefined;
  logLevel: z.infer<typeof envGuard>['LOG_LEVEL'];
  /** Where uploads (logos, favicons, custom sign-in UIs) are kept (platform/storage). */
  storage: StorageConfig;
};

const captchaUrls = (turnstile: string, recaptcha: string | undefined): Config['captcha'] => {
  const base = (url: string) => url.replace(/\/+$/, '');
  return {
    turnstile: {
      scriptUrl: `${base(turnstile)}/turnstile/v0/api.js`,
      verifyUrl: `${base(turnstile)}/turnstile/v0/siteverify`,
    },
    recaptchaEnterprise: {
      scriptUrl: `${base(recaptcha ?? 'https://www.google.com')}/recaptcha/enterprise.js`,
      assessmentsUrl: `${base(recaptcha ?? 'https://recaptchaenterprise.googleapis.com')}/v1/projects`,
    },
  };
};

const secretVariables = new Set(['GATEHOUSE_SECRET', 'DATABASE_URL', 'GATEHOUSE_S3_SECRET_ACCESS_KEY']);

/** The offending value for the error line: one line, short, and never a secret. */
const describeValue = (variable: string, value: string | undefined) => {
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
const readSecret = (
  env: NodeJS.ProcessEnv,
  e: z.infer<typeof envGuard>,
  baseDir: string,
): Pick<Config, 'secret' | 'secretVariable'> => {
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

/**
 * Reads and validates configuration.
 *
 * @example
 * const config = loadConfig(process.env); // throws ConfigError naming the variable
 */
export const loadConfig = (env: NodeJS.ProcessEnv, baseDir = env.INIT_CWD ?? process.cwd()): Config => {
  const relevant = Object.fromEntries(
    Object.keys(envGuard.shape).flatMap((key) => (env[key] === undefined ? [] : [[key, env[key]]])),
  );
  const parsed = envGuard.safeParse(relevant);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(variable, `${issue?.message ?? 'is invalid'}${describeValue(variable, env[variable])}`);
  }
  const e = parsed.data;
  const adminEndpoint = e.GATEHOUSE_ADMIN_ENDPOINT ?? `http://localhost:${e.ADMIN_PORT}`;
  return {
    port: e.PORT,
    adminPort: e.ADMIN_PORT,
    dataDir: path.resolve(baseDir, e.GATEHOUSE_DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    endpoint: e.GATEHOUSE_ENDPOINT ?? `http://localhost:${e.PORT}`,
    adminEndpoint,
    adminOrigins: [...new Set([new URL(adminEndpoint).origin, ...e.GATEHOUSE_ADMIN_ORIGINS])],
    isCloud: e.GATEHOUSE_CLOUD,
    devFeatures: e.GATEHOUSE_DEV_FEATURES,
    devConnectors: e.GATEHOUSE_DEV_CONNECTORS ?? (env.NODE_ENV !== 'production' && !e.GATEHOUSE_CLOUD),
    releaseInfoUrl: e.GATEHOUSE_RELEASE_INFO_URL || undefined,
    ...readSecret(env, e, baseDir),
    trustProxy: e.TRUST_PROXY,
    managementIndicatorPattern: e.GATEHOUSE_MANAGEMENT_INDICATOR,
    tenantDomain: e.GATEHOUSE_TENANT_DOMAIN?.toLowerCase(),
    signingKeyAlgorithm: e.GATEHOUSE_SIGNING_KEY_ALG,
    pwnedPasswordsUrl: e.GATEHOUSE_PWNED_PASSWORDS_URL || undefined,
    captcha: captchaUrls(e.GATEHOUSE_TURNSTILE_URL, e.GATEHOUSE_RECAPTCHA_URL),
    auditLogRetentionDays: e.GATEHOUSE_AUDIT_LOG_RETENTION_DAYS || undefined,
    logLevel: e.LOG_LEVEL,
    storage: storageConfigOf(e, (variable, reason) => {
      throw new ConfigError(variable, reason);
    }),
  };
};
