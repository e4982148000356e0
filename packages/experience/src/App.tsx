import { BrowserRouter, Navigate, Route, Routes, useSearchParams } from 'react-router';
import { useSettings } from './lib/settings-context';
import { Consent } from './pages/Consent';
import { Continue } from './pages/Continue';
import { DirectSignIn } from './pages/DirectSignIn';
import { ForgotPassword } from './pages/ForgotPassword';
import { Invitation } from './pages/Invitation';
import { MagicLink } from './pages/MagicLink';
import { NotAvailable, NotFound, UnknownSession } from './pages/messages';
import { MfaBinding } from './pages/mfa/MfaBinding';
import { MfaVerification } from './pages/mfa/MfaVerification';
import { Register } from './pages/Register';
import { ResetPassword } from './pages/ResetPassword';
import { SignIn } from './pages/SignIn';
import { SocialCallback } from './pages/SocialCallback';
import { VerificationCode } from './pages/VerificationCode';

/** The router's base: the tenant prefix the server put into `<base href>`. */
const basename = new URL(document.baseURI).pathname.replace(/\/$/, '') || '/';

/**
 * What the authorization request asked of the first screen: a magic link (`one_time_token`) signs
 * in by itself; `direct_sign_in=social:{target}` goes straight to that connector's provider. Any
 * other direct sign-in (an unknown target, `sso:…`) falls back to the form.
 */
const Entry = ({ children }: { children: React.ReactNode }) => {
  const [search] = useSearchParams();
  const { socialConnectors } = useSettings();
  if (search.get('one_time_token')) return <MagicLink />;
  const direct = /^social:(.+)$/.exec(search.get('direct_sign_in') ?? '')?.[1];
  const connector = direct ? socialConnectors.find((candidate) => candidate.target === direct) : undefined;
  if (connector) {
    const rest = new URLSearchParams(search);
    rest.delete('direct_sign_in');
    return <DirectSignIn connector={connector} fallback={`/sign-in${rest.size > 0 ? `?${rest.toString()}` : ''}`} />;
  }
  return <>{children}</>;
};

export const App = () => (
  <BrowserRouter basename={basename}>
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
      <Route path="/single-sign-on" element={<NotAvailable reason="capability" />} />
      <Route path="/callback/:connectorId" element={<SocialCallback />} />
      <Route path="/continue" element={<Continue />} />
      <Route path="/mfa-verification" element={<MfaVerification />} />
      <Route path="/mfa-binding" element={<MfaBinding />} />
      <Route path="/consent" element={<Consent />} />
      <Route path="/invitation/:invitationId" element={<Invitation />} />
      <Route path="/unknown-session" element={<UnknownSession />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  </BrowserRouter>
);
