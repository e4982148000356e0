import { generateId } from '@gatehouse/schemas/ids';
import { z } from 'zod';
import { createOneTimeTokenService } from '../../one-time-tokens/public';
import { ApiError } from '../../platform/http/api-error';
import { normalizeIdentifier } from '../../users/identifiers';
import { userRecords } from '../../users/public';
import { defineVerificationMethod, verificationRecord, verificationRoute } from './types';

const emailIdentifier = z.object({ type: z.literal('email'), value: z.string().min(1).max(256) });

const oneTimeTokenRecord = verificationRecord('OneTimeToken', {
  identifier: emailIdentifier,
  userId: z.string().optional(),
  userSuspended: z.boolean().default(false),
});

const verifyToken = verificationRoute({
  path: '/one-time-token/verify',
  summary: 'Verify a one-time token (magic link)',
  description:
    'Uses up a one-time token made for this email (`POST /api/one-time-tokens`): it proves the person receives mail there, like a code. Signing in, it identifies the account; registering, the new account starts with the email verified. A used, revoked or expired token says so (`one_time_token.*`).',
  body: z.object({ token: z.string().min(1).max(256), identifier: emailIdentifier }),
  limits: ({ requests }) => [requests],
  verify: async (step, { body }): Promise<z.output<typeof oneTimeTokenRecord>> => {
    let email: string;
    try {
      email = normalizeIdentifier('email', body.identifier.value);
    } catch {
      throw new ApiError('one_time_token.not_found');
    }
    await createOneTimeTokenService(step.deps, step.tenantId).verify(body.token, email);
    const users = userRecords(step.tenantId);
    const user = await step.deps.database.withTenant(step.tenantId, (trx) =>
      users.findByIdentifier(trx, 'email', email),
    );
    return {
      id: generateId(),
      type: 'OneTimeToken',
      identifier: { type: 'email', value: email },
      ...(user && { userId: user.id }),
      userSuspended: user?.isSuspended ?? false,
    };
  },
});

/** A magic link: proves the email, as a verification code does. */
export const oneTimeTokenVerification = defineVerificationMethod({
  record: oneTimeTokenRecord,
  proves: (record) => ({
    ...(record.userId && { account: { userId: record.userId, isSuspended: record.userSuspended } }),
    newIdentity: { identifier: record.identifier, identifierVerified: true },
  }),
  routes: [verifyToken],
});
