import { BrowserRouter, Navigate, Route, Routes, useSearchParams } from 'react-router';
import { Consent } from './pages/Consent';
import { Continue } from './pages/Continue';
import { ForgotPassword } from './pages/ForgotPassword';
import { Invitation } from './pages/Invitation';
import { NotAvailable, NotFound, UnknownSession } from './pages/messages';
import { Register } from './pages/Register';
import { ResetPassword } from './pages/ResetPassword';
import { SignIn } from './pages/SignIn';
import { VerificationCode } from './pages/VerificationCode';

/** The router's base: the tenant prefix the server put into `<base href>`. */
const basename = new URL(document.baseURI).pathname.replace(/\/$/, '') || '/';

/** Parameters whose capability arrives later end on a clear page instead of the password form. */
const Entry = ({ children }: { children: React.ReactNode }) => {
  const [search] = useSearchParams();
  if (search.get('direct_sign_in') || search.get('one_time_token')) return <NotAvailable reason="capability" />;
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
      <Route path="/continue" element={<Continue />} />
      <Route path="/consent" element={<Consent />} />
      <Route path="/invitation/:invitationId" element={<Invitation />} />
      <Route path="/unknown-session" element={<UnknownSession />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  </BrowserRouter>
);
