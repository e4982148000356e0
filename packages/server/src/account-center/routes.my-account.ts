import {
  myAccountGuard,
  patchMyAccountGuard,
  patchMyProfileGuard,
  setMyPasswordGuard,
  setPrimaryEmailGuard,
  setPrimaryPhoneGuard,
  verificationIdHeader,
} from '@gatehouse/schemas/account-center';
import { userProfileGuard } from '@gatehouse/schemas/users';
import type { PlatformDeps } from '../platform/deps';
import type { ApiApp } from '../platform/http/context';
import { accountAuthenticated } from '../platform/http/openapi';
import { send } from '../platform/http/respond';
import { defineRoute } from '../platform/http/route';
import { accountContext, accountTags as tags } from './routes.context';

const security = accountAuthenticated;
const auth =
  "Takes an end user's access token for the tenant's Account API resource, `{tenant endpoint}/api/my-account` (a JWT from an authorization code or refresh token grant of a first-party application, requested with `resource`); a management token is refused. While the account center is disabled every route answers 403 `account_center.not_enabled`.";
const fieldRule =
  'A field `Off` in the account center is 403 `account_center.field_not_enabled`, a `ReadOnly` one 403 `account_center.field_read_only`.';
const proofRule = `Needs a proof of identity from the last ten minutes in the \`${verificationIdHeader}\` header: the id of a record from \`POST /api/verifications/password\`, or of a verified code sent to the current email or phone (403 \`account_center.identity_not_verified\` otherwise).`;

const get = defineRoute({
  method: 'get',
  path: '/api/my-account',
  summary: 'Get my account',
  description: `The signed-in user's own account, with only the fields the account center does not turn off (\`email\` is \`primaryEmail\`, \`phone\` \`primaryPhone\`, \`social\` \`identities\`, \`password\` \`hasPassword\`). ${auth}`,
  tags,
  security,
  response: { status: 200, schema: myAccountGuard, description: 'The account.' },
});

const patch = defineRoute({
  method: 'patch',
  path: '/api/my-account',
  summary: 'Update my name, avatar, username or custom data',
  description: `Each field sent must be \`Edit\`. A username another user holds is 422 \`user.username_already_in_use\`; null clears a value (not the last way to identify the user: 422 \`account_center.last_identifier\`); \`customData\` replaces the stored object. ${fieldRule} ${auth}`,
  tags,
  security,
  body: patchMyAccountGuard,
  response: { status: 200, schema: myAccountGuard, description: 'The account.' },
  errors: [422],
});

const patchProfile = defineRoute({
  method: 'patch',
  path: '/api/my-account/profile',
  summary: 'Update my profile',
  description: `Merges the standard profile claims sent into the stored profile (the \`profile\` field must be \`Edit\`). ${fieldRule} ${auth}`,
  tags,
  security,
  body: patchMyProfileGuard,
  response: { status: 200, schema: userProfileGuard, description: 'The profile.' },
});

const setPassword = defineRoute({
  method: 'post',
  path: '/api/my-account/password',
  summary: 'Change my password',
  description: `Sets a new password, checked by the tenant's password policy (422 \`password_rejected.*\` with every issue in \`data.issues\`). ${proofRule} ${fieldRule} ${auth}`,
  tags,
  security,
  body: setMyPasswordGuard,
  response: { status: 204, description: 'Changed.' },
  errors: [422],
});

const primaryRoutes = <B extends typeof setPrimaryEmailGuard | typeof setPrimaryPhoneGuard>(
  type: 'email' | 'phone',
  body: B,
) => {
  const path = type === 'email' ? '/api/my-account/primary-email' : '/api/my-account/primary-phone';
  const noun = type === 'email' ? 'email' : 'phone number';
  return {
    set: defineRoute({
      method: 'post',
      path,
      summary: `Change my primary ${noun}`,
      description: `\`newIdentifierVerificationRecordId\` is a record of \`POST /api/verifications/verification-code\` for the new ${noun}, verified with the code received there, used once (400 \`verification_record.invalid\` otherwise). One another user holds is 422. ${proofRule} ${fieldRule} ${auth}`,
      tags,
      security,
      body,
      response: { status: 204, description: 'Changed.' },
      errors: [422],
    }),
    remove: defineRoute({
      method: 'delete',
      path,
      summary: `Remove my primary ${noun}`,
      description: `Not when it is the last way to identify the user (422 \`account_center.last_identifier\`). ${proofRule} ${fieldRule} ${auth}`,
      tags,
      security,
      response: { status: 204, description: 'Removed.' },
      errors: [422],
    }),
  };
};
const email = primaryRoutes('email', setPrimaryEmailGuard);
const phone = primaryRoutes('phone', setPrimaryPhoneGuard);

/** The end user's own account: `/api/my-account` (peer-interfaces §3.3). */
export const registerMyAccountRoutes = (app: ApiApp, deps: PlatformDeps) => {
  const context = accountContext(deps);

  app.openapi(get, async (c) => {
    const { account, userId } = context(c);
    return send(c, myAccountGuard, await account.get(userId), 200);
  });
  app.openapi(patch, async (c) => {
    const { account, userId } = context(c);
    return send(c, myAccountGuard, await account.patch(userId, c.req.valid('json')), 200);
  });
  app.openapi(patchProfile, async (c) => {
    const { account, userId } = context(c);
    return send(c, userProfileGuard, await account.patchProfile(userId, c.req.valid('json')), 200);
  });
  app.openapi(setPassword, async (c) => {
    const { account, userId, proof } = context(c);
    await account.setPassword(userId, c.req.valid('json').password, proof);
    return c.body(null, 204);
  });
  app.openapi(email.set, async (c) => {
    const { account, userId, proof } = context(c);
    const body = c.req.valid('json');
    await account.setPrimary(userId, 'email', body.email, body.newIdentifierVerificationRecordId, proof);
    return c.body(null, 204);
  });
  app.openapi(phone.set, async (c) => {
    const { account, userId, proof } = context(c);
    const body = c.req.valid('json');
    await account.setPrimary(userId, 'phone', body.phone, body.newIdentifierVerificationRecordId, proof);
    return c.body(null, 204);
  });
  app.openapi(email.remove, async (c) => {
    const { account, userId, proof } = context(c);
    await account.removePrimary(userId, 'email', proof);
    return c.body(null, 204);
  });
  app.openapi(phone.remove, async (c) => {
    const { account, userId, proof } = context(c);
    await account.removePrimary(userId, 'phone', proof);
    return c.body(null, 204);
  });
};
