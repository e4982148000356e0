import { verificationIdHeader } from '@gatehouse/schemas/account-center';
import type { Context } from 'hono';
import { createSentinel, type Sentinel } from '../experience/sentinel';
import type { PlatformDeps } from '../platform/deps';
import type { AppEnv } from '../platform/http/context';
import { createMyAccountService } from './service.account';
import { createAccountVerificationService } from './service.verifications';

export const accountTags = ['Account API'];

const proofOf = (header: string | undefined) => (header && header.length <= 64 ? header : undefined);
export const verificationTags = ['Account API verifications'];

/**
 * How every Account API route finds its services: the request's tenant's, acting on the token's
 * subject (set by platform/http/auth.ts `accountAuth`), who is the only user it can touch.
 */
export const accountContext = (deps: PlatformDeps) => {
  let sentinel: Sentinel | undefined;
  return (c: Context<AppEnv>) => {
    sentinel ??= createSentinel(deps.attempts);
    const { users, verificationCodes, signInExperience, accountCenter } = c.var.services;
    const verifications = createAccountVerificationService(
      {
        database: deps.database,
        users,
        codes: verificationCodes,
        sentinel,
        sentinelPolicy: async () => (await signInExperience.get()).sentinelPolicy,
        emailPolicy: async () => (await signInExperience.get()).emailBlocklistPolicy,
      },
      c.get('tenantId'),
    );
    return {
      userId: c.get('auth').subject,
      account: createMyAccountService({
        settings: accountCenter,
        emailPolicy: async () => (await signInExperience.get()).emailBlocklistPolicy,
        users,
        verifications,
      }),
      verifications,
      /** The identity proof the request carries (`logto-verification-id`), if any; no id is that long. */
      proof: proofOf(c.req.header(verificationIdHeader)),
    };
  };
};
