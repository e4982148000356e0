import { z } from 'zod';

/**
 * CAPTCHA providers (spec §3 "captcha provider: Turnstile or RecaptchaEnterprise with siteKey,
 * secretKey (and projectId for RecaptchaEnterprise)"; peer-interfaces §3.2 `/api/captcha-provider`).
 * The secret key (Turnstile's secret, reCAPTCHA Enterprise's API key) is written, never read back.
 */
export const captchaProviderTypes = ['Turnstile', 'RecaptchaEnterprise'] as const;
export const captchaProviderTypeGuard = z.enum(captchaProviderTypes);
export type CaptchaProviderType = z.infer<typeof captchaProviderTypeGuard>;

/** A site key or project id: printable, no spaces (each provider's keys are URL-safe tokens). */
const keyGuard = z
  .string()
  .trim()
  .min(1)
  .max(256)
  .regex(/^[\w.:-]+$/, 'form_errors.no_spaces');
const secretGuard = z
  .string()
  .trim()
  .min(1)
  .max(512)
  .regex(/^[\x21-\x7e]+$/, 'form_errors.no_spaces');

export const turnstileConfigGuard = z.object({
  type: z.literal('Turnstile'),
  siteKey: keyGuard,
  secretKey: secretGuard,
});
export const recaptchaEnterpriseConfigGuard = z.object({
  type: z.literal('RecaptchaEnterprise'),
  siteKey: keyGuard,
  secretKey: secretGuard,
  projectId: keyGuard,
});

/** `PUT /api/captcha-provider`: the whole configuration, replacing the one before. */
export const putCaptchaProviderGuard = z.discriminatedUnion('type', [
  turnstileConfigGuard.strict(),
  recaptchaEnterpriseConfigGuard.strict(),
]);
export type PutCaptchaProvider = z.infer<typeof putCaptchaProviderGuard>;

/** The configuration as the API answers it: everything but the secret key. */
export const captchaProviderGuard = z.object({
  type: captchaProviderTypeGuard,
  siteKey: z.string(),
  projectId: z.string().nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type CaptchaProvider = z.infer<typeof captchaProviderGuard>;

/** What the sign-in pages need to render the widget (`GET /api/.well-known/sign-in-exp` `captcha`). */
export const captchaWidgetGuard = z.object({
  type: captchaProviderTypeGuard,
  siteKey: z.string(),
  /** The provider's script, from the server's configuration (a local fake in tests). */
  scriptUrl: z.string(),
});
export type CaptchaWidget = z.infer<typeof captchaWidgetGuard>;

/** A token the widget produced, sent with `PUT /api/experience` (`captchaToken`). */
export const captchaTokenGuard = z.string().min(1).max(4096);
