import { createHash, randomBytes } from 'node:crypto';
import { generateId } from '@gatehouse/schemas/ids';
import type { LogKey } from '@gatehouse/schemas/logs';
import { pageSecurityHeaders } from '../experience/static';
import type { RuntimeRegistry } from '../oidc/runtime';
import type { PlatformDeps } from '../platform/deps';
import { ApiError } from '../platform/http/api-error';
import { issuerFor } from '../platform/tenancy';
import { findAccountClaims } from '../users/account';
import { buildSamlFailureResponse, buildSamlResponse, escapeXml, readAuthnRequest } from './idp-xml';
import { createSamlApplicationQueries } from './queries';
import { verifyPostSignature, verifyRedirectSignature } from './request-signature';
import { createSamlApplicationService } from './service';
import { samlApplicationUrls } from './urls';

/*
 * A SAML sign-in through the tenant's own sign-in pages: the AuthnRequest (or an IdP-initiated
 * start) is remembered, the browser goes through `/oidc/auth` with the application's OIDC client
 * (so sign-in, MFA and every page rule apply), and the callback takes the authorization code
 * server-side, reads the user and answers the service provider's ACS with a signed Response.
 */

/** How long a started SAML sign-in waits for the user. */
const requestTtlMs = 60 * 60 * 1000;
const base64url = (buffer: Buffer) => buffer.toString('base64url');

type Audit = { ip: string; userAgent?: string };

const record = (
  deps: PlatformDeps,
  tenantId: string,
  key: LogKey,
  audit: Audit,
  payload: Record<string, unknown>,
  error?: unknown,
) =>
  deps.logs.record(tenantId, key, {
    result: error === undefined ? 'Success' : 'Error',
    ...(error instanceof ApiError && { error: { code: error.code, message: error.code } }),
    ip: audit.ip,
    userAgent: audit.userAgent,
    ...payload,
  });

/**
 * Starts a sign-in: checks the AuthnRequest (its Issuer is the application's entity id, its ACS
 * URL, when given, the configured one), remembers it with its RelayState and answers where the
 * browser goes next (the tenant's authorization endpoint). No `samlRequest`: IdP-initiated.
 */
export const startSamlSignIn = async (
  deps: PlatformDeps,
  tenantId: string,
  applicationId: string,
  input: { samlRequest?: string; relayState?: string; binding: 'HTTP-POST' | 'HTTP-Redirect'; rawQuery?: string },
  audit: Audit,
): Promise<string> => {
  const payload = { applicationId, binding: input.binding, idpInitiated: !input.samlRequest };
  try {
    const { application } = await createSamlApplicationService(deps, tenantId).findForSignIn(applicationId);
    const request = input.samlRequest ? await readAuthnRequest(input.samlRequest, input.binding) : undefined;
    if (request && request.issuer !== application.entityId) {
      throw new ApiError('saml_application.issuer_mismatch', { issuer: request.issuer });
    }
    if (request?.acsUrl && request.acsUrl !== application.acsUrl.url) {
      throw new ApiError('saml_application.acs_url_mismatch', { acsUrl: request.acsUrl });
    }
    // Signed requests required: checked once the request names this SP (IdP-initiated starts carry none).
    if (request && application.authnRequestsSigned && application.requestSigningCertificate) {
      if (input.binding === 'HTTP-Redirect') {
        verifyRedirectSignature(input.rawQuery ?? '', application.requestSigningCertificate);
      } else await verifyPostSignature(request.xml, application.requestSigningCertificate);
    }
    const state = generateId();
    const codeVerifier = base64url(randomBytes(32));
    await deps.database.withTenant(tenantId, (trx) =>
      createSamlApplicationQueries(tenantId).insertRequest(trx, {
        id: state,
        applicationId,
        requestId: request?.id ?? null,
        relayState: input.relayState ?? null,
        codeVerifier,
        expiresAt: new Date(Date.now() + requestTtlMs),
      }),
    );
    const url = new URL(`${issuerFor(deps.config, tenantId)}/auth`);
    url.search = new URLSearchParams({
      client_id: applicationId,
      redirect_uri: samlApplicationUrls(deps.config, tenantId, applicationId).callbackUrl,
      response_type: 'code',
      scope: 'openid profile email phone',
      state,
      code_challenge: base64url(createHash('sha256').update(codeVerifier).digest()),
      code_challenge_method: 'S256',
    }).toString();
    record(deps, tenantId, 'SamlApplication.AuthnRequest', audit, { ...payload, requestId: request?.id });
    return url.href;
  } catch (error) {
    record(deps, tenantId, 'SamlApplication.AuthnRequest', audit, payload, error);
    throw error;
  }
};

