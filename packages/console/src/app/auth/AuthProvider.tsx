import { type ReactNode, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasOpened } from '../../hooks/use-has-opened';
import { lazyNamed } from '../../utils/lazy-named';
import { consoleBase, currentConsolePath } from '../base-path';
import { useConsoleConfig } from '../config-context';
import { createAccessTokens } from './access-tokens';
import { type Auth, AuthContext } from './context';
import { rememberReturnPath } from './return-path';
import { createUserManager } from './user-manager';

/** Loaded only when the server refuses the console (its modal is not part of the first paint). */
const AlertDialog = lazyNamed(() => import('../../components/AlertDialog'), 'AlertDialog');

/**
 * Holds the console's OIDC session (oidc-client-ts against the admin tenant)
 * and what every part of the console does with it: sign in, sign out, start
 * over after an auth error, and the forbidden alert.
 */
export const AuthProvider = ({ children }: { children: ReactNode }) => {
  const config = useConsoleConfig();
  const { t, i18n } = useTranslation();
  const [forbidden, setForbidden] = useState<string>();
  const alertMounted = useHasOpened(forbidden !== undefined);

  const auth = useMemo<Auth>(() => {
    const userManager = createUserManager(config, consoleBase);
    const tokens = createAccessTokens(userManager);
    let redirecting = false;

    const signIn: Auth['signIn'] = async ({ signUp = false, returnTo, prompt } = {}) => {
      if (redirecting) return;
      redirecting = true;
      rememberReturnPath(returnTo ?? currentConsolePath());
      await userManager.signinRedirect({
        ui_locales: i18n.language,
        ...(prompt ? { prompt } : {}),
        ...(signUp ? { extraQueryParams: { first_screen: 'register' } } : {}),
      });
    };

    const forget = async () => {
      tokens.clear();
      await userManager.removeUser();
    };

    return {
      userManager,
      tokens,
      signIn,
      signOut: async () => {
        const user = await userManager.getUser();
        tokens.clear();
        if (user?.id_token) {
          // Ends the session at the provider too; it sends the browser back to the console.
          await userManager.signoutRedirect({ id_token_hint: user.id_token });
        } else {
          await userManager.removeUser();
          window.location.assign(consoleBase);
        }
      },
      restartSignIn: async ({ prompt } = {}) => {
        await forget();
        await signIn({ prompt });
      },
      reportForbidden: (message) => setForbidden(message),
      clearAndReload: async () => {
        await forget();
        window.location.reload();
      },
    };
  }, [config, i18n]);

  return (
    <AuthContext.Provider value={auth}>
      {children}
      {alertMounted ? (
        <Suspense fallback={null}>
          <AlertDialog
            open={forbidden !== undefined}
            title={t('errors.insufficient_permissions')}
            message={forbidden ?? ''}
            confirmText={t('general.got_it')}
            onConfirm={() => {
              setForbidden(undefined);
              void auth.signOut();
            }}
          />
        </Suspense>
      ) : null}
    </AuthContext.Provider>
  );
};
