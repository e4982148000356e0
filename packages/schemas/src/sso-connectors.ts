import { z } from 'zod';
import { emailDomainParamGuard } from './organizations';
import { imageUrlGuard, isHttpsUrl } from './urls';

/**
 * Enterprise SSO connectors (spec §3 SSO connector and SSO identity; peer-interfaces §3.2
 * `/api/sso-connector-providers`, `/api/sso-connectors*`). A connector signs a company's
 * employees in through its identity provider; it owns email domains, so typing an address there
 * leads to it. The config is one document per provider, sealed at rest; its secret fields are
 * shown masked (`maskedSecret` of connectors.ts).
 */
export const ssoProviderNames = ['OIDC', 'SAML', 'AzureAD', 'AzureAdOidc', 'GoogleWorkspace', 'Okta'] as const;
export const ssoProviderNameGuard = z.enum(ssoProviderNames);
export type SsoProviderName = z.infer<typeof ssoProviderNameGuard>;

/** The protocol a provider speaks: OpenID Connect or SAML 2.0. */
export const ssoProviderTypeGuard = z.enum(['oidc', 'saml']);

/** `GET /api/sso-connector-providers`: each provider, and whether this release can create it. */
export const ssoProviderGuard = z.object({
  providerName: ssoProviderNameGuard,
  providerType: ssoProviderTypeGuard,
  /** False for a provider announced but not built yet: creating one answers 422. */
  available: z.boolean(),
  /** The config fields, and which of them are secret (shown masked). */
  configFields: z.array(z.object({ key: z.string(), required: z.boolean(), secret: z.boolean() })),
});
export type SsoProvider = z.infer<typeof ssoProviderGuard>;

