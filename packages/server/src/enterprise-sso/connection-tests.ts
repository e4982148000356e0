import { randomBytes } from 'node:crypto';
import { apiErrorMessage } from '@gatehouse/phrases/api/index';
import type { UiLanguage } from '@gatehouse/schemas/languages';
import type { SsoConnectionTest } from '@gatehouse/schemas/sso-connection-tests';
import type { Selectable } from 'kysely';
import type { SsoConnectionTestsTable } from '../platform/db/schema';
import type { PlatformDeps } from '../platform/deps';
import { ApiError } from '../platform/http/api-error';
import { tenantBaseUrl } from '../platform/tenancy';
import { openSsoConnector } from './public';
import { createSsoConnectorQueries } from './queries';
import { createConnectionTestQueries } from './queries.connection-tests';
import { assertConfigured, finishSsoSignIn, startSsoSignIn } from './sign-in';
import { ssoProfileOf } from './sso-profile';

/*
 * "Test connection": a real sign-in through a connector that signs no one in. The console makes a
 * test (one-time, unguessable id, five minutes); the popup opens its URL, which starts the
 * connector's real flow (OIDC authorization request, SAML AuthnRequest) with a state marking it as
 * a test and the sign-in pages' callback as redirect URI (the one registered at the provider). The
 * callback, on a test's state, finishes the flow with every check a sign-in makes (the ACS's for
 * SAML) and keeps the profile and the claims, or the refusal's code, for the console to read.
 */

type Deps = Pick<PlatformDeps, 'database' | 'box' | 'config'>;
type Row = Selectable<SsoConnectionTestsTable>;

/** How long a test waits for its popup and its answer. */
export const connectionTestTtlMs = 5 * 60_000;
/** The start of a test's state: the callback looks such a state up among the tests. */
export const testStatePrefix = 'sso-test.';

const token = () => randomBytes(24).toString('base64url');
/** The sign-in pages' callback for the connector: the redirect URI the provider knows. */
const callbackOf = (deps: Deps, tenantId: string, connectorId: string) =>
  `${tenantBaseUrl(deps.config, tenantId)}/callback/${encodeURIComponent(connectorId)}`;

export const isTestState = (state: string | undefined): state is string => Boolean(state?.startsWith(testStatePrefix));

const viewOf = (row: Row, language: UiLanguage): SsoConnectionTest => {
  const result = row.result as Pick<SsoConnectionTest, 'profile' | 'claims' | 'attributes'> | null;
  const code = row.error?.code as ApiError['code'] | undefined;
  return {
    id: row.id,
    ssoConnectorId: row.ssoConnectorId,
    status: row.status,
    expiresAt: row.expiresAt.getTime(),
    ...(result ?? {}),
    ...(code && { error: { code, message: apiErrorMessage(code, language) } }),
  };
};

export const createConnectionTestService = (deps: Deps, tenantId: string) => {
  const queries = createConnectionTestQueries(tenantId);
  const inTenant = <T>(work: Parameters<typeof deps.database.withTenant<T>>[1]) =>
    deps.database.withTenant(tenantId, work);

  return {
    /** A new test of a configured connector: its id, the URL for the popup and when it expires. */
    create: async (connectorId: string) => {
      const connector = await openSsoConnector(deps, tenantId, connectorId);
      assertConfigured(connector);
      const row = await inTenant((trx) =>
        queries.insert(trx, {
          id: token(),
          ssoConnectorId: connector.id,
          state: `${testStatePrefix}${token()}`,
          expiresAt: new Date(Date.now() + connectionTestTtlMs),
        }),
      );
      const url = `${tenantBaseUrl(deps.config, tenantId)}/api/authn/single-sign-on/test-sessions/${row.id}`;
      return { id: row.id, url, expiresAt: row.expiresAt.getTime() };
    },

    /** A live test of the connector (404 `sso_connector.test_session_not_found` otherwise). */
    get: async (connectorId: string, id: string, language: UiLanguage) => {
      const row = await inTenant(async (trx) => {
        if (!(await createSsoConnectorQueries(tenantId).findById(trx, connectorId))) {
          throw new ApiError('sso_connector.not_found', { id: connectorId });
        }
        return queries.find(trx, connectorId, id);
      });
      if (!row) throw new ApiError('sso_connector.test_session_not_found', { id });
      return viewOf(row, language);
    },
  };
};

/** The popup opens the test, once: where the browser goes (the provider's sign-in). */
export const startConnectionTest = async (deps: Deps, tenantId: string, id: string) => {
  const queries = createConnectionTestQueries(tenantId);
  const row = await deps.database.withTenant(tenantId, (trx) => queries.findPending(trx, id));
  if (!row) throw new ApiError('sso_connector.test_session_not_found', { id });
  const connector = await openSsoConnector(deps, tenantId, row.ssoConnectorId);
  assertConfigured(connector);
  const redirectUri = callbackOf(deps, tenantId, connector.id);
  // Never an IdP-initiated cookie: a test always asks the provider.
  const started = await startSsoSignIn(deps, tenantId, connector, { state: row.state, redirectUri });
  const marked = await deps.database.withTenant(tenantId, (trx) =>
    queries.markStarted(trx, row.id, started.session ?? {}),
  );
  if (!marked) throw new ApiError('sso_connector.test_session_not_found', { id });
  return started.authorizationUri;
};

/**
 * The callback of a test's state: the provider's answer with every check of a sign-in; kept as the
 * test's outcome (once). Undefined when no started test of the connector has this state.
 */
export const finishConnectionTest = async (
  deps: Deps,
  tenantId: string,
  connectorId: string,
  data: Record<string, string>,
): Promise<{ ok: true } | { ok: false; code: ApiError['code'] } | undefined> => {
  const queries = createConnectionTestQueries(tenantId);
  const row = await deps.database.withTenant(tenantId, (trx) =>
    queries.findStarted(trx, connectorId, data.state ?? ''),
  );
  if (!row) return undefined;
  let outcome: { ok: true; result: object } | { ok: false; code: ApiError['code']; result?: object };
  try {
    const connector = await openSsoConnector(deps, tenantId, connectorId);
    const { issuer, claims, attributes } = await finishSsoSignIn(deps, tenantId, connector, {
      data,
      redirectUri: callbackOf(deps, tenantId, connectorId),
      session: row.flow ?? {},
    });
    const profile = { issuer, ...ssoProfileOf(claims) };
    const result = { profile, claims, ...(attributes && { attributes }) };
    // A sign-in needs the email: its absence is the refusal a sign-in would give, with what was received.
    outcome = profile.email ? { ok: true, result } : { ok: false, code: 'sso_connector.email_required', result };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    outcome = { ok: false, code: error.code };
  }
  const finished = await deps.database.withTenant(tenantId, (trx) =>
    queries.finish(
      trx,
      row.id,
      outcome.ok
        ? { status: 'succeeded', result: outcome.result }
        : { status: 'failed', error: { code: outcome.code }, result: outcome.result },
    ),
  );
  if (!finished) return { ok: false, code: 'sso_connector.test_session_not_found' };
  return outcome.ok ? { ok: true } : { ok: false, code: outcome.code };
};
