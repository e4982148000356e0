import {
  captchaProviderTypeGuard,
  type PutCaptchaProvider,
  recaptchaEnterpriseConfigGuard,
  turnstileConfigGuard,
} from '@gatehouse/schemas/captcha';
import { emailBlocklistPolicyGuard } from '@gatehouse/schemas/email-blocklist';
import { unlockSentinelGuard } from '@gatehouse/schemas/sentinel';
import { sentinelPolicyGuard } from '@gatehouse/schemas/sign-in-experience';
import { z } from 'zod';
import { listRows } from '../../patterns/form-resolver';

/** The lockout form: the sign-in experience's `sentinelPolicy`, typed as numbers. */
export const lockoutFormGuard = z.object({
  maxAttempts: z.coerce.number().pipe(sentinelPolicyGuard.shape.maxAttempts),
  lockoutDuration: z.coerce.number().pipe(sentinelPolicyGuard.shape.lockoutDuration),
});

/** The unlock form: one identifier, sent as the request's one target. */
export const unlockFormGuard = z.object({ target: unlockSentinelGuard.shape.targets.element });

/** The blocklist form: `emailBlocklistPolicy` with its domains one per row. */
export const blocklistFormGuard = emailBlocklistPolicyGuard.extend({
  blockedDomains: listRows(emailBlocklistPolicyGuard.shape.blockedDomains),
});

/**
 * The CAPTCHA provider form, by `PUT /api/captcha-provider`'s schemas: the project id is kept (and
 * checked only) while reCAPTCHA Enterprise is chosen, so switching back and forth keeps what was typed.
 */
export const captchaFormGuard = z
  .object({
    type: captchaProviderTypeGuard,
    siteKey: turnstileConfigGuard.shape.siteKey,
    secretKey: turnstileConfigGuard.shape.secretKey,
    projectId: z.string(),
  })
  .superRefine((value, ctx) => {
    if (value.type !== 'RecaptchaEnterprise') return;
    const checked = recaptchaEnterpriseConfigGuard.shape.projectId.safeParse(value.projectId);
    for (const issue of checked.success ? [] : checked.error.issues) ctx.addIssue({ ...issue, path: ['projectId'] });
  });

/** The request body of the validated form. */
export const captchaBody = (values: z.output<typeof captchaFormGuard>): PutCaptchaProvider =>
  values.type === 'Turnstile'
    ? { type: 'Turnstile', siteKey: values.siteKey, secretKey: values.secretKey }
    : {
        type: 'RecaptchaEnterprise',
        siteKey: values.siteKey,
        secretKey: values.secretKey,
        projectId: values.projectId.trim(),
      };
