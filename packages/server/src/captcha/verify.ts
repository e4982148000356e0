import type { CaptchaProviderType } from '@gatehouse/schemas/captcha';
import type { Config } from '../platform/config';

/** A provider's settings with the secret opened (never leaves the server). */
export type CaptchaSettings = {
  type: CaptchaProviderType;
  siteKey: string;
  secretKey: string;
  projectId: string | null;
};

/** What the provider said of a token: a pass, a refusal, or no usable answer. */
export type CaptchaVerdict = 'passed' | 'rejected' | 'unavailable';

/** reCAPTCHA Enterprise scores from 0.0 (a bot) to 1.0; Google's suggested threshold. */
const minimumScore = 0.5;
const timeoutMs = 10_000;

const readJson = async (response: Response): Promise<Record<string, unknown> | undefined> => {
  if (!response.ok) return undefined;
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Cloudflare Turnstile's Siteverify (https://developers.cloudflare.com/turnstile/get-started/server-side-validation/):
 * a form POST of `secret`, `response` and `remoteip`, answered `{ success, "error-codes" }`.
 */
const verifyTurnstile = async (urls: Config['captcha'], settings: CaptchaSettings, token: string, ip: string) => {
  const response = await fetch(urls.turnstile.verifyUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ secret: settings.secretKey, response: token, remoteip: ip }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const body = await readJson(response);
  if (!body || typeof body.success !== 'boolean') return 'unavailable';
  return body.success ? 'passed' : 'rejected';
};

/**
 * reCAPTCHA Enterprise's assessment (https://cloud.google.com/recaptcha/docs/create-assessment-website):
 * `POST /v1/projects/{projectId}/assessments?key={API key}` with the token and site key, answered
 * with `tokenProperties.valid` and `riskAnalysis.score`.
 */
const verifyRecaptcha = async (urls: Config['captcha'], settings: CaptchaSettings, token: string, ip: string) => {
  const project = encodeURIComponent(settings.projectId ?? '');
  const url = `${urls.recaptchaEnterprise.assessmentsUrl}/${project}/assessments?key=${encodeURIComponent(settings.secretKey)}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ event: { token, siteKey: settings.siteKey, userIpAddress: ip } }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const body = await readJson(response);
  const properties = body?.tokenProperties as { valid?: unknown } | undefined;
  if (!properties || typeof properties.valid !== 'boolean') return 'unavailable';
  const score = (body?.riskAnalysis as { score?: unknown } | undefined)?.score;
  return properties.valid && typeof score === 'number' && score >= minimumScore ? 'passed' : 'rejected';
};

/** Asks the tenant's provider about a widget's token, server to server. */
export const verifyCaptchaToken = async (
  urls: Config['captcha'],
  settings: CaptchaSettings,
  token: string,
  ip: string,
): Promise<CaptchaVerdict> => {
  try {
    return settings.type === 'Turnstile'
      ? await verifyTurnstile(urls, settings, token, ip)
      : await verifyRecaptcha(urls, settings, token, ip);
  } catch {
    // Unreachable, timed out: no pass without the provider's word.
    return 'unavailable';
  }
};
