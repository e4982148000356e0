import type { InteractionEvent } from '@gatehouse/schemas/logs';
import type { MfaFactor } from '@gatehouse/schemas/mfa';
import type { SignInExperience } from '@gatehouse/schemas/sign-in-experience';
import type { Identifier } from '@gatehouse/schemas/users';
import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { PlatformDeps } from '../../platform/deps';
import type { AppEnv } from '../../platform/http/context';
import type { StepLog } from '../log';
import type { Sentinel } from '../sentinel';

/**
 * What a verification proves, in the terms the interaction's later steps consume: identification
 * signs in with an `account` and registers a `newIdentity`. A method proves one or several.
 */
export type Proof = {
  /** An existing account shown to be the person's (its password matched). */
  account?: { userId: string; isSuspended: boolean };
  /** An identifier checked to be free, with what the new account starts with. */
  newIdentity?: {
    identifier: Identifier;
    /** Whether the person proved they receive mail (or texts) there; a typed identifier is not. */
    identifierVerified: boolean;
    password?: { passwordEncrypted: string; passwordEncryptionMethod: string };
  };
  /** A social identity the provider vouched for, and who holds it (or whose email it carries). */
  social?: {
    connectorId: string;
    target: string;
    syncProfile: boolean;
    profile: { id: string; email?: string; emailVerified: boolean; phone?: string; name?: string; avatar?: string };
    userId?: string;
    userSuspended: boolean;
    relatedUserId?: string;
  };
  /** An identity at an enterprise SSO connector, and who holds it (or whose email it carries). */
  enterpriseSso?: {
    connectorId: string;
    issuer: string;
    identityId: string;
    syncProfile: boolean;
    profile: { email: string; name?: string; avatar?: string };
    detail: Record<string, unknown>;
    userId?: string;
    userSuspended: boolean;
    relatedUserId?: string;
  };
  /** A second factor: verified (a code matched) or being enrolled (submit binds it). */
  mfa?: MfaProof;
};

/** A second factor checked in this interaction: its user, and whether it is a new one to bind. */
export type MfaProof = {
  userId: string;
  factor: MfaFactor;
  verified: boolean;
  enrolling: boolean;
};

/** What a verification step may use. It returns the record to keep; it does not save. */
export type VerificationStep = {
  tenantId: string;
  deps: PlatformDeps;
  sentinel: Sentinel;
  isBreached: (password: string) => Promise<boolean>;
  /** The interaction's event (`SignIn`, `Register`, `ForgotPassword`). */
  event: InteractionEvent;
  /** The user identified so far (second factors are verified and enrolled for them). */
  userId: string | undefined;
  /**
   * The verifications kept so far, for a method's second step to find its first one's record (and
   * parse it with its own guard). Typed loosely on purpose: the state's type is built from this
   * registry, so it cannot be named here.
   */
  verifications: readonly { id: string; type: string }[];
  /** The tenant's sign-in experience as the pages apply it (experience/mode.ts). */
  settings: () => Promise<SignInExperience>;
  /** The step's audit records (experience/log.ts). */
  log: StepLog;
  /** The person's language (their `Accept-Language`), for messages sent to them. */
  language?: string;
  /** The client's address, for per-address limits. */
  ip: string;
  /** Where WebAuthn credentials of this request are used: the sign-in origin and its host (platform/tenancy.ts). */
  relyingParty: { id: string; origin: string };
  /** A cookie the browser sent with the step (an IdP-initiated SAML sign-in's, enterprise-sso). */
  cookie: (name: string) => string | undefined;
};

/** The per-address limits of the Experience API, built once (experience/routes.ts); a route picks its own. */
export type ExperienceLimits = {
  /** 60 requests a minute per address and tenant, shared by every route using it. */
  requests: MiddlewareHandler<AppEnv>;
  /** 60 failed password checks a minute per address and tenant, shared with invitation acceptance. */
  passwordAttempts: MiddlewareHandler<AppEnv>;
};

