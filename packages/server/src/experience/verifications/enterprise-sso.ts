import { generateId } from '@gatehouse/schemas/ids';
import { z } from 'zod';
import {
  findSsoIdentity,
  finishSsoSignIn,
  idpInitiatedCookie,
  openSsoConnector,
  startSsoSignIn,
} from '../../enterprise-sso/public';
import { ssoProfileOf } from '../../enterprise-sso/sso-profile';
import { ApiError, assertThat } from '../../platform/http/api-error';
import { userRecords } from '../../users/public';
import { defineVerificationMethod, type VerificationStep, verificationRecord, verificationRoute } from './types';

/** What is kept of the provider's claims: who the person is and the profile sign-in may sync. */
const profileGuard = z.object({
  email: z.string(),
  name: z.string().optional(),
  avatar: z.string().optional(),
});

const ssoRecord = verificationRecord('EnterpriseSso', {
  connectorId: z.string(),
  syncProfile: z.boolean(),
  /** Checked against the provider's callback, which must carry it back unchanged. */
  state: z.string(),
  redirectUri: z.string(),
  /** The nonce and PKCE verifier the callback needs: server-side only, spent by the callback. */
  session: z.record(z.string(), z.string()),
  authorizationUri: z.string(),
  issuer: z.string().optional(),
  identityId: z.string().optional(),
  profile: profileGuard.optional(),
  /** The standard claims the provider vouched for, kept on the identity. */
  detail: z.record(z.string(), z.unknown()).optional(),
  /** The user holding this identity already. */
  userId: z.string().optional(),
  userSuspended: z.boolean().default(false),
  /** The user whose email the connector's domain vouches for: identification links the identity to them. */
  relatedUserId: z.string().optional(),
});
type SsoRecord = z.output<typeof ssoRecord>;

const connectorParams = z.object({ connectorId: z.string().min(1).max(21) });
const keptClaims = ['sub', 'email', 'email_verified', 'name', 'given_name', 'family_name', 'picture', 'locale'];

const logKey = (step: VerificationStep, action: 'Create' | 'Submit') =>
  `Interaction.${step.event === 'Register' ? 'Register' : 'SignIn'}.Identifier.SingleSignOn.${action}` as const;

