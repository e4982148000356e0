import { type ReactNode, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { AppLoading } from '../../components/AppLoading';
import { useAuth } from './context';

/** The `sign-up` query flag, or an invitation's accept page, opens the register screen instead of sign-in (spec §2). */
export const wantsSignUp = (search: string, pathname = '') =>
  new URLSearchParams(search).has('sign-up') || pathname.startsWith('/accept/');

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
      const search = new URLSearchParams(location.search);
      search.delete('sign-up');
      const query = search.toString();
      await auth.signIn({
        signUp: wantsSignUp(location.search, location.pathname),
        returnTo: `${location.pathname}${query ? `?${query}` : ''}${location.hash}`,
      });
    });
    return () => {
      cancelled = true;
    };
  }, [auth, location.pathname, location.search, location.hash]);

  return state === 'signed-in' ? children : <AppLoading />;
};
