import { socialUserInfoGuard } from '@gatehouse/connector-kit/social';
import { generateId } from '@gatehouse/schemas/ids';
import { z } from 'zod';
import { createConnectorLookup } from '../../connectors/public';
import { ApiError, assertThat } from '../../platform/http/api-error';
import { userRecords } from '../../users/public';
import { defineVerificationMethod, type VerificationStep, verificationRecord, verificationRoute } from './types';

/** What is kept of the provider's profile (its raw answer is not: the state stays small). */
const profileGuard = socialUserInfoGuard.omit({ rawData: true });

const socialRecord = verificationRecord('Social', {
  connectorId: z.string(),
  target: z.string(),
  syncProfile: z.boolean(),
  /** Checked against the provider's callback, which must carry it back unchanged. */
  state: z.string(),
  redirectUri: z.string(),
  /** What the connector must see again (PKCE verifier, nonce): server-side only. */
  session: z.record(z.string(), z.string()),
  authorizationUri: z.string(),
  profile: profileGuard.optional(),
  /** The user holding this identity already. */
  userId: z.string().optional(),
  userSuspended: z.boolean().default(false),
  /** A user whose email the provider vouches for: linking is offered, never done silently. */
  relatedUserId: z.string().optional(),
});
type SocialRecord = z.output<typeof socialRecord>;

const connectorParams = z.object({ connectorId: z.string().min(1).max(21) });

const findConnector = async (step: VerificationStep, connectorId: string) => {
  const connector = await createConnectorLookup(step.deps, step.tenantId).findSocialConnector(connectorId);
  if (!connector) throw new ApiError('connector.not_found', { id: connectorId });
  if (step.event !== 'ForgotPassword') {
    const sie = await step.settings();
    assertThat(sie.socialSignInConnectorTargets.includes(connector.target), 'session.sign_in_method_not_enabled', {
      target: connector.target,
    });
  }
  return connector;
};

const start = verificationRoute({
  path: '/social/{connectorId}/authorization-uri',
  summary: 'Start a social sign-in',
  description:
    "Returns the provider's authorization URL for the browser (`authorizationUri`) and the verification to finish with. `state` is the page's own random value; the provider's callback must bring it back. `redirectUri` is the page's callback (`…/callback/{connectorId}`), registered with the provider.",
  params: connectorParams,
  body: z.object({ state: z.string().min(8).max(512), redirectUri: z.url().max(2048) }),
  limits: ({ requests }) => [requests],
  reply: {
    schema: z.object({ authorizationUri: z.string() }),
    of: (record: SocialRecord) => ({ authorizationUri: record.authorizationUri }),
  },
  verify: async (step, { body, params }): Promise<SocialRecord> => {
    assertThat(step.event !== 'ForgotPassword', 'session.sign_in_method_not_enabled', { method: 'social' });
    const connector = await findConnector(step, params.connectorId);
    const started = await connector.getAuthorizationUri({ state: body.state, redirectUri: body.redirectUri });
    return {
      id: generateId(),
      type: 'Social',
      connectorId: connector.id,
      target: connector.target,
      syncProfile: connector.syncProfile,
      state: body.state,
      redirectUri: body.redirectUri,
      session: started.session ?? {},
      authorizationUri: started.authorizationUri,
      userSuspended: false,
    };
  },
});

const finish = verificationRoute({
  path: '/social/{connectorId}/verify',
  summary: 'Finish a social sign-in',
  description:
    "Hands the provider's callback (`connectorData`: its query or form fields) to the connector, which exchanges the code and reads the profile. A `state` other than the one sent is refused (`session.invalid_connector_state`). The verification then proves the social identity: identification signs in its user, offers to link an account whose email the provider vouches for, or registers a new one.",
  params: connectorParams,
  body: z.object({
    verificationId: z.string().min(1).max(32),
    connectorData: z.record(z.string().max(64), z.string().max(8192)),
  }),
  limits: ({ requests }) => [requests],
  verify: async (step, { body, params }): Promise<SocialRecord> => {
    const kept = socialRecord.safeParse(step.verifications.find((candidate) => candidate.id === body.verificationId));
    if (!kept.success || kept.data.connectorId !== params.connectorId) {
      throw new ApiError('session.verification_not_found', { verificationId: body.verificationId });
    }
    const record = kept.data;
    assertThat(!record.profile, 'session.verification_not_found', { verificationId: body.verificationId });
    assertThat(body.connectorData.state === record.state, 'session.invalid_connector_state');
    const connector = await findConnector(step, params.connectorId);
    const { rawData: _raw, ...profile } = await connector.getUserInfo({
      data: body.connectorData,
      redirectUri: record.redirectUri,
      session: record.session,
    });
    const users = userRecords(step.tenantId);
    const [holder, related] = await step.deps.database.withTenant(step.tenantId, async (trx) => [
      await users.findByIdentity(trx, record.target, profile.id),
      profile.email && profile.emailVerified
        ? await users.findByIdentifier(trx, 'email', profile.email.toLowerCase())
        : undefined,
    ]);
    return {
      ...record,
      // The code and the verifier are spent: nothing of them needs keeping.
      session: {},
      profile,
      ...(holder && { userId: holder.id, userSuspended: holder.isSuspended }),
      ...(!holder && related && { relatedUserId: related.id }),
    };
  },
});

/** Sign-in with a social connector: proves the person holds the identity at the provider. */
export const socialVerification = defineVerificationMethod({
  record: socialRecord,
  proves: (record) =>
    record.profile
      ? {
          social: {
            connectorId: record.connectorId,
            target: record.target,
            syncProfile: record.syncProfile,
            profile: record.profile,
            ...(record.userId && { userId: record.userId }),
            userSuspended: record.userSuspended,
            ...(record.relatedUserId && { relatedUserId: record.relatedUserId }),
          },
        }
      : {},
  routes: [start, finish],
});
