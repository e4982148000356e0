import type { User, UserManager } from 'oidc-client-ts';
import { createContext, useContext } from 'react';
import type { AccessTokens } from './access-tokens';

export type Auth = {
  userManager: UserManager;
  tokens: AccessTokens;
  /** Sends the visitor to sign in (or register), remembering where they were. */
  signIn: (options?: { signUp?: boolean; returnTo?: string; prompt?: string }) => Promise<void>;
  /** Forgets the session here and ends it at the provider. */
  signOut: () => Promise<void>;
  /** Clears every token and signs in afresh, back to the current page (spec §8). */
  restartSignIn: (options?: { prompt?: string }) => Promise<void>;
  /** Shows the 'Insufficient permissions.' alert; 'Got it' signs out (spec §6). */
  reportForbidden: (message: string) => void;
  /** Clears all tokens and reloads: the error screen's retry (spec §2). */
  clearAndReload: () => Promise<void>;
};

export const AuthContext = createContext<Auth | undefined>(undefined);

export const useAuth = () => {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth outside AuthProvider');
  return auth;
};

export type { User };
