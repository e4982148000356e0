import { bodyOf, startSmtpServer } from '@gatehouse/connectors/message-support/test/local-smtp';
import { expect } from 'vitest';
import { createApplicationService } from '../applications/service';
import { startSignIn } from './experience-client';
import { createManagementApp, startTestGatehouse } from './harness';
import { api, managementToken } from './oidc-client';

const redirectUri = 'http://localhost:5173/callback';
const password = 'Gatehouse-Tr0ub4dor';

/**
 * What the email-code MFA tests start from: a Gatehouse, its management API, a local SMTP server
 * (the codes go through it for real), an SPA to sign in to, and the sign-in steps up to submit.
 * The SMTP connector is added by `addSmtpConnector` (a test may first check life without one).
 */
export const startMfaCodeTestbed = async (appName: string, prefix: string) => {
  const gh = await startTestGatehouse();
  const management = api(gh.userUrl, await managementToken(`${gh.userUrl}/oidc`, await createManagementApp(gh)));
  const smtp = await startSmtpServer();
  const appId = (
    await createApplicationService(gh.deps, 'default').create({
      name: appName,
      type: 'SPA',
      oidcClientMetadata: { redirectUris: [redirectUri], postLogoutRedirectUris: [] },
    })
  ).id;
  let counter = 0;
  const unique = () => `${prefix}_${Date.now().toString(36)}_${counter++}`;

  /** The six-digit code last mailed to `to`. */
  const mailedCode = (to: string) => {
    const mail = smtp.received.filter((message) => message.to.includes(to)).at(-1);
    const code = mail && /(\d{6})/.exec(bodyOf(mail.raw).replace(/=\r\n/g, ''))?.[1];
    if (!code) throw new Error(`no code mailed to ${to}`);
    return code;
  };

  /** A user with a password (and an email when given), signed in with it up to submit. */
  const identifiedUser = async (primaryEmail?: string) => {
    const username = unique();
    const created = await management.post('/api/users', { username, password, ...(primaryEmail && { primaryEmail }) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const f = await startSignIn(gh.userUrl, { issuer: `${gh.userUrl}/oidc`, clientId: appId, redirectUri });
    await f.call('PUT', '/api/experience', { interactionEvent: 'SignIn' });
    const verified = await f.call('POST', '/api/experience/verification/password', {
      identifier: { type: 'username', value: username },
      password,
    });
    expect((await f.call('POST', '/api/experience/identification', verified.body)).status).toBe(204);
    return { f, username, id: created.body.id as string };
  };

  /** The tenant's email connector: SMTP to the local server. */
  const addSmtpConnector = async () => {
    const email = await management.post('/api/connectors', {
      connectorId: 'smtp',
      config: { host: '127.0.0.1', port: smtp.port, security: 'none', fromAddress: 'noreply@gatehouse.test' },
    });
    expect(email.status, JSON.stringify(email.body)).toBe(201);
  };

  return {
    gh,
    management,
    smtp,
    appId,
    redirectUri,
    /** Every testbed user's password. */
    password,
    unique,
    mailedCode,
    identifiedUser,
    addSmtpConnector,
    stop: async () => {
      await gh.stop();
      await smtp.close();
    },
  };
};

export type MfaCodeTestbed = Awaited<ReturnType<typeof startMfaCodeTestbed>>;
/** A sign-in in progress, as `identifiedUser` answers it. */
export type MfaCodeFlow = Awaited<ReturnType<MfaCodeTestbed['identifiedUser']>>['f'];
