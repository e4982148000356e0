import { z } from 'zod';

/** What a message is for (the connector kit's `messageTypes`): the email template types. */
export const templateTypes = [
  'SignIn',
  'Register',
  'ForgotPassword',
  'OrganizationInvitation',
  'Generic',
  'UserPermissionValidation',
  'BindNewIdentifier',
  'MfaVerification',
] as const;
export const templateTypeGuard = z.enum(templateTypes);
export type TemplateType = z.infer<typeof templateTypeGuard>;

const languageTagGuard = z
  .string()
  .min(2)
  .max(16)
  .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'a language tag such as en or pt-BR');

/** Spec §5: a sender name (and company information) must not contain a URL. */
const hasUrl = (value: string) => /(https?:\/\/|www\.)|\b[a-z0-9-]+\.(com|net|org|io|app|dev|co)\b/i.test(value);

export const emailTemplateDetailsGuard = z
  .object({
    subject: z.string().min(1).max(512),
    /** `{{code}}`, `{{link}}` and the payload's other values are filled in when a message is sent. */
    content: z.string().min(1).max(65_536),
    contentType: z.enum(['text/html', 'text/plain']).default('text/html'),
    replyTo: z.email().max(256).optional(),
    sendFrom: z
      .string()
      .min(1)
      .max(128)
      .refine((value) => !hasUrl(value), 'form_errors.no_url_in_sender')
      .optional(),
  })
  .strict();
export type EmailTemplateDetails = z.infer<typeof emailTemplateDetailsGuard>;

export const emailTemplateGuard = z.object({
  id: z.string(),
  languageTag: z.string(),
  templateType: templateTypeGuard,
  details: emailTemplateDetailsGuard,
  createdAt: z.number().int(),
});
export type EmailTemplate = z.infer<typeof emailTemplateGuard>;

export const upsertEmailTemplatesGuard = z
  .object({
    templates: z
      .array(
        z
          .object({
            languageTag: languageTagGuard,
            templateType: templateTypeGuard,
            details: emailTemplateDetailsGuard,
          })
          .strict(),
      )
      .min(1)
      .max(200),
  })
  .strict();

export const emailTemplateFiltersGuard = z.object({
  languageTag: languageTagGuard.optional(),
  templateType: templateTypeGuard.optional(),
});

export const patchEmailTemplateDetailsGuard = emailTemplateDetailsGuard.partial().strict();
