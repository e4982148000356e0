import type { SsoSamlConfig } from '@gatehouse/schemas/sso-connectors';
import type { Profile } from '@node-saml/node-saml';
import { ApiError } from '../platform/http/api-error';
import { parseXml, type SamlIdentityProvider } from './saml-metadata';

/*
 * Reading a SAML assertion node-saml has verified: the refusals as our error codes, the
 * addresses it was meant for, and its subject as the claims enterprise SSO keeps (the same names
 * as OpenID Connect's, so one identification serves both protocols).
 */

/** node-saml's refusals (plain `Error`s) by message, as stable codes. */
const failures: Array<[RegExp, ConstructorParameters<typeof ApiError>[0]]> = [
  [/InResponseTo/i, 'sso_connector.saml_unknown_request'],
  [/signature/i, 'sso_connector.saml_invalid_signature'],
  [/not yet valid|expired|no valid subject confirmation/i, 'sso_connector.saml_assertion_expired'],
  [/audience/i, 'sso_connector.saml_audience_mismatch'],
];

export const samlFailure = (error: unknown): ApiError => {
  if (error instanceof ApiError) return error;
  const message = error instanceof Error ? error.message : '';
  const code = failures.find(([pattern]) => pattern.test(message))?.[1] ?? 'sso_connector.saml_invalid_response';
  return new ApiError(code);
};

type XmlJs = Record<string, unknown> & { $?: Record<string, string> };
const first = (value: unknown): XmlJs | undefined => (Array.isArray(value) ? (value[0] as XmlJs) : undefined);
const all = (value: unknown): XmlJs[] => (Array.isArray(value) ? (value as XmlJs[]) : []);
const epoch = (value: string | undefined) => (value ? Date.parse(value) : Number.NaN);

/**
 * The signed assertion's id, its bearer confirmations' `Recipient`s and the latest NotOnOrAfter,
 * and the response's `Destination` (SAML 2.0 profiles §4.1.4.2-3: a recipient other than our ACS
 * means the assertion was issued for someone else).
 */
export const samlRecipients = async (profile: Profile) => {
  const assertion = (profile.getAssertion?.() as { Assertion?: XmlJs } | undefined)?.Assertion ?? {};
  const confirmations = all(first(assertion.Subject)?.SubjectConfirmation).map((confirmation) =>
    first(confirmation.SubjectConfirmationData),
  );
  const times = [
    ...confirmations.map((data) => epoch(data?.$?.NotOnOrAfter)),
    epoch(first(assertion.Conditions)?.$?.NotOnOrAfter),
  ].filter((time) => !Number.isNaN(time));
  const response = (await parseXml(profile.getSamlResponseXml?.() ?? ''))?.Response;
  return {
    assertionId: assertion.$?.ID ?? '',
    recipients: confirmations.flatMap((data) => (data?.$?.Recipient ? [data.$.Recipient] : [])),
    destination: response?.$?.Destination || undefined,
    notOnOrAfter: times.length > 0 ? Math.max(...times) : undefined,
  };
};

const defaultAttributes = {
  email: [
    'email',
    'mail',
    'emailAddress',
    'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
    'urn:oid:0.9.2342.19200300.100.1.3',
  ],
  name: [
    'name',
    'displayName',
    'http://schemas.microsoft.com/identity/claims/displayname',
    'urn:oid:2.16.840.1.113730.3.1.241',
  ],
  given_name: [
    'given_name',
    'givenName',
    'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname',
    'urn:oid:2.5.4.42',
  ],
  family_name: [
    'family_name',
    'surname',
    'sn',
    'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname',
    'urn:oid:2.5.4.4',
  ],
};

const text = (value: unknown): string | undefined => {
  const single = Array.isArray(value) ? value[0] : value;
  return typeof single === 'string' && single.length <= 512 ? single : undefined;
};

/** The attributes as sent (for a connection test to show): at most 50, each of at most 10 short values. */
const sentAttributes = (attributes: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(attributes)
      .filter(([name]) => name.length <= 256)
      .slice(0, 50)
      .map(([name, value]) => [
        name,
        (Array.isArray(value) ? value : [value])
          .slice(0, 10)
          .map((item) => (typeof item === 'string' ? item.slice(0, 1024) : JSON.stringify(item).slice(0, 1024))),
      ]),
  );

/**
 * The subject as OIDC-named claims: `sub` is the NameID, `email`, `name`, `given_name` and
 * `family_name` come from the attributes (the mapped names first). SAML says nothing of email
 * verification, so `email_verified` is absent and the connector's domains decide.
 */
export const samlClaimsOf = (
  profile: Profile,
  idp: SamlIdentityProvider,
  mapping: SsoSamlConfig['attributeMapping'] = {},
) => {
  const attributes = (profile.attributes ?? {}) as Record<string, unknown>;
  const pick = (names: string[]) => names.map((name) => text(attributes[name])).find(Boolean);
  const claims: Record<string, unknown> = { sub: profile.nameID };
  const email = pick([...(mapping.email ? [mapping.email] : []), ...defaultAttributes.email]);
  const name = pick([...(mapping.name ? [mapping.name] : []), ...defaultAttributes.name]);
  const givenName = pick(defaultAttributes.given_name);
  const familyName = pick(defaultAttributes.family_name);
  if (email) claims.email = email;
  if (name) claims.name = name;
  if (givenName) claims.given_name = givenName;
  if (familyName) claims.family_name = familyName;
  return { issuer: idp.entityId, claims, attributes: sentAttributes(attributes) };
};
