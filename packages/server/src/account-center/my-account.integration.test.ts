import { startHttpServer } from '@gatehouse/connectors/message-support/test/local-http';
import { bodyOf, startSmtpServer } from '@gatehouse/connectors/message-support/test/local-smtp';
import {
  type AccountCenterField,
  type AccountCenterFields,
  accountCenterFields,
} from '@gatehouse/schemas/account-center';
import { defaultSentinelPolicy } from '@gatehouse/schemas/sign-in-experience';
import { decodeJwt, importJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provisionTenant } from '../app/seed';
import { createApplicationService } from '../applications/service';
import { createKeyQueries } from '../oidc/keys';
import { accountApiIndicator, managementIndicator } from '../platform/tenancy';
import { signInWithPassword, startSignIn } from '../test/experience-client';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, client, managementToken } from '../test/oidc-client';

/*
 * The end users' Account API against a real server: tokens from a real sign-in (authorization code
 * with the Account API resource), codes delivered for real (SMTP to a local SMTP server, SMS to a
 * local HTTP server) and read where they landed.
 */

let gh: TestGatehouse;
let management: ReturnType<typeof api>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let sms: Awaited<ReturnType<typeof startHttpServer>>;
let appId: string;
let thirdPartyId: string;
const redirectUri = 'http://localhost:5173/callback';
const password = 'Analytical-Engine-1843';

type Person = { id: string; username: string; token: string; http: ReturnType<typeof api> };
let ada: Person;
let bob: Person;

const accountResource = () => accountApiIndicator(gh.config, 'default');

const signIn = async (username: string, secret = password, clientId = appId) => {
  const flow = await startSignIn(gh.userUrl, {
    issuer: `${gh.userUrl}/oidc`,
    clientId,
    redirectUri,
    scope: 'openid offline_access',
    extra: { resource: accountResource() },
  });
  return { flow, tokens: await signInWithPassword(flow, { type: 'username', value: username }, secret) };
};

const person = async (username: string, extra: Record<string, unknown> = {}): Promise<Person> => {
  const created = await management.post('/api/users', { username, password, ...extra });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const { tokens } = await signIn(username);
  return { id: created.body.id, username, token: tokens.access_token, http: api(gh.userUrl, tokens.access_token) };
};

/** Sets every field to `control`, then the exceptions. */
const configure = async (control: 'Off' | 'ReadOnly' | 'Edit', fields: Partial<AccountCenterFields> = {}) => {
  const all = Object.fromEntries(accountCenterFields.map((field) => [field, control]));
  const response = await management.patch('/api/account-center', { enabled: true, fields: { ...all, ...fields } });
  expect(response.status).toBe(200);
};

const mailedCode = (to: string) => {
  const mail = smtp.received.filter((message) => message.to.includes(to)).at(-1);
  const code = mail && /(\d{6})/.exec(bodyOf(mail.raw).replace(/=\r\n/g, ''))?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
};
const textedCode = (to: string) => {
  const message = sms.received
    .map((request) => JSON.parse(request.body) as { to: string; code: string })
    .filter((body) => body.to === to)
    .at(-1);
  if (!message) throw new Error(`no SMS to ${to}`);
  return message.code;
};

