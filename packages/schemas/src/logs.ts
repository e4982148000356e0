import { z } from 'zod';

/**
 * Audit log keys (spec §8): interaction steps by event, identifier and method,
 * and token exchanges by grant.
 */
export const interactionEvents = ['SignIn', 'Register', 'ForgotPassword'] as const;
export type InteractionEvent = (typeof interactionEvents)[number];

export const tokenExchangeKeys = [
  'ExchangeTokenBy.AuthorizationCode',
  'ExchangeTokenBy.ClientCredentials',
  'ExchangeTokenBy.RefreshToken',
  'ExchangeTokenBy.TokenExchange',
] as const;

export const interactionLogKeys = [
  'Interaction.Create',
  'Interaction.End',
  ...interactionEvents.flatMap((event) => [
    `Interaction.${event}.Update` as const,
    `Interaction.${event}.Submit` as const,
    `Interaction.${event}.Identifier.Password.Submit` as const,
    `Interaction.${event}.Identifier.VerificationCode.Create` as const,
    `Interaction.${event}.Identifier.VerificationCode.Submit` as const,
    `Interaction.${event}.Identifier.Submit` as const,
    `Interaction.${event}.Profile.Update` as const,
  ]),
  // Second factors (issue 18), at sign-in and sign-up: enrollment, verification, binding, skipping.
  ...(['SignIn', 'Register'] as const).flatMap((event) => [
    `Interaction.${event}.Mfa.Totp.Create` as const,
    `Interaction.${event}.Mfa.Totp.Submit` as const,
    `Interaction.${event}.Mfa.BackupCode.Create` as const,
    `Interaction.${event}.Mfa.BackupCode.Submit` as const,
    `Interaction.${event}.Mfa.WebAuthn.Create` as const,
    `Interaction.${event}.Mfa.WebAuthn.Submit` as const,
    `Interaction.${event}.Mfa.EmailVerificationCode.Create` as const,
    `Interaction.${event}.Mfa.EmailVerificationCode.Submit` as const,
    `Interaction.${event}.Mfa.PhoneVerificationCode.Create` as const,
    `Interaction.${event}.Mfa.PhoneVerificationCode.Submit` as const,
    `Interaction.${event}.Mfa.Bind` as const,
    `Interaction.${event}.Mfa.Skip` as const,
  ]),
  // Passkey sign-in (issue 18): the options without an identifier, then the checked assertion.
  'Interaction.SignIn.Passkey.Create',
  'Interaction.SignIn.Passkey.Submit',
  // Enterprise SSO (issue 21): the authorization request, then the provider's answer checked.
  ...(['SignIn', 'Register'] as const).flatMap((event) => [
    `Interaction.${event}.Identifier.SingleSignOn.Create` as const,
    `Interaction.${event}.Identifier.SingleSignOn.Submit` as const,
  ]),
  // A SAML connector's ACS: the identity provider's answer accepted or refused, before any interaction.
  'Interaction.SingleSignOn.Saml.Acs',
  'Interaction.Consent.Submit',
] as const;

/** Events recorded for the webhooks that come later (spec §9). */
export const hookEvents = ['PostRegister', 'PostSignIn', 'PostResetPassword'] as const;
/**
 * Data events of the management API (spec §9 webhooks: created, deleted, data updated and related
 * updates), recorded with the `userId` so the webhook worker can deliver them later.
 */
export const userDataHookEvents = [
  'User.Created',
  'User.Deleted',
  'User.Data.Updated',
  'User.SuspensionStatus.Updated',
] as const;
export type UserDataHookEvent = (typeof userDataHookEvents)[number];
/** Data events of roles (RBAC), recorded with the `roleId`. */
export const roleEvents = ['Role.Created', 'Role.Deleted', 'Role.Data.Updated', 'Role.Scopes.Updated'] as const;
/** Data events of API resource permissions, recorded with the `scopeId` and its `resourceId`. */
export const scopeEvents = ['Scope.Created', 'Scope.Deleted', 'Scope.Data.Updated'] as const;
/**
 * Data events of organizations and the organization template, recorded with `organizationId`,
 * `organizationRoleId` or `organizationScopeId`.
 */
