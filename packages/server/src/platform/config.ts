import path from 'node:path';
import { defaultManagementIndicatorPattern } from '@gatehouse/schemas/constants';
import { z } from 'zod';
import { ConfigError, describeValue, readSecret } from './config-secret';
import type { OutboundPolicy } from './outbound';
import { type RegionsConfig, regionEnvGuard, regionsConfigOf } from './regions';
import { minimumSecretLength } from './secrets';
import { type StorageConfig, storageConfigOf, storageEnvGuard } from './storage/config';

export { ConfigError } from './config-secret';

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

/** A comma-separated list of http(s) origins. */
const originListGuard = z
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
  });

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
  GATEHOUSE_ADMIN_ORIGINS: originListGuard,
  /** Origins a custom JWT script may fetch from (jwt-customizer/sandbox.ts); none by default. */
  GATEHOUSE_CUSTOM_JWT_FETCH_ORIGINS: originListGuard,
  GATEHOUSE_CLOUD: flag.default(false),
  GATEHOUSE_DEV_FEATURES: flag.default(false),
  GATEHOUSE_HOOKS_ALLOW_HTTP: flag.default(false),
  GATEHOUSE_HOOKS_TIMEOUT_MS: z
    .string()
    .regex(/^\d{1,6}$/, 'must be a number of milliseconds')
    .transform(Number)
    .pipe(z.number().int().min(100, 'must be at least 100').max(60_000, 'must be at most 60000'))
    .default(10_000),
  GATEHOUSE_DEV_CONNECTORS: flag.optional(),
  GATEHOUSE_OUTBOUND_PRIVATE: flag.optional(),
  GATEHOUSE_OUTBOUND_ALLOW_HOSTS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
  GATEHOUSE_RELEASE_INFO_URL: z.union([z.literal(''), httpUrl]).default(''),
  GATEHOUSE_SECRET: z
    .string()
    .min(minimumSecretLength, `must be at least ${minimumSecretLength} characters`)
    .optional(),
  GATEHOUSE_SECRET_FILE: z.string().min(1, 'must be a file path').optional(),
  TRUST_PROXY: flag.default(false),
  GATEHOUSE_TOKEN_FAST_PATH: flag.default(true),
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
  ...regionEnvGuard,
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
  /**
   * Where the server's own requests (connectors, webhooks, CAPTCHA checks) may go
   * (platform/outbound.ts): internal addresses are refused in the cloud edition unless
   * GATEHOUSE_OUTBOUND_PRIVATE says otherwise; GATEHOUSE_OUTBOUND_ALLOW_HOSTS lists exceptions.
   */
  outbound: OutboundPolicy;
  /** Webhook URLs may be plain http (local development and tests); https only otherwise. */
  hooksAllowHttp: boolean;
  /** How long a webhook request may take (GATEHOUSE_HOOKS_TIMEOUT_MS). */
  hooksTimeoutMs: number;
  /** A JSON document with `latestRelease` the console compares with its version; undefined: no check. */
  releaseInfoUrl: string | undefined;
  /** The master secret from GATEHOUSE_SECRET or GATEHOUSE_SECRET_FILE; undefined: the data dir's generated one. */
  secret: string | undefined;
  /** Which variable `secret` came from (for messages); undefined when the data dir's file is used. */
  secretVariable: 'GATEHOUSE_SECRET' | 'GATEHOUSE_SECRET_FILE' | undefined;
  trustProxy: boolean;
  /** Plain client_credentials grants answered without oidc-provider's Koa stack (oidc/client-credentials-fast-path.ts). */
  tokenFastPath: boolean;
  managementIndicatorPattern: string;
  tenantDomain: string | undefined;
  signingKeyAlgorithm: 'EC' | 'RSA';
  /** Base URL of a k-anonymity breached-password range API; undefined turns the online check off. */
  pwnedPasswordsUrl: string | undefined;
  /** Origins a custom JWT script may fetch from; empty: scripts have no `fetch`. */
  customJwtFetchOrigins: string[];
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
  /** The tenant regions this deployment serves and where the others are (platform/regions.ts). */
  regions: RegionsConfig;
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
  const fail = (variable: string, reason: string): never => {
    throw new ConfigError(variable, reason);
  };
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
    outbound: {
      allowPrivate: e.GATEHOUSE_OUTBOUND_PRIVATE ?? !e.GATEHOUSE_CLOUD,
      allowHosts: e.GATEHOUSE_OUTBOUND_ALLOW_HOSTS,
    },
    hooksAllowHttp: e.GATEHOUSE_HOOKS_ALLOW_HTTP,
    hooksTimeoutMs: e.GATEHOUSE_HOOKS_TIMEOUT_MS,
    releaseInfoUrl: e.GATEHOUSE_RELEASE_INFO_URL || undefined,
    ...readSecret(env, e, baseDir),
    trustProxy: e.TRUST_PROXY,
    tokenFastPath: e.GATEHOUSE_TOKEN_FAST_PATH,
    managementIndicatorPattern: e.GATEHOUSE_MANAGEMENT_INDICATOR,
    tenantDomain: e.GATEHOUSE_TENANT_DOMAIN?.toLowerCase(),
    signingKeyAlgorithm: e.GATEHOUSE_SIGNING_KEY_ALG,
    pwnedPasswordsUrl: e.GATEHOUSE_PWNED_PASSWORDS_URL || undefined,
    customJwtFetchOrigins: e.GATEHOUSE_CUSTOM_JWT_FETCH_ORIGINS,
    captcha: captchaUrls(e.GATEHOUSE_TURNSTILE_URL, e.GATEHOUSE_RECAPTCHA_URL),
    auditLogRetentionDays: e.GATEHOUSE_AUDIT_LOG_RETENTION_DAYS || undefined,
    logLevel: e.LOG_LEVEL,
    storage: storageConfigOf(e, fail),
    regions: regionsConfigOf(e, fail),
  };
};