/** The page that posts the Response to the ACS (HTTP-POST binding), with its security headers. */
const autoPostPage = (acsUrl: string, fields: Record<string, string>) => {
  const script = 'document.forms[0].submit();';
  const digest = createHash('sha256').update(script).digest('base64');
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeXml(value)}">`)
    .join('\n');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signing in…</title></head><body>
<form method="post" action="${escapeXml(acsUrl)}">
${inputs}
<noscript><button type="submit">Continue</button></noscript>
</form>
<script>${script}</script></body></html>`;
  const policy = pageSecurityHeaders['content-security-policy']
    .replace("script-src 'self'", `script-src 'self' 'sha256-${digest}'`)
    .replace("form-action 'self'", `form-action 'self' ${new URL(acsUrl).origin}`);
  return { html, headers: { ...pageSecurityHeaders, 'content-security-policy': policy } };
};

/**
 * Finishes a sign-in at the OIDC callback: the state names the remembered request (once); the
 * code must be this client's, for this redirect URI and this request's PKCE challenge, unused; it
 * is consumed here. Answers the page that posts the signed Response (and RelayState) to the ACS.
 */
export const finishSamlSignIn = async (
  deps: PlatformDeps,
  runtimes: RuntimeRegistry,
  tenantId: string,
  applicationId: string,
  input: { code?: string; state?: string; error?: string },
  audit: Audit,
) => {
  const payload: Record<string, unknown> = { applicationId };
  try {
    const { application, key } = await createSamlApplicationService(deps, tenantId).findForSignIn(applicationId);
    const pending = input.state
      ? await deps.database.withTenant(tenantId, (trx) =>
          createSamlApplicationQueries(tenantId).takeRequest(trx, applicationId, input.state ?? ''),
        )
      : undefined;
    if (!pending) throw new ApiError('saml_application.request_not_found');
    if (input.error || !input.code) {
      // Refused or cancelled on the sign-in pages: the SP hears it at its ACS, in a signed Response.
      const refusal = new ApiError('saml_application.sign_in_failed', { error: input.error });
      record(deps, tenantId, 'SamlApplication.Callback', audit, { ...payload, requestId: pending.requestId }, refusal);
      const samlResponse = await buildSamlFailureResponse({
        application,
        idpEntityId: samlApplicationUrls(deps.config, tenantId, applicationId).entityId,
        key,
        requestId: pending.requestId,
        message: input.error ?? 'sign_in_failed',
      });
      return autoPostPage(application.acsUrl.url, {
        SAMLResponse: samlResponse,
        ...(pending.relayState && { RelayState: pending.relayState }),
      });
    }
    const { provider } = await runtimes.get(tenantId);
    const code = await provider.AuthorizationCode.find(input.code);
    const challenge = base64url(createHash('sha256').update(pending.codeVerifier).digest());
    const callbackUrl = samlApplicationUrls(deps.config, tenantId, applicationId).callbackUrl;
    if (
      !code?.accountId ||
      (code as { consumed?: unknown }).consumed ||
      code.clientId !== applicationId ||
      code.redirectUri !== callbackUrl ||
      code.codeChallenge !== challenge
    ) {
      throw new ApiError('saml_application.sign_in_failed', { error: 'invalid_grant' });
    }
    await code.consume();
    const claims = await findAccountClaims(deps.database, tenantId, code.accountId);
    if (!claims) throw new ApiError('saml_application.sign_in_failed', { error: 'account_not_found' });
    payload.userId = claims.sub;
    const samlResponse = await buildSamlResponse({
      tenantId,
      application,
      idpEntityId: samlApplicationUrls(deps.config, tenantId, applicationId).entityId,
      key,
      user: { id: claims.sub, claims },
      requestId: pending.requestId,
      sessionIndex: code.sessionUid ?? generateId(),
    });
    record(deps, tenantId, 'SamlApplication.Callback', audit, { ...payload, requestId: pending.requestId });
    return autoPostPage(application.acsUrl.url, {
      SAMLResponse: samlResponse,
      ...(pending.relayState && { RelayState: pending.relayState }),
    });
  } catch (error) {
    record(deps, tenantId, 'SamlApplication.Callback', audit, payload, error);
    throw error;
  }
};
