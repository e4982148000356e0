import { startCaptchaServer } from '../server/src/test/captcha-server';
import { startGatehouse } from './tests/support/server';

/**
 * Starts Gatehouse the way `npm start` does, on a fresh embedded database in a
 * temporary data dir, and exposes its endpoints to the tests through the
 * environment. Returns the teardown.
 */
export default async function globalSetup() {
  // A local stand-in for the CAPTCHA providers (security.spec.ts), as localhost: the tests' browser goes nowhere else.
  const captchaSecret = 'e2e-captcha-secret';
  const captcha = await startCaptchaServer({ secret: captchaSecret, projectId: 'e2e-project' });
  const captchaUrl = `http://localhost:${captcha.port}`;
  const gatehouse = await startGatehouse({
    // The webhooks test delivers to a receiver on loopback over plain http.
    GATEHOUSE_HOOKS_ALLOW_HTTP: '1',
    GATEHOUSE_TURNSTILE_URL: captchaUrl,
    GATEHOUSE_RECAPTCHA_URL: captchaUrl,
  });
  process.env.GATEHOUSE_USER_URL = gatehouse.userUrl;
  process.env.GATEHOUSE_ADMIN_URL = gatehouse.adminUrl;
  process.env.GATEHOUSE_FAKE_CAPTCHA_SECRET = captchaSecret;

  return async () => {
    await gatehouse.stop();
    await captcha.close();
  };
}
