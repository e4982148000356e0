import { experiencePhrases } from '@gatehouse/phrases/experience/index';
import { testApplication } from './support/apps';
import { newConfinedContext } from './support/browser';
import { password, uniqueUsername, userUrl } from './support/env';
import { expect, test } from './support/fixtures';
import { register, registerPage, signIn, signInPage, submitPasswordCheck } from './support/pages';

const invalidCredentials = 'The account or password is incorrect.';

test('a new user registers on the pages, lands back with an ID token whose claims match, signs out, and signs in again as the same user', async ({
  page,
  rp,
}) => {
  const username = uniqueUsername('ada');
  const registration = await rp.authorize(page);
  await expect(page).toHaveURL((url) => url.pathname === '/sign-in');
  await signInPage(page).registerLink.click();
  await expect(page).toHaveURL((url) => url.pathname === '/register');
  await register(page, username, password);
  const { tokens } = await registration.finish();

  const claims = tokens.claims();
  expect(claims?.sub).toMatch(/^[0-9a-z]{12}$/);
  expect(claims).toMatchObject({ iss: `${userUrl()}/oidc`, aud: rp.clientId });
  const userinfo = await rp.userInfo(tokens);
  expect(userinfo).toMatchObject({ sub: claims?.sub, username });

  await rp.signOut(page, tokens);

  // Signed out: a new request shows the form again instead of returning at once.
  const again = await rp.authorize(page);
  await expect(page).toHaveURL((url) => url.pathname === '/sign-in');
  await signIn(page, username, password);
  const { tokens: second } = await again.finish();
  expect(second.claims()?.sub).toBe(claims?.sub);
});

test('a sign-out link without the application’s ID token asks first, in the browser’s language; confirming signs out', async ({
  browser,
  rp,
}) => {
  const german = experiencePhrases.de.sign_out;
  const context = await newConfinedContext(browser, { locale: 'de-DE' });
  try {
    const page = await context.newPage();
    const user = { username: uniqueUsername('bye'), password };
    // The pages speak English here (ui_locales); the sign-out page follows the browser's German.
    const registration = await rp.authorize(page, { first_screen: 'register', ui_locales: 'en' });
    await register(page, user.username, user.password);
    await registration.finish();

    const postLogout = testApplication().oidcClientMetadata.postLogoutRedirectUris[0] ?? '';
    const endSession = new URL(`${userUrl()}/oidc/session/end`);
    endSession.searchParams.set('client_id', rp.clientId);
    endSession.searchParams.set('post_logout_redirect_uri', postLogout);
    await page.goto(endSession.href);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      german.question.replace('{{host}}', new URL(userUrl()).host),
    );
    await expect(page.getByRole('button', { name: german.cancel })).toBeVisible();
    await page.getByRole('button', { name: german.confirm }).click();
    await page.waitForURL((url) => `${url.origin}${url.pathname}` === postLogout);

    // Signed out: a new request shows the form instead of returning at once.
    await rp.authorize(page);
    await expect(page).toHaveURL((url) => url.pathname === '/sign-in');
  } finally {
    await context.close();
  }
});

test('a wrong password shows the server’s message as an alert, and the form still works from the keyboard', async ({
  page,
  rp,
  createUser,
}) => {
  const user = await createUser('wrong_pw');
  const flow = await rp.authorize(page);
  const form = signInPage(page);
  await form.identifier.fill(user.username);
  await form.password.fill('Not-the-Passw0rd');
  await form.password.press('Enter');

  await expect(form.alert).toHaveText(invalidCredentials);
  await expect(form.submit).toBeEnabled();
  await expect(form.identifier).toHaveValue(user.username);
  // Focus stays where the user pressed Enter; correcting the password and pressing Enter again signs in.
  await expect(form.password).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');
  const { tokens } = await flow.finish();
  expect(tokens.claims()?.sub).toBe(user.sub);
});

test('after maxAttempts wrong passwords the identifier is locked: even the right password gets “Too many failed attempts”', async ({
  page,
  rp,
  management,
  createUser,
}) => {
  const user = await createUser('lockout');
  await management.withSignInExperience({ sentinelPolicy: { maxAttempts: 3, lockoutDuration: 1 } }, async () => {
    await rp.authorize(page);
    const form = signInPage(page);
    await form.identifier.fill(user.username);
    for (let attempt = 1; attempt <= 3; attempt++) {
      await form.password.fill(`Wrong-Passw0rd-${attempt}`);
      expect(await submitPasswordCheck(page)).toBe(422);
      await expect(form.alert).toHaveText(invalidCredentials);
    }
    await form.password.fill(user.password);
    expect(await submitPasswordCheck(page)).toBe(429);
    await expect(form.alert).toHaveText('Too many failed attempts. Try again later.');
  });
  expect((await management.signInExperience()).sentinelPolicy).toEqual({ maxAttempts: 10, lockoutDuration: 60 });
});

test('login_hint prefills the identifier field of the sign-in and register pages', async ({ page, rp }) => {
  await rp.authorize(page, { login_hint: 'ada_prefill' });
  const form = signInPage(page);
  await expect(form.identifier).toHaveValue('ada_prefill');
  // The identifier is known: the password is what is left to type.
  await expect(form.password).toBeFocused();

  await rp.authorize(page, { first_screen: 'register', login_hint: 'ada_prefill' });
  await expect(registerPage(page).username).toHaveValue('ada_prefill');
});

test.describe('terms of use and privacy policy', () => {
  const links = { termsOfUseUrl: 'https://example.com/terms', privacyPolicyUrl: 'https://example.com/privacy' };

  test('with agreeToTermsPolicy Manual the sign-in page asks for a tick and refuses to continue without it', async ({
    page,
    rp,
    management,
  }) => {
    await management.withSignInExperience({ ...links, agreeToTermsPolicy: 'Manual' }, async () => {
      await rp.authorize(page);
      const form = signInPage(page);
      const agree = page.getByRole('checkbox', { name: 'I agree to the Terms of use and Privacy policy.' });
      await expect(agree).not.toBeChecked();
      await expect(page.getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', links.termsOfUseUrl);
      await expect(page.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', links.privacyPolicyUrl);

      await form.identifier.fill('nobody_terms');
      await form.password.fill('Some-Passw0rd');
      await form.submit.click();
      await expect(form.alert).toHaveText('Agree to the terms of use and the privacy policy to continue.');
      await expect(agree).toHaveAttribute('aria-invalid', 'true');

      // Ticked, the form goes to the server (which does not know this account).
      await agree.check();
      expect(await submitPasswordCheck(page)).toBe(422);
      await expect(form.alert).toHaveText(invalidCredentials);
    });
  });

  test('with agreeToTermsPolicy Automatic the sign-in page states the agreement with both links and has no checkbox', async ({
    page,
    rp,
    management,
  }) => {
    await management.withSignInExperience({ ...links, agreeToTermsPolicy: 'Automatic' }, async () => {
      await rp.authorize(page);
      await expect(page.getByText('By continuing, you agree to the Terms of use and Privacy policy.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', links.termsOfUseUrl);
      await expect(page.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', links.privacyPolicyUrl);
      await expect(page.getByRole('checkbox')).toHaveCount(0);
    });
  });
});

test('submitting the sign-in page opened without an authorization request ends on “Sign-in session not found”', async ({
  page,
}) => {
  await page.goto(`${userUrl()}/sign-in`);
  await signIn(page, 'nobody_session', password);
  await expect(page).toHaveURL((url) => url.pathname === '/unknown-session');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign-in session not found');
  await expect(page.getByText('This sign-in page was opened without a sign-in session')).toBeVisible();
});
