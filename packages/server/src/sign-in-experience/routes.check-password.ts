import { apiErrorMessage } from '@gatehouse/phrases/api/index';
import { negotiateLanguage } from '@gatehouse/schemas/languages';
import {
  mergePasswordPolicy,
  partialPasswordPolicyGuard,
  passwordPolicyGuard,
} from '@gatehouse/schemas/password-policy';
import { checkPassword } from '@gatehouse/schemas/password-rules';
import { z } from '@hono/zod-openapi';
import { ApiError } from '../platform/http/api-error';
import type { ApiApp } from '../platform/http/context';
import { send } from '../platform/http/respond';
import { defineRoute } from '../platform/http/route';

const body = z
  .object({
    password: z.string().max(512),
    /** Unsaved changes of the policy, merged over the stored one: the console's "try a password" box. */
    passwordPolicy: partialPasswordPolicyGuard.optional(),
  })
  .strict();

const issueGuard = z.object({
  code: z.string(),
  /** The rule broken, in the request's language. */
  message: z.string(),
  interpolation: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

const resultGuard = z.object({ result: z.boolean(), issues: z.array(issueGuard) });

const checkPasswordRoute = defineRoute({
  method: 'post',
  path: '/api/sign-in-exp/default/check-password',
  summary: 'Check a password against the password policy',
  description:
    "Runs every rule of the tenant's password policy — with `passwordPolicy` merged over it, to try changes before saving them — including the breached-password check, and lists what the password breaks. Nothing is stored.",
  tags: ['Sign-in experience'],
  body,
  response: {
    status: 200,
    schema: resultGuard,
    description: '`result` is true when the password passes; otherwise `issues` names each rule it breaks.',
  },
  errors: [400],
});

export const registerCheckPasswordRoute = (app: ApiApp, isBreached: (password: string) => Promise<boolean>) => {
  app.openapi(checkPasswordRoute, async (c) => {
    const { password, passwordPolicy } = c.req.valid('json');
    const stored = (await c.var.services.signInExperience.get()).passwordPolicy;
    const merged = passwordPolicy ? mergePasswordPolicy(stored, passwordPolicy) : stored;
    const policy = passwordPolicyGuard.safeParse(merged);
    if (!policy.success)
      throw new ApiError('guard.invalid_input', undefined, 'length.min must not be greater than length.max');
    const language = negotiateLanguage(c.req.header('accept-language'));
    const issues = (await checkPassword(password, policy.data, undefined, isBreached)).map((issue) => ({
      ...issue,
      message: apiErrorMessage(issue.code, language),
    }));
    return send(c, resultGuard, { result: issues.length === 0, issues }, 200);
  });
};
