import { randomInt, timingSafeEqual } from 'node:crypto';
import type { TemplateType } from '@gatehouse/schemas/email-templates';
import { generateId } from '@gatehouse/schemas/ids';
import { createConnectorLookup } from '../connectors/public';
import type { Trx } from '../platform/db/database';
import type { PlatformDeps } from '../platform/deps';
import { ApiError } from '../platform/http/api-error';
import { type PostgresLimiter, postgresLimiter } from '../platform/rate-limits';
import { type CodeKey, createVerificationCodeQueries } from './queries';

/** Spec'd behaviour of verification codes (issue 16). */
export const codePolicy = {
  digits: 6,
  /** A code works for ten minutes. */
  ttlSeconds: 600,
  /** The tenth wrong try kills the code. */
  maxTries: 10,
  /** A new code for the same address no sooner than this. */
  resendAfterSeconds: 60,
  /** Codes per address per hour, and per client address per hour, across instances. */
  perIdentifierPerHour: 10,
  perClientPerHour: 30,
} as const;

export type Identifier = { type: 'email' | 'phone'; value: string };

export const generateCode = () => String(randomInt(10 ** codePolicy.digits)).padStart(codePolicy.digits, '0');

const sameDigest = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * One-time codes sent by email or SMS (issue 16): six digits, stored as a keyed digest, valid ten
 * minutes, ten tries, one live code per purpose and address (a new one replaces it), no resend
 * within 60 s, and hourly limits per address and per client shared by every instance. `purpose`
 * keeps the codes of different flows apart (`api`, an interaction's sign-in). `now` is the clock,
 * injectable for tests.
 */
export const createVerificationCodeService = (
  deps: PlatformDeps,
  tenantId: string,
  now: () => Date = () => new Date(),
) => {
  const { database, box } = deps;
  const queries = createVerificationCodeQueries(tenantId);
  const connectors = createConnectorLookup(deps, tenantId);
  const inTenant = <T>(work: (trx: Trx) => Promise<T>) => database.withTenant(tenantId, work);
  const perIdentifier = postgresLimiter(database, {
    keyPrefix: 'verification-code-identifier',
    points: codePolicy.perIdentifierPerHour,
    duration: 3600,
  });
  const perClient = postgresLimiter(database, {
    keyPrefix: 'verification-code-client',
    points: codePolicy.perClientPerHour,
    duration: 3600,
  });
  const digestOf = (id: string, code: string) => box.digest(`verification-code:${tenantId}:${id}:${code}`);
  const keyOf = (purpose: string, identifier: Identifier): CodeKey => ({
    purpose,
    identifierType: identifier.type,
    identifier: identifier.type === 'email' ? identifier.value.toLowerCase() : identifier.value,
  });
  const consume = async (limiter: PostgresLimiter, key: string) => {
    try {
      await limiter.consume(key);
    } catch (rejection) {
      const retryAfter = Math.ceil(((rejection as { msBeforeNext?: number }).msBeforeNext ?? 0) / 1000);
      throw new ApiError('request.too_many_requests', { retryAfter });
    }
  };

  return {
    /** Sends a new code to the address through the tenant's email or SMS connector. */
    send: async (input: {
      identifier: Identifier;
      purpose: string;
      messageType: TemplateType;
      language?: string;
      clientAddress?: string;
    }) => {
      const key = keyOf(input.purpose, input.identifier);
      const connector = await connectors.findConnector(input.identifier.type === 'email' ? 'email' : 'sms');
      if (!connector) throw new ApiError('verification_code.no_connector', { type: input.identifier.type });
      const at = now();
      // One code a minute per address, whatever flow asks for it.
      const previous = await inTenant((trx) => queries.lastSentTo(trx, key.identifierType, key.identifier));
      if (previous) {
        const waited = (at.getTime() - previous.getTime()) / 1000;
        if (waited < codePolicy.resendAfterSeconds) {
          throw new ApiError('verification_code.too_soon', {
            retryAfter: Math.ceil(codePolicy.resendAfterSeconds - waited),
          });
        }
      }
      await consume(perIdentifier, `${tenantId}:${key.identifierType}:${key.identifier}`);
      if (input.clientAddress) await consume(perClient, `${tenantId}:${input.clientAddress}`);
      const id = generateId();
      const code = generateCode();
      await inTenant((trx) =>
        queries.replace(trx, {
          ...key,
          id,
          codeHash: digestOf(id, code),
          expiresAt: new Date(at.getTime() + codePolicy.ttlSeconds * 1000),
          createdAt: at,
        }),
      );
      try {
        await connector.sendMessage({
          // Phones are kept as digits; providers take them in E.164, with the +.
          to:
            input.identifier.type === 'phone'
              ? `+${input.identifier.value.replace(/^\+/, '')}`
              : input.identifier.value,
          type: input.messageType,
          payload: { code },
          language: input.language,
        });
      } catch (error) {
        // Not delivered: the code must not stand (nor block a new try for a minute).
        await inTenant((trx) => queries.deleteById(trx, id));
        throw error;
      }
    },

    /** Checks a code; on success it is used up. Each wrong try counts, the tenth kills the code. */
    verify: async (input: { identifier: Identifier; purpose: string; code: string }) => {
      const key = keyOf(input.purpose, input.identifier);
      const at = now();
      const row = await inTenant((trx) => queries.find(trx, key));
      if (!row || row.consumedAt) throw new ApiError('verification_code.not_found');
      if (row.expiresAt.getTime() <= at.getTime()) throw new ApiError('verification_code.expired');
      // The try is taken and committed before the comparison, so a wrong guess always counts.
      const tries = await inTenant((trx) => queries.takeTry(trx, row.id, codePolicy.maxTries));
      if (tries === undefined) throw new ApiError('verification_code.exceed_max_try');
      if (!sameDigest(digestOf(row.id, input.code), row.codeHash)) {
        const triesLeft = codePolicy.maxTries - tries;
        throw triesLeft > 0
          ? new ApiError('verification_code.code_mismatch', { triesLeft })
          : new ApiError('verification_code.exceed_max_try');
      }
      if (!(await inTenant((trx) => queries.consume(trx, row.id, at)))) {
        throw new ApiError('verification_code.not_found');
      }
    },
  };
};
