import {
  sendMyCodeGuard,
  verificationIdHeader,
  verificationRecordGuard,
  verifyMyCodeGuard,
  verifyMyPasswordGuard,
} from '@gatehouse/schemas/account-center';
import type { PlatformDeps } from '../platform/deps';
import type { ApiApp } from '../platform/http/context';
import { accountAuthenticated } from '../platform/http/openapi';
import { send } from '../platform/http/respond';
import { defineRoute } from '../platform/http/route';
import { clientIp } from '../platform/rate-limits';
import { accountContext, verificationTags as tags } from './routes.context';

const security = accountAuthenticated;
const auth =
  "Takes the same end-user token as `/api/my-account`, and answers only while the account center is enabled (403 `account_center.not_enabled`). The record belongs to the token's user and proves nothing to anyone else.";

const verifyPassword = defineRoute({
  method: 'post',
  path: '/api/verifications/password',
  summary: 'Prove my identity with my password',
  description: `Checks the signed-in user's current password and gives a record id to send as \`${verificationIdHeader}\`, valid for ten minutes. A wrong password is 422 \`session.invalid_credentials\` and counts against the account's lockout, shared with the sign-in pages (the sign-in experience's \`sentinelPolicy\`); while locked, 429 \`session.too_many_attempts\`. ${auth}`,
  tags,
  security,
  body: verifyMyPasswordGuard,
  response: { status: 201, schema: verificationRecordGuard, description: 'The record.' },
  errors: [422, 429],
});

const sendCode = defineRoute({
  method: 'post',
  path: '/api/verifications/verification-code',
  summary: 'Send a verification code to an email or phone',
  description: `Sends a code through the tenant's email or SMS connector (422 \`verification_code.no_connector\` without one) and gives the record it verifies: to the current email or phone, to prove who the user is; to a new one, to add it. Codes work ten minutes and ten tries; one a minute per address, and a few an hour (429). ${auth}`,
  tags,
  security,
  body: sendMyCodeGuard,
  response: { status: 201, schema: verificationRecordGuard, description: 'The record, not verified yet.' },
  errors: [422, 429],
});

const verifyCode = defineRoute({
  method: 'post',
  path: '/api/verifications/verification-code/verify',
  summary: 'Verify the code received',
  description: `Checks the code sent for the record \`verificationId\` to \`identifier\`; a right one verifies the record for ten minutes. A wrong code says the tries left (\`data.triesLeft\`); an unknown, expired or other-address record is 400 \`verification_record.invalid\`. ${auth}`,
  tags,
  security,
  body: verifyMyCodeGuard,
  response: { status: 200, schema: verificationRecordGuard, description: 'The verified record.' },
});

/** Step-up verification records of the Account API (peer-interfaces §3.3). */
export const registerVerificationRecordRoutes = (app: ApiApp, deps: PlatformDeps) => {
  const context = accountContext(deps);

  app.openapi(verifyPassword, async (c) => {
    const { account, verifications, userId } = context(c);
    await account.load(userId);
    const record = await verifications.verifyPassword(userId, c.req.valid('json').password);
    return send(c, verificationRecordGuard, record, 201);
  });
  app.openapi(sendCode, async (c) => {
    const { account, verifications, userId } = context(c);
    await account.load(userId);
    const record = await verifications.sendCode(userId, c.req.valid('json').identifier, {
      language: c.req.header('accept-language')?.split(',')[0]?.trim(),
      clientAddress: clientIp(c.env.incoming, deps.config.trustProxy),
    });
    return send(c, verificationRecordGuard, record, 201);
  });
  app.openapi(verifyCode, async (c) => {
    const { account, verifications, userId } = context(c);
    await account.load(userId);
    const { identifier, verificationId, code } = c.req.valid('json');
    return send(
      c,
      verificationRecordGuard,
      await verifications.verifyCode(userId, identifier, verificationId, code),
      200,
    );
  });
};