const start = verificationRoute({
  path: '/sso/{connectorId}/authorization-uri',
  summary: 'Start an enterprise SSO sign-in',
  description:
    "Returns the identity provider's sign-in URL (`authorizationUri`) and the verification to finish with. OpenID Connect: the code flow with the page's `state`, a nonce and PKCE S256; `redirectUri` is the page's callback, registered with the provider. SAML: an AuthnRequest (HTTP-Redirect binding) with the page's `state` as RelayState; the provider posts its answer to the connector's ACS, which sends the browser on to `redirectUri` with `state` (so it must be on the sign-in pages' origin, 400 otherwise). A SAML provider whose metadata URL does not answer is 422 `sso_connector.saml_metadata_unreachable`.",
  params: connectorParams,
  body: z.object({ state: z.string().min(8).max(512), redirectUri: z.url().max(2048) }),
  limits: ({ requests }) => [requests],
  reply: {
    schema: z.object({ authorizationUri: z.string() }),
    of: (record: SsoRecord) => ({ authorizationUri: record.authorizationUri }),
  },
  verify: async (step, { body, params }): Promise<SsoRecord> => {
    assertThat(step.event !== 'ForgotPassword', 'session.sign_in_method_not_enabled', { method: 'sso' });
    const connector = await openSsoConnector(step.deps, step.tenantId, params.connectorId);
    // A SAML answer reaches our ACS, which itself sends the browser on to `redirectUri`: only to
    // these sign-in pages (their origin), so the ACS is no open redirect.
    if (connector.providerType === 'saml' && new URL(body.redirectUri).origin !== step.relyingParty.origin) {
      throw new ApiError('guard.invalid_input', { field: 'redirectUri', reason: 'not on the sign-in pages' });
    }
    const started = await startSsoSignIn(
      step.deps,
      step.tenantId,
      connector,
      { state: body.state, redirectUri: body.redirectUri },
      step.cookie(idpInitiatedCookie),
    );
    step.log(logKey(step, 'Create'), { connectorId: connector.id });
    return {
      id: generateId(),
      type: 'EnterpriseSso',
      connectorId: connector.id,
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
  path: '/sso/{connectorId}/verify',
  summary: 'Finish an enterprise SSO sign-in',
  description:
    "Hands the provider's callback (`connectorData`: its query or form fields) over: a `state` other than the one sent is `session.invalid_connector_state`. OpenID Connect: the code is exchanged and the ID token checked (signature by the provider's keys, issuer, audience, nonce, expiry; else `connector.social_invalid_id_token`). SAML: the assertion the ACS accepted for this verification's request is taken (none yet: `session.verification_not_found`); a callback whose `error` is one of the ACS's refusal codes (`sso_connector.saml_*`, set when the ACS refused the answer and sent the browser back) answers that refusal. The verification then proves the identity: identification signs in its holder, links it to the account with the same email, or registers a new one.",
  params: connectorParams,
  body: z.object({
    verificationId: z.string().min(1).max(32),
    connectorData: z.record(z.string().max(64), z.string().max(8192)),
  }),
  limits: ({ requests }) => [requests],
  verify: async (step, { body, params }): Promise<SsoRecord> => {
    const kept = ssoRecord.safeParse(step.verifications.find((candidate) => candidate.id === body.verificationId));
    if (!kept.success || kept.data.connectorId !== params.connectorId || kept.data.profile) {
      throw new ApiError('session.verification_not_found', { verificationId: body.verificationId });
    }
    const record = kept.data;
    const fail = (error: ApiError) => {
      step.log(logKey(step, 'Submit'), { connectorId: record.connectorId }, error);
      return error;
    };
    if (body.connectorData.state !== record.state) throw fail(new ApiError('session.invalid_connector_state'));
    const connector = await openSsoConnector(step.deps, step.tenantId, params.connectorId);
    const { issuer, claims } = await finishSsoSignIn(step.deps, step.tenantId, connector, {
      data: body.connectorData,
      redirectUri: record.redirectUri,
      session: record.session,
    }).catch((error: unknown) => {
      throw error instanceof ApiError ? fail(error) : error;
    });
    const { identityId, email, name, avatar } = ssoProfileOf(claims);
    if (!email) throw fail(new ApiError('sso_connector.email_required', { connectorId: connector.id }));
    const detail = Object.fromEntries(keptClaims.flatMap((key) => (key in claims ? [[key, claims[key]]] : [])));
    const subject = { ssoConnectorId: connector.id, issuer, identityId };
    const users = userRecords(step.tenantId);
    // An existing account is linked by its email only where the connector owns the email's domain and the
    // provider does not call the address unverified: another company's provider cannot claim an account.
    const mayLink =
      connector.domains.includes(email.slice(email.lastIndexOf('@') + 1)) && claims.email_verified !== false;
    const [identity, related] = await step.deps.database.withTenant(step.tenantId, async (trx) => {
      const held = await findSsoIdentity(trx, step.tenantId, subject);
      const holder = held && (await users.findById(trx, held.userId));
      return [holder, holder || !mayLink ? undefined : await users.findByIdentifier(trx, 'email', email)];
    });
    step.log(logKey(step, 'Submit'), { connectorId: connector.id, userId: identity?.id ?? related?.id });
    return {
      ...record,
      // The code and the verifier are spent: nothing of them needs keeping.
      session: {},
      syncProfile: connector.syncProfile,
      issuer,
      identityId,
      profile: { email, name, avatar },
      detail,
      ...(identity && { userId: identity.id, userSuspended: identity.isSuspended }),
      ...(related && { relatedUserId: related.id }),
    };
  },
});

/** Sign-in with an enterprise SSO connector: proves the person holds the identity at the company's provider. */
export const enterpriseSsoVerification = defineVerificationMethod({
  record: ssoRecord,
  proves: (record) =>
    record.profile && record.issuer && record.identityId
      ? {
          enterpriseSso: {
            connectorId: record.connectorId,
            issuer: record.issuer,
            identityId: record.identityId,
            syncProfile: record.syncProfile,
            profile: record.profile,
            detail: record.detail ?? {},
            ...(record.userId && { userId: record.userId }),
            userSuspended: record.userSuspended,
            ...(record.relatedUserId && { relatedUserId: record.relatedUserId }),
          },
        }
      : {},
  routes: [start, finish],
});
