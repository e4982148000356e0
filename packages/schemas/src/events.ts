import { z } from 'zod';
import {
  hookEvents,
  interactionEvents,
  organizationEvents,
  organizationRoleEvents,
  organizationScopeEvents,
  roleEvents,
  scopeEvents,
  userDataHookEvents,
} from './logs';

/**
 * Data-change events (spec §9 webhooks: created, deleted, data updated, related updates). The
 * server writes each one to its outbox inside the transaction of the change it reports
 * (server platform/events.ts), so none is lost and none reports a change that rolled back.
 * `data` is the entity after the change, where there is one.
 */
export const dataEventGuard = z.discriminatedUnion('event', [
  /** The sign-in pages' outcomes (PostRegister, PostSignIn, PostResetPassword), with where they came from. */
  z.object({
    event: z.enum(hookEvents),
    userId: z.string(),
    interactionEvent: z.enum(interactionEvents),
    applicationId: z.string().optional(),
    ip: z.string().optional(),
    userAgent: z.string().optional(),
  }),
  z.object({ event: z.enum(userDataHookEvents), userId: z.string(), data: z.unknown().optional() }),
  z.object({ event: z.enum(roleEvents), roleId: z.string(), data: z.unknown().optional() }),
  z.object({
    event: z.enum(scopeEvents),
    scopeId: z.string(),
    /** The API resource the permission belongs to. */
    resourceId: z.string(),
    data: z.unknown().optional(),
  }),
  z.object({
    event: z.enum(organizationEvents),
    organizationId: z.string(),
    /** Membership events: the member that joined or left, when there is one. */
    userId: z.string().optional(),
    data: z.unknown().optional(),
  }),
  z.object({
    event: z.enum(organizationRoleEvents),
    organizationRoleId: z.string(),
    data: z.unknown().optional(),
  }),
  z.object({
    event: z.enum(organizationScopeEvents),
    organizationScopeId: z.string(),
    data: z.unknown().optional(),
  }),
]);
export type DataEvent = z.infer<typeof dataEventGuard>;
export type DataEventName = DataEvent['event'];
