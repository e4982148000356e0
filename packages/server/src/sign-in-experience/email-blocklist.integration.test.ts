import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplicationService } from '../applications/service';
import { register, startSignIn } from '../test/experience-client';
import { createManagementApp, startTestGatehouse, type TestGatehouse } from '../test/harness';
import { api, managementToken } from '../test/oidc-client';

const redirectUri = 'http://localhost:5173/callback';
const password = 'Xk9#mQ2-Lw7pZ';
let gh: TestGatehouse;
let management: ReturnType<typeof api>;
let appId: string;

const flow = () => startSignIn(gh.userUrl, { issuer: `${gh.userUrl}/oidc`, clientId: appId, redirectUri });

/** Registers with an email; answers the identification's status and code. */
const registerWith = async (email: string) => {
  const session = await flow();
  await session.call('PUT', '/api/experience', { interactionEvent: 'Register' });
  const verified = await session.call('POST', '/api/experience/verification/new-password-identity', {
    identifier: { type: 'email', value: email },
    password,
  });
  const identified = await session.call('POST', '/api/experience/identification', {
    verificationId: verified.body.verificationId,
  });
  return { status: identified.status, code: identified.body?.code as string | undefined };
};

beforeAll(async () => {
  gh = await startTestGatehouse();
  management = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
  appId = (
    await createApplicationService(gh.deps, 'default').create({
      name: 'Blocklist SPA',
      type: 'SPA',
      oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [] },
    })
  ).id;
  const patched = await management.patch('/api/sign-in-exp', {
    signIn: {
      methods: [{ identifier: 'email', password: true, verificationCode: false, isPasswordPrimary: true }],
    },
    signUp: { identifiers: ['email'], password: true, verify: false },
    emailBlocklistPolicy: {
      blockedDomains: ['Blocked.example'],
      blockSubaddressing: true,
      blockFreeEmailDomains: true,
    },
  });
  expect(patched.status, JSON.stringify(patched.body)).toBe(200);
  expect(patched.body.emailBlocklistPolicy.blockedDomains).toEqual(['blocked.example']);
});
afterAll(() => gh?.stop());

describe('the email blocklist at registration', () => {
  it.each([
    ['a blocked domain', 'ann@blocked.example', 'email_blocklist.email_not_allowed'],
    ['a subdomain of a blocked domain', 'ann@mail.BLOCKED.example', 'email_blocklist.email_not_allowed'],
    ['a free provider', 'ann@gmail.com', 'email_blocklist.email_not_allowed'],
    ['a subaddress', 'ann+news@work.example', 'email_blocklist.subaddressing_not_allowed'],
  ])('refuses %s with a clear 422 and creates no account', async (_, email, code) => {
    expect(await registerWith(email)).toEqual({ status: 422, code });
    const users = await gh.deps.database.system
      .selectFrom('users')
      .select('id')
      .where('primaryEmail', '=', email.toLowerCase())
      .execute();
    expect(users).toEqual([]);
  });

  it('registers an allowed address, and a free one once that option is off', async () => {
    await register(await flow(), { type: 'email', value: 'ann@work.example' }, password);
    await management.patch('/api/sign-in-exp', {
      emailBlocklistPolicy: { blockedDomains: [], blockSubaddressing: false, blockFreeEmailDomains: false },
    });
    await register(await flow(), { type: 'email', value: 'ann+x@gmail.com' }, password);
  });

  it('refuses a malformed domain in the policy with 400', async () => {
    const response = await management.patch('/api/sign-in-exp', {
      emailBlocklistPolicy: {
        blockedDomains: ['not a domain'],
        blockSubaddressing: false,
        blockFreeEmailDomains: false,
      },
    });
    expect(response.status).toBe(400);
  });
});

describe('the email blocklist when a code is sent', () => {
  it('sends no registration code to a blocked address (422)', async () => {
    const policy = { blockedDomains: ['blocked.example'], blockFreeEmailDomains: false, blockSubaddressing: true };
    expect((await management.patch('/api/sign-in-exp', { emailBlocklistPolicy: policy })).status).toBe(200);
    const sendCode = async (event: 'Register' | 'SignIn', email: string) => {
      const session = await flow();
      await session.call('PUT', '/api/experience', { interactionEvent: event });
      const sent = await session.call('POST', '/api/experience/verification/verification-code', {
        identifier: { type: 'email', value: email },
      });
      return [sent.status, sent.body?.code];
    };
    expect(await sendCode('Register', 'ann@blocked.example')).toEqual([422, 'email_blocklist.email_not_allowed']);
    expect(await sendCode('Register', 'ann+tag@work.example')).toEqual([
      422,
      'email_blocklist.subaddressing_not_allowed',
    ]);
    // An allowed address goes on to the delivery, which this tenant has no connector for.
    expect(await sendCode('Register', 'ann@work.example')).toEqual([422, 'verification_code.no_connector']);
  });
});
