import { useLocation, useNavigate } from 'react-router';
import { ApiFailure } from './api';
import { type CodeFlow, type CodeIdentifier, startWithCode } from './flow';

/** Seconds before another code may be asked for (the server's resend delay). */
export const resendSeconds = 60;

/** The wait a refused resend asks for (`verification_code.too_soon`, or the hourly limit), in seconds. */
export const retryAfterOf = (failure: unknown) => {
  const data =
    failure instanceof ApiFailure && failure.status === 429 ? (failure.data as { retryAfter?: unknown }) : {};
  return typeof data?.retryAfter === 'number' && data.retryAfter > 0 ? data.retryAfter : undefined;
};

/**
 * What the code screen (`/:flow/verification-code`) knows, kept in the history entry so that a
 * reload or going back and forth keeps it: where the code went, the verification to check it
 * with, when it was sent and how long to wait before another, and the form that sent it.
 */
export type CodeScreenState = {
  identifier: CodeIdentifier;
  verificationId: string;
  sentAt: number;
  wait: number;
  from: string;
};

/** What a form that leads back from the code screen gets: the address to prefill, and the code form again. */
export type BackToFormState = { identifier?: string; mode?: 'code' | 'password' };

export const isCodeScreenState = (state: unknown): state is CodeScreenState => {
  const candidate = state as Partial<CodeScreenState> | null;
  return (
    typeof candidate?.verificationId === 'string' &&
    typeof candidate.identifier?.value === 'string' &&
    typeof candidate.sentAt === 'number'
  );
};

/** The address a page came back with from the code screen, if any. */
export const useBackToFormState = (): BackToFormState => (useLocation().state as BackToFormState | null) ?? {};

/**
 * Starts a flow with a code and opens the code screen: the step a form runs through `useFlow`.
 *
 * @example
 * const sendCode = useSendCode('register');
 * await run(() => sendCode({ type: 'email', value }));
 */
export const useSendCode = (flow: CodeFlow) => {
  const navigate = useNavigate();
  const location = useLocation();
  return async (identifier: CodeIdentifier) => {
    const { verificationId } = await startWithCode(flow, identifier);
    const state: CodeScreenState = {
      identifier,
      verificationId,
      sentAt: Date.now(),
      wait: resendSeconds,
      from: location.pathname,
    };
    navigate(`/${flow}/verification-code${location.search}`, { state });
    return undefined;
  };
};
