import { z } from 'zod';
import { freeFormJsonGuard } from './json';

/**
 * Custom JWT claims (issue 19; peer reference `/api/configs/jwt-customizer*`): per token type, a
 * script defining `getCustomJwtClaims({ token, context, environmentVariables, api })` whose answer
 * is added to the access token. It runs in a separate V8 isolate (server `jwt-customizer/sandbox.ts`).
 */
export const jwtTokenTypes = ['access-token', 'client-credentials'] as const;
export const jwtTokenTypeGuard = z.enum(jwtTokenTypes);
export type JwtTokenType = z.infer<typeof jwtTokenTypeGuard>;

export const jwtCustomizerLimits = {
  /** Characters of a script. */
  maxScriptLength: 65_536,
  /** Environment variables of one token type. */
  maxVariables: 50,
  maxVariableValueLength: 4_096,
  /** Characters of the extra claims as JSON text. */
  maxClaimsLength: 16_384,
  /** Milliseconds a script may run per token. */
  timeoutMs: 1_000,
  /** Megabytes of heap a script's isolate may use. */
  memoryLimitMb: 32,
} as const;

/** Claims a script cannot set: the token's identity, audience, lifetime and grant are the server's. */
export const protectedJwtClaims = [
  'iss',
  'sub',
  'aud',
  'exp',
  'nbf',
  'iat',
  'jti',
  'scope',
  'client_id',
  'azp',
  'cnf',
  'auth_time',
  'acr',
  'amr',
  'sid',
  'gty',
  'organization_id',
] as const;

export const jwtScriptGuard = z.string().min(1).max(jwtCustomizerLimits.maxScriptLength);

/** An environment variable's name: what a script reads as `environmentVariables.NAME`. */
export const jwtVariableNameGuard = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'form_errors.invalid_format');

export const jwtEnvironmentVariablesGuard = z
  .record(jwtVariableNameGuard, z.string().max(jwtCustomizerLimits.maxVariableValueLength))
  .refine((variables) => Object.keys(variables).length <= jwtCustomizerLimits.maxVariables, {
    message: `at most ${jwtCustomizerLimits.maxVariables} variables`,
  });

/** PUT: the whole configuration; environment variables replace the stored ones. */
export const jwtCustomizerInputGuard = z.object({
  script: jwtScriptGuard,
  environmentVariables: jwtEnvironmentVariablesGuard.optional(),
  contextSample: freeFormJsonGuard.optional(),
  tokenSample: freeFormJsonGuard.optional(),
});
export type JwtCustomizerInput = z.infer<typeof jwtCustomizerInputGuard>;

/** PATCH: what is given changes; `environmentVariables` sets the named ones, a null value removes one. */
export const jwtCustomizerPatchGuard = z.object({
  script: jwtScriptGuard.optional(),
  environmentVariables: z
    .record(jwtVariableNameGuard, z.string().max(jwtCustomizerLimits.maxVariableValueLength).nullable())
    .optional(),
  contextSample: freeFormJsonGuard.optional(),
  tokenSample: freeFormJsonGuard.optional(),
});
export type JwtCustomizerPatch = z.infer<typeof jwtCustomizerPatchGuard>;

/** A configuration as answered: the variables' names only, their values never leave the server. */
export const jwtCustomizerGuard = z.object({
  tokenType: jwtTokenTypeGuard,
  script: z.string(),
  environmentVariableNames: z.array(z.string()),
  contextSample: z.record(z.string(), z.unknown()).nullable(),
  tokenSample: z.record(z.string(), z.unknown()).nullable(),
  updatedAt: z.number(),
});
export type JwtCustomizer = z.infer<typeof jwtCustomizerGuard>;

/**
 * A test run against sample data. Variables given here are laid over the stored ones of the
 * token type (so a test can use a stored secret without sending it again).
 */
export const jwtCustomizerTestGuard = z.object({
  tokenType: jwtTokenTypeGuard,
  script: jwtScriptGuard,
  environmentVariables: jwtEnvironmentVariablesGuard.optional(),
  contextSample: freeFormJsonGuard.optional(),
  tokenSample: freeFormJsonGuard.optional(),
});
export type JwtCustomizerTest = z.infer<typeof jwtCustomizerTestGuard>;

/** Why a script gave no claims (spec §8 custom token errors). */
export const jwtScriptErrorKinds = ['AccessDenied', 'General'] as const;
export type JwtScriptErrorKind = (typeof jwtScriptErrorKinds)[number];

export const jwtCustomizerTestResultGuard = z.object({ claims: z.record(z.string(), z.unknown()) });
export const jwtScriptErrorDataGuard = z.object({ kind: z.enum(jwtScriptErrorKinds), message: z.string() });
