import { describe, expect, it } from 'vitest';
import { blocklistFormGuard, captchaBody, captchaFormGuard, lockoutFormGuard, unlockFormGuard } from './form';

describe('the security forms, by the server’s schemas', () => {
  it('asks reCAPTCHA Enterprise for a project id, and Turnstile for none, sending only its fields', () => {
    const turnstile = captchaFormGuard.parse({
      type: 'Turnstile',
      siteKey: 'site',
      secretKey: 'secret',
      projectId: '',
    });
    expect(captchaBody(turnstile)).toEqual({ type: 'Turnstile', siteKey: 'site', secretKey: 'secret' });
    const missing = captchaFormGuard.safeParse({
      type: 'RecaptchaEnterprise',
      siteKey: 'site',
      secretKey: 'secret',
      projectId: '',
    });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.path).toEqual(['projectId']);
    const recaptcha = captchaFormGuard.parse({
      type: 'RecaptchaEnterprise',
      siteKey: 'site',
      secretKey: 'secret',
      projectId: ' my-project ',
    });
    expect(captchaBody(recaptcha)).toMatchObject({ type: 'RecaptchaEnterprise', projectId: 'my-project' });
  });

  it('refuses keys with spaces with the phrase key the console translates', () => {
    const result = captchaFormGuard.safeParse({ type: 'Turnstile', siteKey: 'a b', secretKey: 'x', projectId: '' });
    expect(result.error?.issues[0]?.message).toBe('form_errors.no_spaces');
  });

  it('types the lockout numbers and holds them to the sentinel policy’s range', () => {
    expect(lockoutFormGuard.parse({ maxAttempts: '3', lockoutDuration: '15' })).toEqual({
      maxAttempts: 3,
      lockoutDuration: 15,
    });
    expect(lockoutFormGuard.safeParse({ maxAttempts: '0', lockoutDuration: '15' }).success).toBe(false);
    expect(lockoutFormGuard.safeParse({ maxAttempts: '3', lockoutDuration: '1441' }).success).toBe(false);
  });

  it('keeps blocked domains one per row, lower-cased, and names a bad one on its row', () => {
    const parsed = blocklistFormGuard.parse({
      blockedDomains: [{ value: 'Example.com' }, { value: '' }],
      blockSubaddressing: true,
      blockFreeEmailDomains: false,
    });
    expect(parsed.blockedDomains).toEqual(['example.com']);
    const bad = blocklistFormGuard.safeParse({
      blockedDomains: [{ value: 'ok.com' }, { value: 'not a domain' }],
      blockSubaddressing: false,
      blockFreeEmailDomains: false,
    });
    expect(bad.error?.issues[0]?.path).toEqual(['blockedDomains', 1, 'value']);
    expect(unlockFormGuard.safeParse({ target: '  ' }).success).toBe(false);
  });
});