type RouteInput = { body: unknown; params: unknown };

/** One `POST /api/experience/verification{path}` route of a method. */
export type VerificationRoute<R> = {
  /** Below `/api/experience/verification`, with OpenAPI parameters: `/social/{connectorId}/verify`. */
  path: `/${string}`;
  summary: string;
  description: string;
  params?: z.ZodObject;
  body?: z.ZodType;
  /** Its limits, as route middleware (platform/http/rate-limit.ts). */
  limits: (limits: ExperienceLimits) => MiddlewareHandler<AppEnv>[];
  /**
   * Runs the step and returns the verification to keep: a new id adds one, the id of one already
   * kept replaces it (a second step of the same verification). The answer is `{ verificationId }`.
   * Absent on a route that is not available yet: it answers 422 `session.capability_not_available`.
   */
  verify?: (step: VerificationStep, input: RouteInput) => Promise<R>;
  /**
   * More for the answer than `{ verificationId }`, read off the kept record (a social connector's
   * authorization URL). Never a secret the record keeps.
   */
  reply?: { schema: z.ZodObject; of: (record: R, c: Context<AppEnv>) => Record<string, unknown> };
};

/**
 * A route whose `verify` gets its body and parameters typed by its guards.
 *
 * @example
 * verificationRoute({ path: '/password', body: passwordBody, verify: async (step, { body }) => …, … })
 */
export const verificationRoute = <
  R,
  Body extends z.ZodType = z.ZodUndefined,
  Params extends z.ZodObject = z.ZodObject<Record<string, never>>,
>(
  route: Omit<VerificationRoute<R>, 'body' | 'params' | 'verify' | 'reply'> & {
    reply?: { schema: z.ZodObject; of: (record: R, c: Context<AppEnv>) => Record<string, unknown> };
    body?: Body;
    params?: Params;
    verify: (step: VerificationStep, input: { body: z.output<Body>; params: z.output<Params> }) => Promise<R>;
  },
): VerificationRoute<R> =>
  // Widening `verify`'s input is safe: the route's guards parse the body and parameters before it runs (routes.ts).
  route as VerificationRoute<R>;

/** A record's guard: its `id`, its `type` (the method's name in the state) and what it keeps. */
export const verificationRecord = <Type extends string, Shape extends z.ZodRawShape>(type: Type, shape: Shape) =>
  z.object({ id: z.string(), type: z.literal(type), ...shape });

/** What `verificationRecord` builds: an object guard with an `id` and a literal `type`. */
type RecordGuard = z.ZodType<{ id: string; type: string }> & { shape: { type: z.ZodLiteral<string> } };

/** A verification method: the record its steps keep in the interaction, what it proves, its routes. */
export type VerificationMethod<R extends { id: string; type: string } = never> = {
  /** Absent for a method that is declared but not available yet. */
  record?: { type: R['type']; guard: RecordGuard; proves: (record: R) => Proof };
  routes: VerificationRoute<R>[];
};

/** A method whose record guard types its routes' results and `proves`. */
export const defineVerificationMethod = <Guard extends RecordGuard>(method: {
  record: Guard;
  proves: (record: z.output<Guard>) => Proof;
  routes: VerificationRoute<z.output<Guard>>[];
}): VerificationMethod<z.output<Guard>> => ({
  record: { type: method.record.shape.type.value, guard: method.record, proves: method.proves },
  routes: method.routes,
});

/** Routes of a method that arrives with a later issue: declared (OpenAPI, limits), answering 422. */
export const notAvailableYet = (...paths: `/${string}`[]): VerificationMethod => ({
  routes: paths.map((path) => ({
    path,
    summary: 'Not available yet',
    description:
      'This verification method arrives with a later release; it answers 422 `session.capability_not_available`.',
    ...(path.includes('{connectorId}') && { params: z.object({ connectorId: z.string() }) }),
    limits: ({ requests }) => [requests],
  })),
});
