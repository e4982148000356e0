import {
  addMyMfaVerificationGuard,
  myBackupCodesGuard,
  myTotpSecretGuard,
  verificationIdHeader,
} from '@gatehouse/schemas/account-center';
import { mfaVerificationGuard, renameMfaVerificationGuard } from '@gatehouse/schemas/mfa';
import { z } from '@hono/zod-openapi';
import { createWebAuthnService } from '../mfa/public';
import type { PlatformDeps } from '../platform/deps';
import type { ApiApp } from '../platform/http/context';
import { accountAuthenticated } from '../platform/http/openapi';
import { send } from '../platform/http/respond';
import { defineRoute } from '../platform/http/route';
import { accountContext, accountTags as tags } from './routes.context';
import { createMyMfaService } from './service.mfa';
import { createMyPasskeyService } from './service.passkeys';

const security = accountAuthenticated;
const auth =
  "Takes the same end-user token as `/api/my-account` and answers only while the account center is enabled (403 `account_center.not_enabled`). The account center's `mfa` field governs these routes: Off is 403 `account_center.field_not_enabled`; a change needs `Edit` (403 `account_center.field_read_only`).";
const proofRule = `Needs a proof of identity from the last ten minutes in the \`${verificationIdHeader}\` header (403 \`account_center.identity_not_verified\` otherwise).`;
const enabledRule =
  "A factor the sign-in experience's `mfa.factors` does not enable is 422 `session.mfa.factor_not_enabled`.";

const list = defineRoute({
  method: 'get',
  path: '/api/my-account/mfa-verifications',
  summary: 'List my MFA factors',
  description: `Type, name, when each was added and last used; backup codes say how many are left. Never a secret. The email / SMS code factors my primary email / phone give, while the tenant enables them, are listed with \`derived: true\` (id: the factor type, name: the address). ${auth}`,
  tags,
  security,
  response: { status: 200, schema: z.array(mfaVerificationGuard), description: 'My factors.' },
});

const totpSecret = defineRoute({
  method: 'post',
  path: '/api/my-account/mfa-verifications/totp-secret/generate',
  summary: 'Generate a TOTP secret',
  description: `A new secret and its \`otpauth://\` URI for an authenticator app's QR code. Nothing is stored: send the secret back with a code it makes to \`POST /api/my-account/mfa-verifications\`. ${enabledRule} ${auth}`,
  tags,
  security,
  response: { status: 200, schema: myTotpSecretGuard, description: 'The secret.' },
  errors: [422],
});

const add = defineRoute({
  method: 'post',
  path: '/api/my-account/mfa-verifications',
  summary: 'Add an authenticator app (TOTP) or a passkey',
  description: `\`Totp\`: binds \`secret\` once \`code\` is a code it makes now (±30 s; 422 \`session.mfa.invalid_code\` otherwise, and that code is not accepted again). One authenticator app per user (422 \`user.totp_already_in_use\`). \`WebAuthn\`: binds the passkey of \`newIdentifierVerificationRecordId\`, a registration \`POST /api/verifications/web-authn/registration/verify\` verified in the last ten minutes (400 \`verification_record.invalid\` for any other record, or one already bound), named \`name\` or after its authenticator. ${enabledRule} ${proofRule} ${auth}`,
  tags,
  security,
  body: addMyMfaVerificationGuard,
  response: { status: 204, description: 'Added.' },
  errors: [422],
});

const backupCodes = defineRoute({
  method: 'post',
  path: '/api/my-account/mfa-verifications/backup-codes/generate',
  summary: 'Generate new backup codes',
  description: `Replaces my backup codes with ten new ones, answered this once (only their digests are kept). Only beside an authenticator app (422 \`user.backup_code_needs_factor\`). ${enabledRule} ${proofRule} ${auth}`,
  tags,
  security,
  response: { status: 200, schema: myBackupCodesGuard, description: 'The codes, shown once.' },
  errors: [422],
});

const remove = defineRoute({
  method: 'delete',
  path: '/api/my-account/mfa-verifications/{verificationId}',
  summary: 'Remove one of my MFA factors',
  description: `404 \`user.mfa_verification_not_found\` for an id that is not one of mine; 422 \`user.mfa_verification_derived\` for a derived code factor (it goes with my primary email / phone). ${proofRule} ${auth}`,
  tags,
  security,
  params: z.object({ verificationId: z.string().min(1).max(21) }),
  response: { status: 204, description: 'Removed.' },
  errors: [422],
});

const rename = defineRoute({
  method: 'patch',
  path: '/api/my-account/mfa-verifications/{verificationId}/name',
  summary: 'Rename one of my MFA factors',
  description: `A passkey's name (1–64 characters) as my list shows it. 404 \`user.mfa_verification_not_found\`; 422 \`user.mfa_verification_derived\` for a derived code factor. ${proofRule} ${auth}`,
  tags,
  security,
  params: z.object({ verificationId: z.string().min(1).max(21) }),
  body: renameMfaVerificationGuard,
  response: { status: 200, schema: mfaVerificationGuard, description: 'The renamed factor.' },
  errors: [422],
});

/** The services of an Account API MFA route: the token's user's factors, and the proof the request carries. */
export const myMfaContext = (deps: PlatformDeps) => {
  const context = accountContext(deps);
  return (c: Parameters<typeof context>[0]) => {
    const { account, verifications, userId, proof } = context(c);
    const { mfa, signInExperience } = c.var.services;
    const tenantId = c.get('tenantId');
    const passkeys = createMyPasskeyService(
      { database: deps.database, webAuthn: createWebAuthnService(deps, tenantId) },
      tenantId,
    );
    const service = createMyMfaService({
      account,
      mfa,
      verifications,
      passkeys,
      mfaSettings: async () => (await signInExperience.get()).mfa,
      passkeySignIn: async () => (await signInExperience.get()).passkeySignIn.enabled,
      tenantId,
    });
    return { service, userId, proof };
  };
};

/** The end user's own second factors: `/api/my-account/mfa-verifications*` (peer-interfaces §3.4). */
export const registerMyMfaRoutes = (app: ApiApp, deps: PlatformDeps) => {
  const mine = myMfaContext(deps);

  app.openapi(list, async (c) => {
    const { service, userId } = mine(c);
    return send(c, z.array(mfaVerificationGuard), await service.list(userId), 200);
  });
  app.openapi(totpSecret, async (c) => {
    const { service, userId } = mine(c);
    return send(c, myTotpSecretGuard, await service.newTotpSecret(userId), 200);
  });
  app.openapi(add, async (c) => {
    const { service, userId, proof } = mine(c);
    const body = c.req.valid('json');
    if (body.type === 'Totp') await service.addTotp(userId, body.secret, body.code, proof);
    else await service.addWebAuthn(userId, body.newIdentifierVerificationRecordId, body.name, proof);
    return c.body(null, 204);
  });
  app.openapi(backupCodes, async (c) => {
    const { service, userId, proof } = mine(c);
    return send(c, myBackupCodesGuard, await service.newBackupCodes(userId, proof), 200);
  });
  app.openapi(rename, async (c) => {
    const { service, userId, proof } = mine(c);
    const renamed = await service.rename(userId, c.req.valid('param').verificationId, c.req.valid('json').name, proof);
    return send(c, mfaVerificationGuard, renamed, 200);
  });
  app.openapi(remove, async (c) => {
    const { service, userId, proof } = mine(c);
    await service.remove(userId, c.req.valid('param').verificationId, proof);
    return c.body(null, 204);
  });
};