const secureIssuer = z
  .string()
  .max(2048)
  .refine((value) => isHttpsUrl(value) && !/[?#]/.test(value), 'form_errors.https_url');

/** An OpenID Connect provider's config (OIDC, Okta, Entra ID OIDC; Google Workspace fixes the issuer). */
export const ssoOidcConfigGuard = z
  .object({
    issuer: secureIssuer,
    clientId: z.string().trim().min(1).max(512),
    clientSecret: z.string().min(1).max(8192),
    scope: z
      .string()
      .trim()
      .max(1024)
      .refine((scope) => scope.split(/\s+/).includes('openid'), 'must include openid')
      .optional(),
  })
  .strict();
export type SsoOidcConfig = z.infer<typeof ssoOidcConfigGuard>;

const secureUrl = z
  .string()
  .max(2048)
  .refine((value) => isHttpsUrl(value), 'form_errors.https_url');

/**
 * A SAML 2.0 identity provider's config (SAML, Entra ID SAML): its metadata by URL (read by the
 * server) or as XML, or its entity id, sign-in endpoint (HTTP-Redirect binding) and signing
 * certificate (PEM or base64 DER) typed in. Exactly one of the three ways. `attributeMapping` names
 * the SAML attributes carrying the email and the name when the provider uses other names than the
 * usual ones (`email`, `mail`, the claims URIs of Entra ID and ADFS).
 */
export const ssoSamlConfigGuard = z
  .object({
    metadataUrl: secureUrl.optional(),
    metadata: z.string().trim().min(1).max(200_000).optional(),
    entityId: z.string().trim().min(1).max(1024).optional(),
    signInEndpoint: secureUrl.optional(),
    x509Certificate: z.string().trim().min(1).max(20_000).optional(),
    attributeMapping: z
      .object({ email: z.string().trim().min(1).max(256), name: z.string().trim().min(1).max(256) })
      .partial()
      .strict()
      .optional(),
  })
  .strict()
  .refine(
    (config) =>
      [
        config.metadataUrl !== undefined,
        config.metadata !== undefined,
        config.entityId !== undefined || config.signInEndpoint !== undefined || config.x509Certificate !== undefined,
      ].filter(Boolean).length === 1,
    'give the metadata URL, the metadata XML, or the entity id, sign-in endpoint and certificate: exactly one',
  )
  .refine(
    (config) =>
      config.metadataUrl !== undefined ||
      config.metadata !== undefined ||
      Boolean(config.entityId && config.signInEndpoint && config.x509Certificate),
    'entityId, signInEndpoint and x509Certificate go together',
  );
export type SsoSamlConfig = z.infer<typeof ssoSamlConfigGuard>;

/** What a SAML identity provider's admin copies into it: Gatehouse as the service provider. */
export const ssoSamlServiceProviderGuard = z.object({
  entityId: z.string(),
  /** The Assertion Consumer Service (HTTP-POST binding). */
  acsUrl: z.string(),
  /** Where the SP metadata XML is served (anonymous). */
  metadataUrl: z.string(),
  /** The certificate (PEM) the identity provider may encrypt assertions to. */
  encryptionCertificate: z.string().optional(),
  /** After a rotation: until when (epoch ms) assertions encrypted to the previous certificate still decrypt. */
  previousCertificateExpiresAt: z.number().int().optional(),
  metadata: z.string(),
});
export type SsoSamlServiceProvider = z.infer<typeof ssoSamlServiceProviderGuard>;

export const ssoBrandingGuard = z
  .object({
    displayName: z.string().trim().max(128).optional(),
    logo: imageUrlGuard.optional(),
    darkLogo: imageUrlGuard.optional(),
  })
  .strict();
export type SsoBranding = z.infer<typeof ssoBrandingGuard>;

/** The domains a connector owns, lower-cased; each belongs to one connector of the tenant. */
export const ssoDomainsGuard = z.array(emailDomainParamGuard).max(50);

const connectorName = z.string().trim().min(1).max(128);

export const createSsoConnectorGuard = z
  .object({
    providerName: ssoProviderNameGuard,
    connectorName,
    /**
     * Optional: without it the connector is saved unconfigured (listed, editable, no sign-in). When
     * given, checked by the provider's own schema; OIDC's issuer is discovered before saving.
     */
    config: z.record(z.string().max(64), z.unknown()).optional(),
    domains: ssoDomainsGuard.optional(),
    branding: ssoBrandingGuard.optional(),
    syncProfile: z.boolean().optional(),
  })
  .strict();
export type CreateSsoConnector = z.infer<typeof createSsoConnectorGuard>;

export const patchSsoConnectorGuard = createSsoConnectorGuard.omit({ providerName: true }).partial().strict();
export type PatchSsoConnector = z.infer<typeof patchSsoConnectorGuard>;

export const ssoConnectorGuard = z.object({
  id: z.string(),
  providerName: ssoProviderNameGuard,
  providerType: ssoProviderTypeGuard,
  connectorName: z.string(),
  /** The config with each secret field reading `********`. */
  config: z.record(z.string(), z.unknown()),
  /** Whether the config is complete: a connector created by name alone offers no sign-in until it is. */
  configured: z.boolean(),
  domains: z.array(z.string()),
  branding: ssoBrandingGuard,
  syncProfile: z.boolean(),
  createdAt: z.number().int(),
  /** SAML providers only: Gatehouse's service-provider side, to copy into the identity provider. */
  serviceProvider: ssoSamlServiceProviderGuard.optional(),
});
export type SsoConnector = z.infer<typeof ssoConnectorGuard>;

/** What the sign-in pages may know of a connector (`GET /api/experience/sso-connectors`). */
export const ssoConnectorSummaryGuard = z.object({
  id: z.string(),
  connectorName: z.string(),
  providerName: ssoProviderNameGuard,
  branding: ssoBrandingGuard,
});
export type SsoConnectorSummary = z.infer<typeof ssoConnectorSummaryGuard>;

export const ssoConnectorsByEmailQueryGuard = z.object({ email: z.string().trim().min(3).max(256) });

/** A user's identity at an SSO connector (`GET /api/users/{id}/sso-identities/{connectorId}`). */
export const ssoIdentityGuard = z.object({
  id: z.string(),
  userId: z.string(),
  ssoConnectorId: z.string(),
  issuer: z.string(),
  identityId: z.string(),
  /** The claims the provider vouched for at the last sign-in. */
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type SsoIdentity = z.infer<typeof ssoIdentityGuard>;

/** `…/jit/sso-connectors`: the SSO connectors whose new users join the organization. */
export const jitSsoConnectorGuard = z.object({ id: z.string(), connectorName: z.string(), providerName: z.string() });
export const ssoConnectorIdsGuard = z
  .object({ ssoConnectorIds: z.array(z.string().min(1).max(21)).min(1).max(100) })
  .strict();
export const replaceSsoConnectorIdsGuard = z
  .object({ ssoConnectorIds: z.array(z.string().min(1).max(21)).max(100) })
  .strict();

/** Whether a URL is an https (or loopback http) issuer without query or fragment. */
export const isSsoIssuer = (value: string) => secureIssuer.safeParse(value).success;

/** `POST /api/sso-connectors/{id}/saml-sp-key/rotate`: how long the previous key still decrypts (default a week). */
export const rotateSamlSpKeyGuard = z
  .object({
    gracePeriodSeconds: z
      .number()
      .int()
      .min(0)
      .max(90 * 86_400)
      .default(7 * 86_400),
  })
  .strict();