export const organizationEvents = [
  'Organization.Created',
  'Organization.Deleted',
  'Organization.Data.Updated',
  'Organization.Membership.Updated',
] as const;
export const organizationRoleEvents = [
  'OrganizationRole.Created',
  'OrganizationRole.Deleted',
  'OrganizationRole.Data.Updated',
  'OrganizationRole.Scopes.Updated',
] as const;
export const organizationScopeEvents = [
  'OrganizationScope.Created',
  'OrganizationScope.Deleted',
  'OrganizationScope.Data.Updated',
] as const;
export const organizationDataHookEvents = [
  ...organizationEvents,
  ...organizationRoleEvents,
  ...organizationScopeEvents,
] as const;
export type OrganizationDataHookEvent = (typeof organizationDataHookEvents)[number];
export const hookLogKeys = [
  ...hookEvents,
  ...userDataHookEvents,
  ...roleEvents,
  ...scopeEvents,
  ...organizationDataHookEvents,
].map((event) => `TriggerHook.${event}` as const);

/** SAML applications (issue 21): a service provider's AuthnRequest (or IdP-initiated start), and the Response sent back. */
export const samlApplicationLogKeys = ['SamlApplication.AuthnRequest', 'SamlApplication.Callback'] as const;

export const logKeys = [
  ...interactionLogKeys,
  ...tokenExchangeKeys,
  ...hookLogKeys,
  ...samlApplicationLogKeys,
] as const;
export type LogKey = (typeof logKeys)[number];

export const logResults = ['Success', 'Error'] as const;

export const logPayloadGuard = z
  .object({
    result: z.enum(logResults),
    error: z.object({ code: z.string(), message: z.string() }).optional(),
    ip: z.string().optional(),
    userAgent: z.string().optional(),
    userId: z.string().optional(),
    applicationId: z.string().optional(),
    sessionId: z.string().optional(),
    interactionEvent: z.enum(interactionEvents).optional(),
    identifierType: z.string().optional(),
    grantType: z.string().optional(),
    scope: z.string().optional(),
    resource: z.string().optional(),
  })
  .catchall(z.unknown());
export type LogPayload = z.infer<typeof logPayloadGuard>;

export const logGuard = z.object({
  id: z.string(),
  key: z.string(),
  payload: logPayloadGuard,
  createdAt: z.number().int(),
});
export type Log = z.infer<typeof logGuard>;

/**
 * Who or what a record refers to, resolved when the record is read: the user's or application's
 * display name, or `deleted` when it no longer exists (the id stays, the name is null).
 */
export const logSubjectGuard = z.object({ id: z.string(), name: z.string().nullable(), deleted: z.boolean() });
export type LogSubject = z.infer<typeof logSubjectGuard>;

/** A record as the management API answers it: the stored record with its user and application named. */
export const logEntryGuard = logGuard.extend({
  user: logSubjectGuard.optional(),
  application: logSubjectGuard.optional(),
});
export type LogEntry = z.infer<typeof logEntryGuard>;

/** Epoch milliseconds; 15 digits at most, so every value is a date the database can hold. */
const epochMsGuard = z.string().regex(/^\d{1,15}$/, 'epoch milliseconds');

/** Filters of `GET /api/logs`, named as Logto names them (`start_time`/`end_time` included). */
export const logListQueryGuard = z.object({
  userId: z.string().max(21).optional(),
  applicationId: z.string().max(21).optional(),
  logKey: z.string().max(128).optional(),
  start_time: epochMsGuard.optional(),
  end_time: epochMsGuard.optional(),
  result: z.enum(logResults).optional(),
});
export type LogListQuery = z.infer<typeof logListQueryGuard>;
