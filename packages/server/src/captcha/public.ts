import type { CaptchaWidget } from '@gatehouse/schemas/captcha';
import type { PlatformDeps } from '../platform/deps';
import { ApiError, assertThat } from '../platform/http/api-error';
import { createCaptchaQueries } from './queries';
import { verifyCaptchaToken } from './verify';

type Deps = Pick<PlatformDeps, 'database' | 'box' | 'config' | 'logger'>;

const findProvider = (deps: Deps, tenantId: string) =>
  deps.database.withTenant(tenantId, (trx) => createCaptchaQueries(tenantId).find(trx));

/** The widget the sign-in pages render for the tenant's provider, or null when none is set. */
export const captchaWidget = async (deps: Deps, tenantId: string): Promise<CaptchaWidget | null> => {
  const row = await findProvider(deps, tenantId);
  if (!row) return null;
  const urls = deps.config.captcha;
  return {
    type: row.type,
    siteKey: row.siteKey,
    scriptUrl: row.type === 'Turnstile' ? urls.turnstile.scriptUrl : urls.recaptchaEnterprise.scriptUrl,
  };
};

/**
 * Checks a widget's token with the tenant's provider, server to server: none sent is 400
 * `session.captcha_required`; one the provider refuses, or no answer from it, 422
 * `session.captcha_failed` (no pass without the provider's word). A tenant with no provider has
 * nothing to check.
 */
export const assertCaptchaToken = async (deps: Deps, tenantId: string, token: string | undefined, ip: string) => {
  const row = await findProvider(deps, tenantId);
  if (!row) return;
  assertThat(token, 'session.captcha_required');
  const verdict = await verifyCaptchaToken(
    deps.config.captcha,
    { type: row.type, siteKey: row.siteKey, secretKey: deps.box.decrypt(row.secretKey), projectId: row.projectId },
    token,
    ip,
  );
  if (verdict === 'unavailable') deps.logger.warn({ tenantId, provider: row.type }, 'CAPTCHA provider gave no answer');
  if (verdict !== 'passed') throw new ApiError('session.captcha_failed', { reason: verdict });
};
