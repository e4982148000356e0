import type { InteractionEvent } from '@gatehouse/schemas/logs';
import { assertCaptchaToken } from '../captcha/public';
import type { PlatformDeps } from '../platform/deps';
import { assertEmailAllowed } from '../sign-in-experience/public';
import { effectiveSignInExperience } from './mode';

/**
 * The security page's checks on the sign-in pages (issue 18), kept out of service.ts.
 *
 * CAPTCHA: while the sign-in experience's `captchaPolicy` is on and a provider is set, starting a
 * sign-in or a registration needs a token the provider accepts (peer-interfaces §3.4 "Captcha is
 * checked here when the policy needs it"). A password reset proves itself by a code and is not asked.
 */
export const checkCaptcha = async (
  deps: PlatformDeps,
  tenantId: string,
  event: InteractionEvent,
  token: string | undefined,
  ip: string,
) => {
  if (event === 'ForgotPassword') return;
  const settings = await effectiveSignInExperience(deps, tenantId);
  if (settings.captchaPolicy.enabled) await assertCaptchaToken(deps, tenantId, token, ip);
};

/** The email blocklist, for an email a registration or a profile step puts on an account. */
export const checkEmailAllowed = async (deps: PlatformDeps, tenantId: string, email: string) =>
  assertEmailAllowed((await effectiveSignInExperience(deps, tenantId)).emailBlocklistPolicy, email);
