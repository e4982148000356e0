import { myWebAuthnRegistrationGuard, verificationRecordGuard } from '@gatehouse/schemas/account-center';
import { z } from '@hono/zod-openapi';
import { asRegistrationResponse, registrationResponseGuard } from '../experience/verifications/web-authn-common';
import type { PlatformDeps } from '../platform/deps';
import type { ApiApp } from '../platform/http/context';
import { accountAuthenticated } from '../platform/http/openapi';
import { send } from '../platform/http/respond';
import { defineRoute } from '../platform/http/route';
import { webAuthnRelyingParty } from '../platform/tenancy';
import { verificationTags as tags } from './routes.context';
import { myMfaContext } from './routes.my-mfa';

const security = accountAuthenticated;
const rules =
  'Takes the same end-user token as `/api/my-account` and answers only while the account center is enabled (403 `account_center.not_enabled`), its `mfa` field is `Edit` (403 `account_center.field_not_enabled` / `account_center.field_read_only`) and the sign-in experience enables WebAuthn (422 `session.mfa.factor_not_enabled`).';

const registration = defineRoute({
  method: 'post',
  path: '/api/verifications/web-authn/registration',
  summary: 'Start registering a passkey',
  description: `The options for \`navigator.credentials.create()\`, for the tenant's relying party (the host of its sign-in pages: its endpoint, or the custom domain the request came on), excluding my passkeys, and the record that keeps their challenge for five minutes. Verify the browser's answer with \`POST /api/verifications/web-authn/registration/verify\`. ${rules}`,
  tags,
  security,
  response: { status: 200, schema: myWebAuthnRegistrationGuard, description: 'The options and their record.' },
  errors: [422],
});

const verifyRegistration = defineRoute({
  method: 'post',
  path: '/api/verifications/web-authn/registration/verify',
  summary: 'Verify a new passkey',
  description: `With the registration's \`verificationRecordId\` and the browser's answer (\`payload\`): it must answer that record's challenge, before it expires, for the tenant's relying-party id, from the sign-in pages' origin or one of the tenant's related origins (\`mfa.webAuthnRelatedOrigins\`). 422 \`session.mfa.webauthn_verification_failed\` when it does not (the challenge stays open), \`user.webauthn_credential_in_use\` for a credential already registered; 400 \`verification_record.invalid\` for a record that is not my open registration. A verified record is answered once; bind it within ten minutes with \`POST /api/my-account/mfa-verifications\` (type \`WebAuthn\`). ${rules}`,
  tags,
  security,
  body: z.object({ verificationRecordId: z.string().min(1).max(64), payload: registrationResponseGuard }),
  response: { status: 200, schema: verificationRecordGuard, description: 'The verified record.' },
  errors: [422],
});

/** Registering a passkey outside sign-in (peer-interfaces §3.3 step-up verifications). */
export const registerMyPasskeyRoutes = (app: ApiApp, deps: PlatformDeps) => {
  const mine = myMfaContext(deps);
  const relyingParty = (c: Parameters<typeof mine>[0]) =>
    webAuthnRelyingParty(deps.config, c.get('tenantId'), c.env.incoming.gatehouseCustomDomain);

  app.openapi(registration, async (c) => {
    const { service, userId } = mine(c);
    return send(c, myWebAuthnRegistrationGuard, await service.webAuthnRegistration(userId, relyingParty(c)), 200);
  });
  app.openapi(verifyRegistration, async (c) => {
    const { service, userId } = mine(c);
    const { verificationRecordId, payload } = c.req.valid('json');
    const record = await service.verifyWebAuthnRegistration(
      userId,
      relyingParty(c),
      verificationRecordId,
      asRegistrationResponse(payload),
    );
    return send(c, verificationRecordGuard, record, 200);
  });
};
