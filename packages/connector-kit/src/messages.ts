import { z } from 'zod';

/**
 * What a message is for: the email template types of issue 16 (and the SMS ones alike). The
 * connector picks its template, subject or wording by it.
 */
export const messageTypes = [
  'SignIn',
  'Register',
  'ForgotPassword',
  'OrganizationInvitation',
  'Generic',
  'UserPermissionValidation',
  'BindNewIdentifier',
  'MfaVerification',
] as const;
export type MessageType = (typeof messageTypes)[number];

/**
 * The template's values. `code` (a verification code) and `link` (a magic or invitation link) are
 * the ones Gatehouse fills; callers of the management API may add their own (`locale`, a name), which
 * templates can use.
 */
export const messagePayloadGuard = z
  .object({ link: z.string().max(2048).optional(), code: z.string().max(256).optional() })
  .catchall(z.unknown());
export type MessagePayload = z.infer<typeof messagePayloadGuard>;

/**
 * The message as the tenant's template for its type and language renders it (issue 16 email
 * templates; SMS uses `body` as plain text). The server renders it, so every connector delivers
 * the same words.
 */
export type MessageContent = {
  subject: string;
  body: string;
  contentType: 'text/html' | 'text/plain';
  /** Where replies go, when the template sets it. */
  replyTo?: string;
  /** The sender's display name, when the template sets it (the address is the connector's). */
  sendFrom?: string;
};

/** One message to deliver: to an email address (email connector) or a phone number (SMS connector). */
export type SendMessageData = {
  to: string;
  type: MessageType;
  payload: MessagePayload;
  content: MessageContent;
};
