import { Suspense, useEffect, useMemo } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useSearchParams } from 'react-router';
import { lazyPage, preloadPages } from './lib/lazy-page';
import { useSettings } from './lib/settings-context';
import { DirectSignIn, type DirectTarget } from './pages/DirectSignIn';
import { NotFound, UnknownSession } from './pages/messages';
import { Register } from './pages/Register';
import { SignIn } from './pages/SignIn';

// Screens after the first one: chunks of their own (see lazyPage).
const Callback = lazyPage(() => import('./pages/Callback'), 'Callback');
const Consent = lazyPage(() => import('./pages/Consent'), 'Consent');
const Continue = lazyPage(() => import('./pages/Continue'), 'Continue');
const ForgotPassword = lazyPage(() => import('./pages/ForgotPassword'), 'ForgotPassword');
const Invitation = lazyPage(() => import('./pages/Invitation'), 'Invitation');
const MagicLink = lazyPage(() => import('./pages/MagicLink'), 'MagicLink');
const MfaBinding = lazyPage(() => import('./pages/mfa/MfaBinding'), 'MfaBinding');
const MfaVerification = lazyPage(() => import('./pages/mfa/MfaVerification'), 'MfaVerification');
const ResetPassword = lazyPage(() => import('./pages/ResetPassword'), 'ResetPassword');
const SingleSignOn = lazyPage(() => import('./pages/SingleSignOn'), 'SingleSignOn');
const VerificationCode = lazyPage(() => import('./pages/VerificationCode'), 'VerificationCode');

/** The router's base: the tenant prefix the server put into `<base href>`. */
const basename = new URL(document.baseURI).pathname.replace(/\/$/, '') || '/';

/** The direct sign-in the authorization request asked for, where the tenant offers it. */
const directTarget = (value: string, settings: ReturnType<typeof useSettings>): DirectTarget | undefined => {
  const [, method, target = ''] = /^(social|sso):(.+)$/.exec(value) ?? [];
  if (method === 'sso') return settings.singleSignOnEnabled ? { kind: 'sso', connectorId: target } : undefined;
  const connector = settings.socialConnectors.find((candidate) => candidate.target === target);
  return connector && { kind: 'social', connector };
};

/**
 * What the authorization request asked of the first screen: a magic link (`one_time_token`) signs
 * in by itself; `direct_sign_in=social:{target}` goes straight to that connector's provider, and
 * `sso:{connectorId}` to that SSO connector's where the tenant enables single sign-on. Any other
 * direct sign-in (an unknown target, SSO turned off) falls back to the form.
 */
const Entry = ({ children }: { children: React.ReactNode }) => {
  const [search] = useSearchParams();
  const settings = useSettings();
  const target = useMemo(() => directTarget(search.get('direct_sign_in') ?? '', settings), [search, settings]);
  if (search.get('one_time_token')) return <MagicLink />;
  if (target) {
    const rest = new URLSearchParams(search);
    rest.delete('direct_sign_in');
    return <DirectSignIn target={target} fallback={`/sign-in${rest.size > 0 ? `?${rest.toString()}` : ''}`} />;
  }
  return <>{children}</>;
};

export const App = () => {
  useEffect(preloadPages, []);
  return (
    <BrowserRouter basename={basename}>
      <Suspense fallback={null}>
        <Routes>
          <Route path="/" element={<Navigate to="/sign-in" replace />} />
          <Route
            path="/sign-in"
            element={
              <Entry>
                <SignIn />
              </Entry>
            }
          />
          <Route
            path="/identifier-sign-in"
            element={
              <Entry>
                <SignIn identifierFirst />
              </Entry>
            }
          />
          <Route
            path="/register"
            element={
              <Entry>
                <Register />
              </Entry>
            }
          />
          <Route
            path="/identifier-register"
            element={
              <Entry>
                <Register identifierFirst />
              </Entry>
            }
          />
          <Route path="/forgot-password" element={<ForgotPassword />} />
          <Route path="/reset-password" element={<ResetPassword />} />
          <Route path="/:flow/verification-code" element={<VerificationCode />} />
          <Route path="/single-sign-on" element={<SingleSignOn />} />
          <Route path="/callback/:connectorId" element={<Callback />} />
          <Route path="/continue" element={<Continue />} />
          <Route path="/mfa-verification" element={<MfaVerification />} />
          <Route path="/mfa-binding" element={<MfaBinding />} />
          <Route path="/consent" element={<Consent />} />
          <Route path="/invitation/:invitationId" element={<Invitation />} />
          <Route path="/unknown-session" element={<UnknownSession />} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
};
