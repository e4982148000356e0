import { z } from 'zod';
import { freeFormJsonGuard } from './json';

/** Spec §4: a one-time token is active until used, revoked or past its expiry. */
export const oneTimeTokenStatuses = ['active', 'consumed', 'revoked', 'expired'] as const;
export const oneTimeTokenStatusGuard = z.enum(oneTimeTokenStatuses);

/** Longest life of a one-time token: 30 days; 10 minutes when the request names none. */
export const maxOneTimeTokenSeconds = 30 * 24 * 3600;
export const defaultOneTimeTokenSeconds = 600;

/**
 * A one-time token (spec §3; peer reference `/api/one-time-tokens`): a magic link's secret, bound to
 * an email address. The token itself is shown once, when created; only its digest is stored.
 */
export const oneTimeTokenGuard = z.object({
  id: z.string(),
  email: z.string(),
  /** Only in the answer that created it. */
  token: z.string().optional(),
  context: z.record(z.string(), z.unknown()),
  status: oneTimeTokenStatusGuard,
  expiresAt: z.number().int(),
  createdAt: z.number().int(),
});
export type OneTimeToken = z.infer<typeof oneTimeTokenGuard>;

/**
 * Where a magic link sends the person: a URL of the caller's application (which starts sign-in with
 * `one_time_token` and `login_hint`), with `{token}` where the token goes and, optionally, `{email}`.
 */
export const magicLinkTemplateGuard = z
  .string()
  .max(2048)
  .refine((link) => link.includes('{token}'), 'must contain {token}')
  .refine((link) => {
    const filled = link.replaceAll('{token}', 't').replaceAll('{email}', 'e');
    return URL.canParse(filled) && /^https?:$/.test(new URL(filled).protocol);
  }, 'must be an http(s) URL');

/** Emailing the new token through the tenant's email connector (a Gatehouse addition to the peer API). */
export const oneTimeTokenEmailGuard = z
  .object({
    link: magicLinkTemplateGuard,
    /** The email template that carries `{{link}}`: SignIn unless told. */
    templateType: z.enum(['SignIn', 'Register', 'Generic']).default('SignIn'),
  })
  .strict();

export const createOneTimeTokenGuard = z
  .object({
    email: z.email().max(256),
    /** Seconds until it expires. */
    expiresIn: z.number().int().min(60).max(maxOneTimeTokenSeconds).default(defaultOneTimeTokenSeconds),
    /** Free data kept with the token and returned when it is verified. */
    context: freeFormJsonGuard.default({}),
    /** When given, the link is emailed to `email`; without an email connector nothing is created (422). */
    sendEmail: oneTimeTokenEmailGuard.optional(),
  })
  .strict();

export const oneTimeTokenListQueryGuard = z.object({
  email: z.string().max(256).optional(),
  status: oneTimeTokenStatusGuard.optional(),
});

export const putOneTimeTokenStatusGuard = z.object({ status: z.literal('revoked') }).strict();

export const verifyOneTimeTokenGuard = z
  .object({ token: z.string().min(1).max(256), email: z.email().max(256) })
  .strict();
