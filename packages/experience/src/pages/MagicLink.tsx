import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Address } from '../components/Address';
import { Captcha } from '../components/Captcha';
import { FormError } from '../components/FormError';
import { Layout } from '../components/Layout';
import { request } from '../lib/api';
import { captchaFields, captchaReady } from '../lib/captcha';
import { type FlowOutcome, failureCode, identify, submit, switchFlow } from '../lib/flow';
import { interpolateNodes } from '../lib/interpolate';
import { useSettings } from '../lib/settings-context';
import { useFlow } from '../lib/use-flow';

const tokenProblems = ['expired', 'consumed', 'revoked', 'not_found'] as const;
type TokenProblem = (typeof tokenProblems)[number];

/** `one_time_token.expired` → `expired`; another failure → undefined. */
const tokenProblemOf = (failure: unknown): TokenProblem | undefined => {
  const code = failureCode(failure) ?? '';
  return tokenProblems.find((problem) => code === `one_time_token.${problem}`);
};

type Screen = { kind: 'working' } | { kind: 'unusable'; problem: TokenProblem } | { kind: 'no-account' };

/**
 * A magic link: the page opened with `one_time_token` and `login_hint` (the email it was made
 * for). The token proves the email: the person is signed in, or, without an account where
 * registration is open, registered. A spent, expired, withdrawn or unknown link says so and
 * leads to the sign-in form.
 */
export const MagicLink = () => {
  const { t } = useTranslation();
  const settings = useSettings();
  const [search] = useSearchParams();
  const token = search.get('one_time_token') ?? '';
  const email = search.get('login_hint') ?? '';
  const [screen, setScreen] = useState<Screen>(
    email ? { kind: 'working' } : { kind: 'unusable', problem: 'not_found' },
  );
  const { error, run } = useFlow();
  const started = useRef(false);
  // The form without the token (the way onward), the address prefilled.
  const rest = new URLSearchParams(search);
  rest.delete('one_time_token');
  const onward = `/sign-in${rest.size > 0 ? `?${rest.toString()}` : ''}`;

  useEffect(() => {
    // Once: a token works once (and StrictMode runs effects twice).
    if (!email || started.current) return;
    started.current = true;
    void run(async (): Promise<FlowOutcome | undefined> => {
      try {
        // With CAPTCHA on, the interaction starts once the widget answered (Turnstile: the box ticked).
        if (settings.captcha) await captchaReady();
        await request('PUT', 'api/experience', {
          interactionEvent: settings.signInMode === 'Register' ? 'Register' : 'SignIn',
          ...(await captchaFields('login')),
        });
        const { verificationId } = await request<{ verificationId: string }>(
          'POST',
          'api/experience/verification/one-time-token/verify',
          { token, identifier: { type: 'email', value: email } },
        );
        try {
          await identify(verificationId);
        } catch (failure) {
          if (failureCode(failure) !== 'user.not_found') throw failure;
          if (settings.signInMode === 'SignIn') {
            setScreen({ kind: 'no-account' });
            return undefined;
          }
          await switchFlow('register');
          await identify(verificationId);
        }
        return await submit();
      } catch (failure) {
        const problem = tokenProblemOf(failure);
        if (problem) {
          setScreen({ kind: 'unusable', problem });
          return undefined;
        }
        throw failure;
      }
    });
  }, [email, token, run, settings.signInMode, settings.captcha]);

  if (screen.kind === 'unusable' || screen.kind === 'no-account' || error) {
    const description =
      screen.kind === 'unusable'
        ? t(`magic_link.${screen.problem}`)
        : screen.kind === 'no-account'
          ? interpolateNodes(t('description.no_account_for', { address: '{{address}}' }), {
              address: <Address identifier={{ type: 'email', value: email }} />,
            })
          : undefined;
    return (
      <Layout
        title={screen.kind === 'working' ? t('social.failed_title') : t('magic_link.unusable_title')}
        description={description}
      >
        <FormError message={error} />
        <nav className="links">
          <Link className="button" to={onward}>
            {t('magic_link.sign_in_another_way')}
          </Link>
        </nav>
      </Layout>
    );
  }
  return (
    <Layout title={t('social.signing_in')}>
      <p className="progress" role="status">
        {t(settings.captcha?.type === 'Turnstile' ? 'magic_link.captcha' : 'magic_link.checking')}
      </p>
      <Captcha />
    </Layout>
  );
};
