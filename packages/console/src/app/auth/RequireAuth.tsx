import { type ReactNode, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { AppLoading } from '../../components/AppLoading';
import { useAuth } from './context';

/** The `sign-up` query flag opens the register screen instead of sign-in (spec §2). */
export const wantsSignUp = (search: string) => new URLSearchParams(search).has('sign-up');

/**
 * Where a signed-out visitor of an invitation's accept page (`/accept/{id}`) goes: the sign-in pages'
 * invitation page on this origin, which signs the invitee up with the invited email (the link
 * reached that mailbox) or takes their password, accepts, and leads on to the console. The console's
 * own sign-up would make an account without that email, which the invitation then refuses.
 */
export const invitationPageOf = (pathname: string, origin: string) => {
  const id = /^\/accept\/([^/]+)\/?$/.exec(pathname)?.[1];
  return id ? `${origin}/invitation/${id}` : undefined;
};

/**
 * Shows its children to a signed-in user; anyone else is sent to sign in,
 * with the current location remembered for after the callback (spec §2).
 */
export const RequireAuth = ({ children }: { children: ReactNode }) => {
  const auth = useAuth();
  const location = useLocation();
  const [state, setState] = useState<'checking' | 'signed-in' | 'redirecting'>('checking');

  useEffect(() => {
    let cancelled = false;
    void auth.userManager.getUser().then(async (user) => {
      if (cancelled) return;
      if (user?.refresh_token) {
        setState('signed-in');
        return;
      }
      setState('redirecting');
      const invitationPage = invitationPageOf(location.pathname, window.location.origin);
      if (invitationPage) {
        window.location.replace(invitationPage);
        return;
      }
      const search = new URLSearchParams(location.search);
      search.delete('sign-up');
      const query = search.toString();
      await auth.signIn({
        signUp: wantsSignUp(location.search),
        returnTo: `${location.pathname}${query ? `?${query}` : ''}${location.hash}`,
      });
    });
    return () => {
      cancelled = true;
    };
  }, [auth, location.pathname, location.search, location.hash]);

  return state === 'signed-in' ? children : <AppLoading />;
};