/** A verified code record for the address, through the Account API and a real delivery. */
const codeRecord = async (who: Person, identifier: { type: 'email' | 'phone'; value: string }) => {
  const sent = await who.http.post('/api/verifications/verification-code', { identifier });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  const code = identifier.type === 'email' ? mailedCode(identifier.value.toLowerCase()) : textedCode(identifier.value);
  const verified = await who.http.post('/api/verifications/verification-code/verify', {
    identifier,
    verificationId: sent.body.verificationRecordId,
    code,
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return verified.body.verificationRecordId as string;
};

const passwordRecord = async (who: Person, secret = password) => {
  const response = await who.http.post('/api/verifications/password', { password: secret });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.verificationRecordId as string;
};

const withProof = (proof: string) => ({ 'logto-verification-id': proof });

const call = (who: Person, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  fetch(`${gh.userUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${who.token}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then(async (response) => ({
    status: response.status,
    body: (await response.json().catch(() => undefined)) as any,
  }));

beforeAll(async () => {
  gh = await startTestGatehouse();
  management = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
  smtp = await startSmtpServer();
  sms = await startHttpServer(() => ({ status: 200, body: '{}' }));
  const applications = createApplicationService(gh.deps, 'default');
  const metadata = { redirectUris: [redirectUri], postLogoutRedirectUris: [] };
  appId = (await applications.create({ name: 'Account SPA', type: 'SPA', oidcClientMetadata: metadata })).id;
  thirdPartyId = (
    await applications.create({ name: 'Elsewhere', type: 'SPA', isThirdParty: true, oidcClientMetadata: metadata })
  ).id;
  expect(
    (
      await management.post('/api/connectors', {
        connectorId: 'smtp',
        config: { host: '127.0.0.1', port: smtp.port, security: 'none', fromAddress: 'noreply@gatehouse.test' },
      })
    ).status,
  ).toBe(201);
  expect((await management.post('/api/connectors', { connectorId: 'http-sms', config: { url: sms.url } })).status).toBe(
    201,
  );
  ada = await person('ada', { primaryEmail: 'ada@account.example' });
  bob = await person('bob', { primaryEmail: 'bob@account.example' });
});
afterAll(async () => {
  await gh?.stop();
  await smtp?.close();
  await sms?.close();
});

describe('the Account API token', () => {
  it("is a JWT for the tenant's Account API resource whose subject is the user", () => {
    const claims = decodeJwt(ada.token);
    expect(claims).toMatchObject({ aud: accountResource(), sub: ada.id, iss: `${gh.userUrl}/oidc` });
  });

  it('comes from a refresh token too, and works on the Account API', async () => {
    const { flow, tokens } = await signIn('ada');
    const refreshed = await client.refreshTokenGrant(flow.config, tokens.refresh_token ?? '', {
      resource: accountResource(),
    });
    expect(decodeJwt(refreshed.access_token)).toMatchObject({ aud: accountResource(), sub: ada.id });
    await configure('ReadOnly');
    expect((await api(gh.userUrl, refreshed.access_token).get('/api/my-account')).body.id).toBe(ada.id);
  });

  it('is refused to an application on its own and to a third-party application', async () => {
    const m2m = await createManagementApp(gh, 'default', 'Robot');
    const config = await client.discovery(new URL(`${gh.userUrl}/oidc`), m2m.id, m2m.secret, undefined, {
      execute: [client.allowInsecureRequests],
    });
    await expect(client.clientCredentialsGrant(config, { resource: accountResource() })).rejects.toMatchObject({
      error: 'invalid_target',
    });
    await expect(signIn('ada', password, thirdPartyId)).rejects.toThrow();
  });
});

describe('authentication', () => {
  it('answers 401 without a token, with a management token, a forged, an expired or a wrong-audience token', async () => {
    await configure('ReadOnly');
    const keys = await gh.deps.database.withTenant('default', (trx) =>
      createKeyQueries(gh.deps.box).findPrivateKeys(trx),
    );
    const key = keys[0];
    if (!key) throw new Error('no key');
    const signingKey = await importJWK(key, key.alg);
    const sign = (claims: Record<string, unknown>, expiresIn: string | number) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: key.alg, kid: key.kid })
        .setIssuer(`${gh.userUrl}/oidc`)
        .setSubject(ada.id)
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(signingKey);
    const [payload = '', signature = ''] = ada.token.split('.').slice(1);
    const tampered = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = `${ada.token.split('.')[0]}.${Buffer.from(JSON.stringify({ ...tampered, sub: bob.id })).toString('base64url')}.${signature}`;
    const tokens = {
      none: undefined,
      management: await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh, 'default', 'Admin robot')),
      forged,
      expired: await sign({ aud: accountResource() }, Math.floor(Date.now() / 1000) - 60),
      'management audience': await sign({ aud: managementIndicator(gh.config, 'default') }, '5m'),
      'application subject': await sign({ aud: accountResource(), client_id: ada.id }, '5m'),
    };
    for (const [label, token] of Object.entries(tokens)) {
      for (const [method, path] of [
        ['get', '/api/my-account'],
        ['patch', '/api/my-account'],
        ['post', '/api/verifications/password'],
      ] as const) {
        const response = await api(gh.userUrl, token)[method](path, method === 'get' ? undefined : { name: 'x' });
        expect(response.status, `${label}: ${method} ${path}`).toBe(401);
        expect(response.body.code, label).toBe('auth.unauthorized');
      }
    }
    // The same key and claims, rightly dated, are accepted: the refusals above are for what they say.
    expect((await api(gh.userUrl, await sign({ aud: accountResource() }, '5m')).get('/api/my-account')).status).toBe(
      200,
    );
  });

  it("refuses one tenant's token at another tenant", async () => {
    await provisionTenant(gh.deps, { id: 'acme', name: 'Acme', tag: 'development', regionName: 'US' });
    const acme = api(
      gh.userUrl,
      await managementToken(`${gh.userUrl}/t/acme/oidc`, await createManagementApp(gh, 'acme')),
    );
    await acme.patch('/t/acme/api/account-center', { enabled: true, fields: { name: 'Edit' } });
    const response = await ada.http.get('/t/acme/api/my-account');
    expect(response.status).toBe(401);
    expect((await ada.http.patch('/t/acme/api/my-account', { name: 'Intruder' })).status).toBe(401);
  });

  it('answers only for the token’s own user: a user never reads nor changes another', async () => {
    await configure('Edit');
    expect((await ada.http.get('/api/my-account')).body.id).toBe(ada.id);
    expect((await bob.http.get('/api/my-account')).body.id).toBe(bob.id);
    // Ada's proof of identity is hers alone.
    const proof = await passwordRecord(ada);
    const stolen = await call(
      bob,
      'POST',
      '/api/my-account/password',
      { password: 'Stolen-Proof-2024!' },
      withProof(proof),
    );
    expect(stolen.status).toBe(403);
    expect(stolen.body.code).toBe('account_center.identity_not_verified');
  });

  it('refuses a suspended user', async () => {
    await configure('Edit');
    const eve = await person('eve');
    await management.patch(`/api/users/${eve.id}/is-suspended`, { isSuspended: true });
    const response = await eve.http.get('/api/my-account');
    expect(response.status).toBe(401);
    expect(response.body.code).toBe('user.suspended');
  });
});

describe('the account center decides', () => {
  const writes: [AccountCenterField, (who: Person) => Promise<{ status: number; body: any }>][] = [
    ['name', (who) => who.http.patch('/api/my-account', { name: 'Ada' })],
    ['avatar', (who) => who.http.patch('/api/my-account', { avatar: 'https://example.com/ada.png' })],
    ['username', (who) => who.http.patch('/api/my-account', { username: `${who.username}_x` })],
    ['customData', (who) => who.http.patch('/api/my-account', { customData: { theme: 'dark' } })],
    ['profile', (who) => who.http.patch('/api/my-account/profile', { nickname: 'Countess' })],
    ['password', (who) => who.http.post('/api/my-account/password', { password: 'Never-Checked-9!' })],
    [
      'email',
      (who) =>
        who.http.post('/api/my-account/primary-email', {
          email: 'x@y.example',
          newIdentifierVerificationRecordId: 'x',
        }),
    ],
    ['email', (who) => who.http.delete('/api/my-account/primary-email')],
    [
      'phone',
      (who) =>
        who.http.post('/api/my-account/primary-phone', {
          phone: '15550001111',
          newIdentifierVerificationRecordId: 'x',
        }),
    ],
    ['phone', (who) => who.http.delete('/api/my-account/primary-phone')],
  ];
  const readKeys: Record<AccountCenterField, string[]> = {
    name: ['name'],
    avatar: ['avatar'],
    profile: ['profile'],
    customData: ['customData'],
    username: ['username'],
    email: ['primaryEmail'],
    phone: ['primaryPhone'],
    password: ['hasPassword'],
    social: ['identities'],
    mfa: [],
  };

  it('answers 403 account_center.not_enabled on every route while it is disabled', async () => {
    await configure('Edit');
    await management.patch('/api/account-center', { enabled: false });
    const answers = [
      await ada.http.get('/api/my-account'),
      ...(await Promise.all(writes.map(([, write]) => write(ada)))),
      await ada.http.post('/api/verifications/password', { password }),
      await ada.http.post('/api/verifications/verification-code', {
        identifier: { type: 'email', value: 'ada@account.example' },
      }),
      await ada.http.post('/api/verifications/verification-code/verify', {
        identifier: { type: 'email', value: 'ada@account.example' },
        verificationId: 'x',
        code: '123456',
      }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe('account_center.not_enabled');
    }
    expect(smtp.received.filter((mail) => mail.to.includes('ada@account.example'))).toEqual([]);
  });

  for (const field of accountCenterFields) {
    it(`hides "${field}" when Off, shows it but refuses writes when ReadOnly`, async () => {
      await configure('Edit', { [field]: 'Off' });
      const hidden = await ada.http.get('/api/my-account');
      expect(hidden.status).toBe(200);
      for (const key of readKeys[field]) expect(hidden.body).not.toHaveProperty(key);
      for (const [, write] of writes.filter(([written]) => written === field)) {
        const refused = await write(ada);
        expect(refused.status, field).toBe(403);
        expect(refused.body).toMatchObject({ code: 'account_center.field_not_enabled', data: { field } });
      }

      await configure('Edit', { [field]: 'ReadOnly' });
      const shown = await ada.http.get('/api/my-account');
      for (const key of readKeys[field]) expect(shown.body).toHaveProperty(key);
      for (const [, write] of writes.filter(([written]) => written === field)) {
        const refused = await write(ada);
        expect(refused.status, field).toBe(403);
        expect(refused.body).toMatchObject({ code: 'account_center.field_read_only', data: { field } });
      }
    });
  }

  it('shows only the id when every field is Off, and every field when none is', async () => {
    await configure('Off');
    expect((await ada.http.get('/api/my-account')).body).toEqual({ id: ada.id });
    await configure('ReadOnly');
    const all = (await ada.http.get('/api/my-account')).body;
    expect(Object.keys(all).sort()).toEqual(
      [
        'id',
        'name',
        'avatar',
        'profile',
        'customData',
        'username',
        'primaryEmail',
        'primaryPhone',
        'hasPassword',
        'identities',
      ].sort(),
    );
    expect(all).toMatchObject({ username: 'ada', primaryEmail: 'ada@account.example', hasPassword: true });
    expect(JSON.stringify(all)).not.toMatch(/argon2|passwordEncrypted/);
  });

  it('writes Edit fields through the users rules, with their event', async () => {
    await configure('Edit');
    const patched = await ada.http.patch('/api/my-account', {
      name: 'Ada Lovelace',
      avatar: 'https://example.com/ada.png',
      customData: { theme: 'dark' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      name: 'Ada Lovelace',
      avatar: 'https://example.com/ada.png',
      customData: { theme: 'dark' },
    });
    const profile = await ada.http.patch('/api/my-account/profile', {
      nickname: 'Countess',
      address: { country: 'UK' },
    });
    expect(profile.status).toBe(200);
    expect(profile.body).toEqual({ nickname: 'Countess', address: { country: 'UK' } });
    expect((await ada.http.patch('/api/my-account/profile', { givenName: 'Ada' })).body).toMatchObject({
      nickname: 'Countess',
      givenName: 'Ada',
    });
    const stored = (await management.get(`/api/users/${ada.id}`)).body;
    expect(stored).toMatchObject({ name: 'Ada Lovelace', profile: { nickname: 'Countess', givenName: 'Ada' } });

    await gh.settle();
    const events = await gh.deps.database.withTenant('default', (trx) =>
      trx.selectFrom('logs').select(['key', 'payload']).where('key', '=', 'TriggerHook.User.Data.Updated').execute(),
    );
    expect(events.filter((event) => event.payload.userId === ada.id).length).toBeGreaterThanOrEqual(3);
  });

  it('refuses bad input with 400 and a username another user holds with 422, changing nothing', async () => {
    await configure('Edit');
    const before = (await management.get(`/api/users/${ada.id}`)).body;
    const taken = await ada.http.patch('/api/my-account', { username: 'bob' });
    expect(taken.status).toBe(422);
    expect(taken.body.code).toBe('user.username_already_in_use');
    for (const body of [
      {},
      { username: '9lives' },
      { username: '  ' },
      { avatar: 'javascript:alert(1)' },
      { password: 'x' },
      { isSuspended: false },
    ]) {
      const refused = await ada.http.patch('/api/my-account', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    expect((await ada.http.patch('/api/my-account/profile', { unknown: 'x' })).status).toBe(400);
    const overlong = await call(
      ada,
      'POST',
      '/api/my-account/password',
      { password: 'Long-Proof-1843!' },
      {
        'logto-verification-id': 'x'.repeat(5_000),
      },
    );
    expect(overlong.body.code).toBe('account_center.identity_not_verified');
    expect((await management.get(`/api/users/${ada.id}`)).body).toEqual(before);
  });
});

describe('password', () => {
  it('needs a proof of identity, checks the policy, and then changes the password', async () => {
    await configure('Edit');
    const carol = await person('carol');
    const without = await carol.http.post('/api/my-account/password', { password: 'Babbage-Engine-1837' });
    expect(without.status).toBe(403);
    expect(without.body.code).toBe('account_center.identity_not_verified');
    const unknown = await call(
      carol,
      'POST',
      '/api/my-account/password',
      { password: 'Babbage-Engine-1837' },
      withProof('nope'),
    );
    expect(unknown.body.code).toBe('account_center.identity_not_verified');

    const wrong = await carol.http.post('/api/verifications/password', { password: 'not-my-password' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe('session.invalid_credentials');

    const proof = await passwordRecord(carol);
    const weak = await call(carol, 'POST', '/api/my-account/password', { password: 'short' }, withProof(proof));
    expect(weak.status).toBe(422);
    expect(weak.body.code).toBe('password_rejected.too_short');
    expect(weak.body.data.issues.length).toBeGreaterThan(0);

    const changed = await call(
      carol,
      'POST',
      '/api/my-account/password',
      { password: 'Babbage-Engine-1837' },
      withProof(proof),
    );
    expect(changed.status).toBe(204);
    expect(
      (await management.post(`/api/users/${carol.id}/password/verify`, { password: 'Babbage-Engine-1837' })).status,
    ).toBe(204);
    expect((await management.post(`/api/users/${carol.id}/password/verify`, { password })).status).toBe(422);
  });

  it('takes a code received at the current email as proof of identity', async () => {
    await configure('Edit');
    const dora = await person('dora', { primaryEmail: 'dora@account.example' });
    const proof = await codeRecord(dora, { type: 'email', value: 'Dora@Account.example' });
    const changed = await call(
      dora,
      'POST',
      '/api/my-account/password',
      { password: 'Jacquard-Loom-1804' },
      withProof(proof),
    );
    expect(changed.status).toBe(204);
  });

  it('locks the account after the lockout policy’s wrong passwords, as the sign-in pages do', async () => {
    await configure('Edit');
    const fay = await person('fay');
    await management.patch('/api/sign-in-exp', { sentinelPolicy: { maxAttempts: 3, lockoutDuration: 5 } });
    try {
      for (let attempt = 0; attempt < 3; attempt++) {
        expect((await fay.http.post('/api/verifications/password', { password: 'guess' })).status).toBe(422);
      }
      const locked = await fay.http.post('/api/verifications/password', { password });
      expect(locked.status).toBe(429);
      expect(locked.body.code).toBe('session.too_many_attempts');
      // The same lock holds on the sign-in pages.
      await expect(signIn('fay')).rejects.toThrow(/429|too_many/);
    } finally {
      await management.patch('/api/sign-in-exp', { sentinelPolicy: defaultSentinelPolicy });
    }
  });
});

describe('primary email and phone', () => {
  it('changes the email with a code received there and a proof of identity; the record works once', async () => {
    await configure('Edit');
    const gus = await person('gus', { primaryEmail: 'gus@account.example' });
    const proof = await passwordRecord(gus);
    const record = await codeRecord(gus, { type: 'email', value: 'gus.new@account.example' });

    const noProof = await gus.http.post('/api/my-account/primary-email', {
      email: 'gus.new@account.example',
      newIdentifierVerificationRecordId: record,
    });
    expect(noProof.body.code).toBe('account_center.identity_not_verified');
    const otherAddress = await call(
      gus,
      'POST',
      '/api/my-account/primary-email',
      { email: 'gus.other@account.example', newIdentifierVerificationRecordId: record },
      withProof(proof),
    );
    expect(otherAddress.status).toBe(400);
    expect(otherAddress.body.code).toBe('verification_record.invalid');
    // A proof of identity is not a proof of the new address.
    const notACode = await call(
      gus,
      'POST',
      '/api/my-account/primary-email',
      { email: 'gus.new@account.example', newIdentifierVerificationRecordId: proof },
      withProof(proof),
    );
    expect(notACode.body.code).toBe('verification_record.invalid');

    const changed = await call(
      gus,
      'POST',
      '/api/my-account/primary-email',
      { email: 'GUS.new@account.example', newIdentifierVerificationRecordId: record },
      withProof(proof),
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(204);
    expect((await gus.http.get('/api/my-account')).body.primaryEmail).toBe('gus.new@account.example');
    const again = await call(
      gus,
      'POST',
      '/api/my-account/primary-email',
      { email: 'gus.new@account.example', newIdentifierVerificationRecordId: record },
      withProof(proof),
    );
    expect(again.body.code).toBe('verification_record.invalid');
  });

  it('refuses a wrong code, an unverified record, and an email another user holds', async () => {
    await configure('Edit');
    const hal = await person('hal', { primaryEmail: 'hal@account.example' });
    const proof = await passwordRecord(hal);
    const sent = await hal.http.post('/api/verifications/verification-code', {
      identifier: { type: 'email', value: 'hal.new@account.example' },
    });
    const code = mailedCode('hal.new@account.example');
    const unverified = await call(
      hal,
      'POST',
      '/api/my-account/primary-email',
      { email: 'hal.new@account.example', newIdentifierVerificationRecordId: sent.body.verificationRecordId },
      withProof(proof),
    );
    expect(unverified.body.code).toBe('verification_record.invalid');
    const wrong = await hal.http.post('/api/verifications/verification-code/verify', {
      identifier: { type: 'email', value: 'hal.new@account.example' },
      verificationId: sent.body.verificationRecordId,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('verification_code.code_mismatch');
    // Bob's record is not Hal's.
    const foreign = await bob.http.post('/api/verifications/verification-code/verify', {
      identifier: { type: 'email', value: 'hal.new@account.example' },
      verificationId: sent.body.verificationRecordId,
      code,
    });
    expect(foreign.body.code).toBe('verification_record.invalid');

    const taken = await codeRecord(hal, { type: 'email', value: 'bob@account.example' });
    const refused = await call(
      hal,
      'POST',
      '/api/my-account/primary-email',
      { email: 'bob@account.example', newIdentifierVerificationRecordId: taken },
      withProof(proof),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('user.email_already_in_use');
    expect((await hal.http.get('/api/my-account')).body.primaryEmail).toBe('hal@account.example');
  });

  it('adds and removes a phone number, and never removes the last way to identify the user', async () => {
    await configure('Edit');
    const ivy = await person('ivy');
    const proof = await passwordRecord(ivy);
    const record = await codeRecord(ivy, { type: 'phone', value: '+15550003333' });
    const added = await call(
      ivy,
      'POST',
      '/api/my-account/primary-phone',
      { phone: '+1 555 000 3333', newIdentifierVerificationRecordId: record },
      withProof(proof),
    );
    expect(added.status, JSON.stringify(added.body)).toBe(204);
    expect((await ivy.http.get('/api/my-account')).body.primaryPhone).toBe('15550003333');

    const noUsername = await ivy.http.patch('/api/my-account', { username: null });
    expect(noUsername.status).toBe(200);
    const last = await call(ivy, 'DELETE', '/api/my-account/primary-phone', undefined, withProof(proof));
    expect(last.status).toBe(422);
    expect(last.body.code).toBe('account_center.last_identifier');
    expect((await ivy.http.patch('/api/my-account', { username: 'ivy' })).status).toBe(200);
    const removed = await call(ivy, 'DELETE', '/api/my-account/primary-phone', undefined, withProof(proof));
    expect(removed.status).toBe(204);
    expect((await ivy.http.get('/api/my-account')).body.primaryPhone).toBeNull();
    expect((await ivy.http.patch('/api/my-account', { username: null })).body.code).toBe(
      'account_center.last_identifier',
    );
  });
});

describe('verification records', () => {
  it("belong to their user: they go when the user is deleted, and never leave the user's tenant", async () => {
    await configure('Edit');
    const kim = await person('kim');
    const proof = await passwordRecord(kim);
    const records = () =>
      gh.deps.database.system
        .selectFrom('accountVerificationRecords')
        .select(['id', 'tenantId', 'userId'])
        .where('userId', '=', kim.id)
        .execute();
    expect(await records()).toEqual([{ id: proof, tenantId: 'default', userId: kim.id }]);
    expect((await management.delete(`/api/users/${kim.id}`)).status).toBe(204);
    expect(await records()).toEqual([]);
    // The deleted user's token identifies no one now.
    expect((await kim.http.get('/api/my-account')).status).toBe(401);
  });
});

describe('CORS', () => {
  it("lets any origin's pages call the Account API with a bearer token, and only the console's call the management API", async () => {
    const preflight = (path: string) =>
      fetch(`${gh.userUrl}${path}`, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://app.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type,logto-verification-id',
        },
      });
    const account = await preflight('/api/my-account/password');
    expect(account.headers.get('access-control-allow-origin')).toBe('https://app.example');
    expect(account.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('logto-verification-id');
    expect(account.headers.get('access-control-allow-credentials')).toBeNull();
    expect((await preflight('/api/verifications/password')).headers.get('access-control-allow-origin')).toBe(
      'https://app.example',
    );
    expect((await preflight('/api/users')).headers.get('access-control-allow-origin')).toBeNull();
  });
});
