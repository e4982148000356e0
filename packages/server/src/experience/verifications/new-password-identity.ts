import { generateId } from '@gatehouse/schemas/ids';
import { identifierGuard } from '@gatehouse/schemas/users';
import { z } from 'zod';
import { hashPassword } from '../../passwords/hashing';
import { validatePassword } from '../../passwords/policy';
import { ApiError, assertThat } from '../../platform/http/api-error';
import { inUseCode, normalizeIdentifier } from '../../users/identifiers';
import { userRecords } from '../../users/public';
import { passwordBody } from './password';
import { defineVerificationMethod, verificationRecord, verificationRoute } from './types';

const newPasswordIdentityRecord = verificationRecord('NewPasswordIdentity', {
  identifier: identifierGuard,
  passwordEncrypted: z.string(),
  passwordEncryptionMethod: z.string(),
});

const verifyNewPasswordIdentity = verificationRoute({
  path: '/new-password-identity',
  summary: 'Verify a new identity with a password (registration)',
  description:
    'Checks that the identifier is free and the password meets the policy; returns a verification to register with.',
  body: passwordBody,
  limits: ({ requests }) => [requests],
  verify: async (
    { deps, tenantId, event, settings, isBreached },
    { body: input },
  ): Promise<z.output<typeof newPasswordIdentityRecord>> => {
    assertThat(event === 'Register', 'session.interaction_event_required', { expected: 'Register' });
    const sie = await settings();
    const type = input.identifier.type;
    assertThat(sie.signUp.identifiers.includes(type), 'session.sign_in_method_not_enabled', { identifier: type });
    const value = normalizeIdentifier(type, input.identifier.value);
    const users = userRecords(tenantId);
    if (await deps.database.withTenant(tenantId, (trx) => users.existsByIdentifier(trx, type, value))) {
      throw new ApiError(inUseCode[type], { field: type });
    }
    await validatePassword(
      input.password,
      sie.passwordPolicy,
      { [type === 'email' ? 'email' : type === 'phone' ? 'phone' : 'username']: value },
      isBreached,
    );
    const hashed = await hashPassword(input.password);
    return { id: generateId(), type: 'NewPasswordIdentity', identifier: { type, value }, ...hashed };
  },
});

/**
 * Registration with an identifier and a password: proves the identifier free and the password
 * within the policy. Nothing proves the person receives mail there, so the identifier is unverified.
 */
export const newPasswordIdentityVerification = defineVerificationMethod({
  record: newPasswordIdentityRecord,
  proves: ({ identifier, passwordEncrypted, passwordEncryptionMethod }) => ({
    newIdentity: { identifier, identifierVerified: false, password: { passwordEncrypted, passwordEncryptionMethod } },
  }),
  routes: [verifyNewPasswordIdentity],
});
