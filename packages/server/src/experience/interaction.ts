import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { z } from 'zod';
import { ApiError } from '../platform/http/api-error';
import { type ExperienceState, experienceStateGuard } from './state';

export type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

/** Seconds the interaction has left: a save keeps its original expiry. */
export const remainingTtl = (interaction: Interaction) => Math.max(1, interaction.exp - Math.floor(Date.now() / 1000));

/** The application being signed in to (the authorization request's `client_id`). */
export const applicationIdOf = (interaction: Interaction) => String(interaction.params.client_id ?? '') || undefined;

/**
 * The interaction of the request's `_interaction` cookie and the Experience API's state kept in it
 * (state.ts): load it, read the state, save a new one with the interaction's remaining time.
 */
export const interactionStore = (provider: Provider, req: IncomingMessage, res: ServerResponse) => ({
  load: async (): Promise<Interaction> => {
    try {
      return await provider.interactionDetails(req, res);
    } catch {
      throw new ApiError('session.interaction_not_found');
    }
  },
  stateOf: (interaction: Interaction): ExperienceState => {
    const parsed = experienceStateGuard.safeParse(
      (interaction.result as { experience?: unknown } | undefined)?.experience,
    );
    if (!parsed.success) throw new ApiError('session.interaction_event_required');
    return parsed.data;
  },
  /** Saves a state; fields left out take their defaults when read (a new interaction's `mfa`). */
  save: async (interaction: Interaction, state: z.input<typeof experienceStateGuard>) => {
    interaction.result = { ...interaction.result, experience: state };
    await interaction.save(remainingTtl(interaction));
  },
});
