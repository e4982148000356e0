import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { FederatedAttempt } from './federated';
import { forgetAttempt } from './federated';
import type { FlowOutcome } from './flow';
import { useFlow } from './use-flow';

/**
 * The provider's answer at `/callback/:connectorId`, handed once to `handle` (the code can be
 * exchanged only once, and StrictMode runs effects twice): the answer leaves the address bar (a
 * reload must not send the code again) and the kept attempt is forgotten. Returns the flow's error.
 */
export const useProviderCallback = (
  connectorId: string,
  attempt: FederatedAttempt,
  handle: (connectorData: Record<string, string>) => Promise<FlowOutcome | undefined>,
) => {
  const navigate = useNavigate();
  const { error, run } = useFlow();
  const started = useRef(false);
  const handler = useRef(handle);
  handler.current = handle;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const connectorData = Object.fromEntries(new URLSearchParams(window.location.search));
    navigate(`/callback/${encodeURIComponent(connectorId)}`, { replace: true });
    forgetAttempt(connectorId);
    void run(() => handler.current(connectorData));
  }, [connectorId, navigate, run]);

  return { error, back: `/sign-in${attempt.search}` };
};
