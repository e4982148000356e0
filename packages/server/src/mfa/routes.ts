import {
  createdMfaVerificationGuard,
  createMfaVerificationGuard,
  mfaVerificationGuard,
  renameMfaVerificationGuard,
} from '@gatehouse/schemas/mfa';
import { z } from '@hono/zod-openapi';
import type { ApiApp } from '../platform/http/context';
import { userIdGuard } from '../platform/http/guards';
import { send } from '../platform/http/respond';
import { defineRoute } from '../platform/http/route';
import { newBackupCodes } from './service';

const tags = ['Users'];
const userIdParams = z.object({ id: userIdGuard });

const list = defineRoute({
  method: 'get',
  path: '/api/users/{id}/mfa-verifications',
  summary: "List a user's MFA factors",
  description:
    'Type, name, when each was added and last used; backup codes also say how many are left. Never a secret. The email / SMS code factors the user has by their primary email / phone, while the tenant enables them, are listed too with `derived: true` (id: the factor type, name: the address): they go only with the address (`DELETE` answers 422 `user.mfa_verification_derived`).',
  tags,
  params: userIdParams,
  response: { status: 200, schema: z.array(mfaVerificationGuard), description: "The user's factors." },
});

const create = defineRoute({
  method: 'post',
  path: '/api/users/{id}/mfa-verifications',
  summary: 'Add an MFA factor to a user',
  description:
    "`Totp` with a base32 `secret` (or a new one when left out) answers the secret and its `otpauth://` URI this once; 422 `user.totp_already_in_use` when the user has one. `BackupCode` (ten given `codes`, or ten new ones) replaces the user's backup codes and answers them this once.",
  tags,
  params: userIdParams,
  body: createMfaVerificationGuard,
  response: { status: 200, schema: createdMfaVerificationGuard, description: 'The secret or the codes, shown once.' },
  errors: [422],
});

const verificationParams = userIdParams.extend({ verificationId: z.string().min(1).max(21) });

const rename = defineRoute({
  method: 'patch',
  path: '/api/users/{id}/mfa-verifications/{verificationId}',
  summary: "Rename a user's MFA factor",
  description:
    'A passkey\'s name (1–64 characters) as its list shows it; a new passkey is named after its authenticator, or "Passkey". 404 `user.mfa_verification_not_found`; 422 `user.mfa_verification_derived` for a derived code factor (its name is the address).',
  tags,
  params: verificationParams,
  body: renameMfaVerificationGuard,
  response: { status: 200, schema: mfaVerificationGuard, description: 'The renamed factor.' },
  errors: [422],
});

const remove = defineRoute({
  method: 'delete',
  path: '/api/users/{id}/mfa-verifications/{verificationId}',
  summary: "Remove a user's MFA factor",
  description:
    'A derived code factor (id `EmailVerificationCode` / `PhoneVerificationCode`) is 422 `user.mfa_verification_derived`: remove the primary email / phone instead.',
  tags,
  params: verificationParams,
  response: { status: 204, description: 'Removed.' },
  errors: [422],
});

/** The management API of users' second factors (peer-interfaces §3.2). */
export const registerMfaRoutes = (app: ApiApp) => {
  app.openapi(list, async (c) => {
    const { mfa, signInExperience } = c.var.services;
    const enabled = (await signInExperience.get()).mfa.factors;
    return send(c, z.array(mfaVerificationGuard), await mfa.list(c.req.valid('param').id, enabled), 200);
  });
  app.openapi(create, async (c) => {
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const { mfa } = c.var.services;
    if (body.type === 'Totp') {
      const secret = body.secret ?? mfa.newTotpSecret();
      await mfa.addTotp(id, secret);
      return send(
        c,
        createdMfaVerificationGuard,
        { type: 'Totp', secret, keyUri: mfa.totpUri(secret, c.get('tenantId'), id) },
        200,
      );
    }
    const codes = body.codes ?? newBackupCodes();
    await mfa.replaceBackupCodes(id, codes);
    return send(c, createdMfaVerificationGuard, { type: 'BackupCode', codes }, 200);
  });
  app.openapi(rename, async (c) => {
    const { id, verificationId } = c.req.valid('param');
    const renamed = await c.var.services.mfa.rename(id, verificationId, c.req.valid('json').name);
    return send(c, mfaVerificationGuard, renamed, 200);
  });
  app.openapi(remove, async (c) => {
    const { id, verificationId } = c.req.valid('param');
    await c.var.services.mfa.remove(id, verificationId);
    return c.body(null, 204);
  });
};
