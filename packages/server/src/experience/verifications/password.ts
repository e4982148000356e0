import type { IdentifierType } from '@gatehouse/schemas/identifiers';
import { generateId } from '@gatehouse/schemas/ids';
import { type Identifier, identifierGuard } from '@gatehouse/schemas/users';
import { z } from 'zod';
import { ssoConnectorsByEmail } from '../../enterprise-sso/public';
import { dummyVerify } from '../../passwords/hashing';
import { ApiError, assertThat } from '../../platform/http/api-error';
import { normalizeIdentifier } from '../../users/identifiers';
import { checkAccountPassword } from '../account-password';
import { defineVerificationMethod, verificationRecord, verificationRoute } from './types';

export const passwordBody = z.object({ identifier: identifierGuard, password: z.string().min(1).max(256) });

const passwordRecord = verificationRecord('Password', {
  identifier: identifierGuard,
  /** The user whose password matched. */
  userId: z.string(),
  /** Whether that account was suspended when verified (submit checks again). */
  userSuspended: z.boolean().default(false),
});

const verifyPassword = verificationRoute({
  path: '/password',
  summary: 'Verify a password',
  description:
    'Checks the password of the account with this identifier. A wrong identifier and a wrong password get the same answer; repeated failures lock the identifier (429 `session.too_many_attempts`). Where the tenant requires single sign-on (`singleSignOnEnabled` and `singleSignOnRequired`), an email whose domain an SSO connector owns, or an account whose email it is, is 422 `session.sso_required` (`data.connectorId`): sign in through that connector.',
  body: passwordBody,
  limits: ({ passwordAttempts }) => [passwordAttempts],
  verify: async (
    { deps, sentinel, tenantId, event, settings, log },
    { body: input },
  ): Promise<z.output<typeof passwordRecord>> => {
    const sie = await settings();
    const type: IdentifierType = input.identifier.type;
    const method = sie.signIn.methods.find((candidate) => candidate.identifier === type && candidate.password);
    assertThat(method, 'session.sign_in_method_not_enabled', { identifier: type });
    let identifier: Identifier;
    try {
      identifier = { type, value: normalizeIdentifier(type, input.identifier.value) };
    } catch {
      // A malformed identifier cannot belong to anyone: same answer as a wrong password.
      await dummyVerify();
      throw new ApiError('session.invalid_credentials');
    }
    const logKey = `Interaction.${event}.Identifier.Password.Submit` as const;
    // Where the tenant requires it, an email at a domain an SSO connector owns signs in through it only.
    const assertNoSso = async (email: string | null | undefined, userId?: string) => {
      if (!email || !sie.singleSignOnEnabled || !sie.singleSignOnRequired) return;
      const [connector] = await ssoConnectorsByEmail(deps, tenantId, email);
      if (!connector) return;
      const error = new ApiError('session.sso_required', { connectorId: connector.id });
      log(logKey, { identifierType: type, interactionEvent: event, userId }, error);
      throw error;
    };
    if (type === 'email') await assertNoSso(identifier.value);
    const user = await checkAccountPassword(
      { deps, sentinel, tenantId },
      sie.sentinelPolicy,
      identifier,
      input.password,
      (error, userId) => log(logKey, { identifierType: type, interactionEvent: event, userId }, error),
    );
    // A username or phone number of an account whose email such a connector owns: the same.
    await assertNoSso(user.primaryEmail, user.id);
    log(logKey, { identifierType: type, interactionEvent: event, userId: user.id });
    return {
      id: generateId(),
      type: 'Password',
      identifier,
      userId: user.id,
      userSuspended: user.isSuspended,
    };
  },
});

/** An identifier and the password of its account: proves the account, under the tenant's lockout. */
export const passwordVerification = defineVerificationMethod({
  record: passwordRecord,
  proves: (record) => ({ account: { userId: record.userId, isSuspended: record.userSuspended } }),
  routes: [verifyPassword],
});
