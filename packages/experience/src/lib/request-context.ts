import type { InteractionContext } from '@gatehouse/schemas/experience';
import { createContext, useContext } from 'react';
import { request } from './api';

const none: InteractionContext = { application: null, organization: null, account: null };

/**
 * Who the sign-in is for (the application, the organization) and who is signed in, read once per
 * page load. Pages outside an authorization request (an invitation, an expired session) get none.
 */
export const loadRequestContext = async (): Promise<InteractionContext> => {
  try {
    return await request<InteractionContext>('GET', 'api/experience/context');
  } catch {
    return none;
  }
};

export const RequestContext = createContext<InteractionContext>(none);

export const useRequestContext = () => useContext(RequestContext);
