import { z } from 'zod';
import { applicationGuard } from './applications';
import { checkedString, isLoopback } from './urls';

/**
 * SAML applications (spec §3 SAML application config and SAML secret; §5): Gatehouse as the SAML
 * identity provider of a service provider (SP) that reads signed (optionally encrypted) assertions.
 */

export const samlBindings = ['HTTP-POST', 'HTTP-Redirect'] as const;
export const nameIdFormats = ['persistent', 'emailAddress', 'unspecified', 'transient'] as const;
export type NameIdFormat = (typeof nameIdFormats)[number];

/** User fields an attribute can carry (the OIDC claim names of the user, spec §3). */
export const samlUserFields = ['sub', 'email', 'name', 'username', 'phone_number', 'picture'] as const;
export type SamlUserField = (typeof samlUserFields)[number];

/** An ACS URL: https, or http on a loopback host (a service provider developed locally). */
export const isValidAcsUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url));
  } catch {
    return false;
  }
};

/** The ACS: Responses are sent with the HTTP-POST binding (SAML 2.0 profiles §4.1.2: never HTTP-Redirect). */
export const samlAcsUrlGuard = z.object({
  binding: z.literal('HTTP-POST').default('HTTP-POST'),
  url: checkedString(isValidAcsUrl, 'form_errors.invalid_url'),
});

/** SAML attribute names: XML-safe text (it is written into an attribute value). */
export const samlAttributeNameGuard = z
  .string()
  .min(1)
  .max(256)
  .regex(/^[^<>&"]+$/);

export const samlAttributeMappingGuard = z.partialRecord(z.enum(samlUserFields), samlAttributeNameGuard);

/**
 * Encryption of the assertion to the SP's certificate. `encryptAssertion` requires
 * `encryptThenSign` and a certificate (spec §5); the service checks the certificate parses.
 */
export const samlEncryptionGuard = z.object({
  encryptAssertion: z.boolean(),
  encryptThenSign: z.boolean().default(false),
  certificate: z.string().max(16_384).optional(),
});
export type SamlEncryption = z.infer<typeof samlEncryptionGuard>;

const entityIdGuard = z.string().trim().min(1).max(256);

export const samlApplicationConfigGuard = z.object({
  entityId: z.string(),
  acsUrl: z.object({ binding: z.literal('HTTP-POST'), url: z.string() }),
  attributeMapping: z.partialRecord(z.enum(samlUserFields), z.string()),
  nameIdFormat: z.enum(nameIdFormats),
  encryption: z
    .object({ encryptAssertion: z.boolean(), encryptThenSign: z.boolean(), certificate: z.string().optional() })
    .nullable(),
  /** The SP signs its AuthnRequests: unsigned or badly signed ones are refused (issue 21). */
  authnRequestsSigned: z.boolean(),
  /** The SP's request signing certificate (PEM); required when `authnRequestsSigned`. */
  requestSigningCertificate: z.string().nullable(),
});

/** A SAML application as the management API returns it: the application with its SAML config. */
export const samlApplicationGuard = applicationGuard
  .pick({ id: true, name: true, description: true, createdAt: true })
  .extend({
    type: z.literal('SAML'),
    ...samlApplicationConfigGuard.shape,
  });
export type SamlApplication = z.infer<typeof samlApplicationGuard>;

export const createSamlApplicationGuard = z.object({
  name: applicationGuard.shape.name,
  description: applicationGuard.shape.description.optional(),
  entityId: entityIdGuard,
  acsUrl: samlAcsUrlGuard,
  attributeMapping: samlAttributeMappingGuard.optional(),
  nameIdFormat: z.enum(nameIdFormats).default('persistent'),
  encryption: samlEncryptionGuard.nullable().optional(),
  authnRequestsSigned: z.boolean().optional(),
  requestSigningCertificate: z.string().max(16_384).nullable().optional(),
});
export type CreateSamlApplication = z.infer<typeof createSamlApplicationGuard>;

export const patchSamlApplicationGuard = z
  .object({
    name: applicationGuard.shape.name,
    description: applicationGuard.shape.description,
    entityId: entityIdGuard,
    acsUrl: samlAcsUrlGuard,
    attributeMapping: samlAttributeMappingGuard,
    nameIdFormat: z.enum(nameIdFormats),
    encryption: samlEncryptionGuard.nullable(),
    authnRequestsSigned: z.boolean(),
    requestSigningCertificate: z.string().max(16_384).nullable(),
  })
  .partial();
export type PatchSamlApplication = z.infer<typeof patchSamlApplicationGuard>;

/** A signing certificate of a SAML application; its private key never leaves the server. */
export const samlApplicationSecretGuard = z.object({
  id: z.string(),
  certificate: z.string(),
  /** SHA-256 fingerprint of the certificate, colon-separated hex. */
  fingerprint: z.string(),
  createdAt: z.number().int(),
  expiresAt: z.number().int(),
  active: z.boolean(),
});
export type SamlApplicationSecret = z.infer<typeof samlApplicationSecretGuard>;

export const createSamlApplicationSecretGuard = z.object({
  lifeSpanInYears: z.number().int().min(1).max(10),
});
export const patchSamlApplicationSecretGuard = z.object({ active: z.boolean() });
