import type { Config } from '../platform/config';

/**
 * The origins the sign-in pages may load a CAPTCHA widget from (its script, Turnstile's frame,
 * reCAPTCHA's calls home): the configured providers' own, from the server's configuration, never
 * from a tenant's settings. Google's widget also loads from www.gstatic.com.
 */
export const captchaOrigins = (config: Pick<Config, 'captcha'>) => {
  const origins = new Set(
    [config.captcha.turnstile.scriptUrl, config.captcha.recaptchaEnterprise.scriptUrl].map(
      (url) => new URL(url).origin,
    ),
  );
  if (origins.has('https://www.google.com')) origins.add('https://www.gstatic.com');
  return [...origins];
};

/** The page headers with `origins` allowed for scripts, frames and requests. */
export const withCaptchaOrigins = <H extends { 'content-security-policy': string }>(
  headers: H,
  origins: string[],
): H => {
  if (origins.length === 0) return headers;
  const list = origins.join(' ');
  const policy = headers['content-security-policy']
    .replace("script-src 'self'", `script-src 'self' ${list}`)
    .replace("connect-src 'self'", `connect-src 'self' ${list}`)
    .replace("default-src 'self';", `default-src 'self'; frame-src 'self' ${list};`);
  return { ...headers, 'content-security-policy': policy };
};
