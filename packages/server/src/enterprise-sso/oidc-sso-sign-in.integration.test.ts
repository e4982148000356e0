import type { TestProvider } from '@gatehouse/connectors/social/test/oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestGatehouse } from '../test/harness';
import type { api } from '../test/oidc-client';
import { ada, oidcConfig, oidcSsoSteps, startOidcSsoTestbed } from '../test/oidc-sso-testbed';

/*
 * Sign-in through an enterprise SSO connector to a real OpenID provider (oidc-provider) started
 * here: a newcomer registered with their identity and joined to the JIT organization, profile
 * sync, linking by an owned and verified email only, and the refusals (identity held elsewhere,
 * state, ID token).
 */

let gh: TestGatehouse;
let management: ReturnType<typeof api>;
let provider: TestProvider;
let appId: string;
let connectorId: string;
let organizationId: string;
let stop = async () => {};

const { flow, authorize, signInThroughSso, answerWithIdToken, ssoProof } = oidcSsoSteps(() => ({
  gh,
  provider,
  appId,
  connectorId,
}));

beforeAll(async () => {
  ({ gh, management, provider, appId, stop } = await startOidcSsoTestbed());
  const created = await management.post('/api/sso-connectors', {
    providerName: 'OIDC',
    connectorName: 'Corp',
    config: oidcConfig(provider.issuer),
    domains: ['corp.example'],
    syncProfile: true,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  connectorId = created.body.id;
  organizationId = (await management.post('/api/organizations', { name: 'Corp Org' })).body.id;
  const jit = await management.post(`/api/organizations/${organizationId}/jit/sso-connectors`, {
    ssoConnectorIds: [connectorId],
  });
  expect(jit.status).toBe(201);
});
afterAll(() => stop());

describe('SSO sign-in', () => {
  let adaId: string;

  it('registers a newcomer with their identity, joining the JIT organization; the second sign-in reuses it', async () => {
    adaId = await signInThroughSso();
    const user = (await management.get(`/api/users/${adaId}`)).body;
    expect(user).toMatchObject({ primaryEmail: 'ada@corp.example', name: 'Ada Corp', hasPassword: false });
    const identity = await management.get(`/api/users/${adaId}/sso-identities/${connectorId}`);
    expect(identity.status).toBe(200);
    expect(identity.body).toMatchObject({
      issuer: provider.issuer,
      identityId: 'idp-ada',
      ssoConnectorId: connectorId,
    });
    const organizations = (await management.get(`/api/users/${adaId}/organizations`)).body;
    expect(organizations.map((org: { id: string }) => org.id)).toEqual([organizationId]);

    // The connector syncs profiles: the provider's new name replaces the user's at the next sign-in.
    provider.useAccount({ ...ada, name: 'Ada Renamed' });
    try {
      expect(await signInThroughSso()).toBe(adaId);
    } finally {
      provider.useAccount(ada);
    }
    expect((await management.get(`/api/users/${adaId}`)).body.name).toBe('Ada Renamed');
  });

  it('links the identity to the account with the same email', async () => {
    const bob = await management.post('/api/users', { primaryEmail: 'bob@corp.example' });
    provider.useAccount({ sub: 'idp-bob', email: 'bob@corp.example', email_verified: true, name: 'Bob' });
    try {
      expect(await signInThroughSso()).toBe(bob.body.id);
    } finally {
      provider.useAccount(ada);
    }
    expect((await management.get(`/api/users/${bob.body.id}/sso-identities/${connectorId}`)).body.identityId).toBe(
      'idp-bob',
    );
  });

  it('never links an account whose email the connector does not own, or that the provider calls unverified', async () => {
    const outsider = await management.post('/api/users', { primaryEmail: 'carol@other.example' });
    const unverified = await management.post('/api/users', { primaryEmail: 'dan@corp.example' });
    for (const [account, user] of [
      [{ sub: 'idp-carol', email: 'carol@other.example', email_verified: true, name: 'Carol' }, outsider],
      [{ sub: 'idp-dan', email: 'dan@corp.example', email_verified: false, name: 'Dan' }, unverified],
    ] as const) {
      provider.useAccount(account);
      try {
        const attempt = await flow();
        const verificationId = await ssoProof(attempt);
        const identified = await attempt.call('POST', '/api/experience/identification', { verificationId });
        expect([identified.status, identified.body.code]).toEqual([404, 'user.identity_not_found']);
        // Registering instead finds the address taken: the account stays its owner's alone.
        await attempt.call('PUT', '/api/experience/interaction-event', { interactionEvent: 'Register' });
        const registered = await attempt.call('POST', '/api/experience/identification', { verificationId });
        expect([registered.status, registered.body.code]).toEqual([422, 'user.email_already_in_use']);
      } finally {
        provider.useAccount(ada);
      }
      const identity = await management.get(`/api/users/${user.body.id}/sso-identities/${connectorId}`);
      expect(identity.status).toBe(404);
    }
  });

  it('refuses a second identity for a user who holds one at the connector', async () => {
    provider.useAccount({ sub: 'idp-ada-2', email: 'ada@corp.example', email_verified: true, name: 'Ada Two' });
    try {
      const attempt = await flow();
      const verificationId = await ssoProof(attempt);
      const identified = await attempt.call('POST', '/api/experience/identification', { verificationId });
      expect(identified.status).toBe(422);
      expect(identified.body.code).toBe('sso_connector.identity_linked_to_another_user');
    } finally {
      provider.useAccount(ada);
    }
  });

  it("refuses a callback whose state is not the page's", async () => {
    const attempt = await flow();
    const { verificationId, connectorData } = await authorize(attempt);
    const verified = await attempt.call('POST', `/api/experience/verification/sso/${connectorId}/verify`, {
      verificationId,
      connectorData: { ...connectorData, state: 'another-state' },
    });
    expect(verified.status).toBe(400);
    expect(verified.body.code).toBe('session.invalid_connector_state');
  });

  it('refuses an ID token with another nonce or for another audience, and takes a right one', async () => {
    for (const [nonce, audience, status] of [
      ['not-this-sign-in', 'gatehouse', 400],
      [undefined, 'someone-else', 400],
      [undefined, 'gatehouse', 200],
    ] as const) {
      const attempt = await flow();
      const started = await authorize(attempt);
      await answerWithIdToken({ nonce: nonce ?? started.nonce }, audience);
      const verified = await attempt.call('POST', `/api/experience/verification/sso/${connectorId}/verify`, {
        verificationId: started.verificationId,
        connectorData: started.connectorData,
      });
      provider.interceptToken(undefined);
      expect(verified.status, `${nonce} ${audience}`).toBe(status);
      if (status === 400) expect(verified.body.code).toBe('connector.social_invalid_id_token');
    }
  });

  it('deletes the identity, then the connector with what hangs on it', async () => {
    expect((await management.delete(`/api/users/${adaId}/sso-identities/${connectorId}`)).status).toBe(204);
    expect((await management.get(`/api/users/${adaId}/sso-identities/${connectorId}`)).body.code).toBe(
      'sso_connector.identity_not_found',
    );
    expect((await management.delete(`/api/sso-connectors/${connectorId}`)).status).toBe(204);
    expect((await management.get(`/api/sso-connectors/${connectorId}`)).status).toBe(404);
    expect((await management.get(`/api/organizations/${organizationId}/jit/sso-connectors`)).body).toEqual([]);
  });
});
