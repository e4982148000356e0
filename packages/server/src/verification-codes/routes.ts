import { z } from '@hono/zod-openapi';
import type { ApiApp } from '../platform/http/context';
import { defineRoute } from '../platform/http/route';
import { clientIp } from '../platform/rate-limits';

const tags = ['Verification codes'];

const phone = z
  .string()
  .regex(/^\+?[0-9]{6,15}$/, 'a phone number: digits, optionally after +')
  .transform((value) => value.replace(/^\+/, ''));
const target = z.union([z.object({ email: z.email().max(256) }).strict(), z.object({ phone }).strict()]);

const sendCode = defineRoute({
  method: 'post',
  path: '/api/verification-codes',
  summary: 'Send a verification code',
  description:
    "Sends a six-digit code to an email address or phone number through the tenant's email or SMS connector, to check it out of band with `POST /api/verification-codes/verify`. The code works for 10 minutes and 10 tries; a new one for the same address replaces it, no sooner than 60 s after the last (429 `verification_code.too_soon`).",
  tags,
  body: target,
  response: { status: 204, description: 'Sent.' },
  errors: [422, 429],
});

const verifyCode = defineRoute({
  method: 'post',
  path: '/api/verification-codes/verify',
  summary: 'Check a verification code',
  description:
    'Checks the code last sent to the address. A right code is used up; a wrong one says how many tries are left (`data.triesLeft`).',
  tags,
  body: z.union([
    z.object({ email: z.email().max(256), verificationCode: z.string().min(1).max(16) }).strict(),
    z.object({ phone, verificationCode: z.string().min(1).max(16) }).strict(),
  ]),
  response: { status: 204, description: 'The code is right.' },
});

const identifierOf = (body: { email: string } | { phone: string }) =>
  'email' in body ? { type: 'email' as const, value: body.email } : { type: 'phone' as const, value: body.phone };

export const registerVerificationCodeRoutes = (app: ApiApp, trustProxy: boolean) => {
  app.openapi(sendCode, async (c) => {
    await c.var.services.verificationCodes.send({
      identifier: identifierOf(c.req.valid('json')),
      purpose: 'api',
      messageType: 'Generic',
      language: c.req.header('accept-language')?.split(',')[0]?.trim(),
      clientAddress: clientIp(c.env.incoming, trustProxy),
    });
    return c.body(null, 204);
  });
  app.openapi(verifyCode, async (c) => {
    const body = c.req.valid('json');
    await c.var.services.verificationCodes.verify({
      identifier: identifierOf(body),
      purpose: 'api',
      code: body.verificationCode,
    });
    return c.body(null, 204);
  });
};
