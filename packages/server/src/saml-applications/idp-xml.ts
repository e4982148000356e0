import { createHash, randomUUID, X509Certificate } from 'node:crypto';
import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';
import type { NameIdFormat, SamlApplication, SamlUserField } from '@gatehouse/schemas/saml-applications';
import { parseXml } from '../enterprise-sso/saml-metadata';
import { ApiError } from '../platform/http/api-error';
import { lazyModule } from '../platform/lazy';

// Loaded at the first Response built, not at start.
const xmlCrypto = lazyModule(() => import('xml-crypto'));
const xmlEncryption = lazyModule(() => import('xml-encryption'));

/*
 * Gatehouse as a SAML 2.0 identity provider: its metadata, reading an AuthnRequest (HTTP-Redirect:
 * deflated; HTTP-POST: plain base64) and building the signed Response with a signed (optionally
 * encrypted) Assertion (SAML 2.0 core §2-3, profiles §4.1.4.2), with xml-crypto and xml-encryption.
 */

const bindings = {
  'HTTP-POST': 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST',
  'HTTP-Redirect': 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect',
} as const;
export const nameIdFormatUrns: Record<NameIdFormat, string> = {
  persistent: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
  emailAddress: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
  unspecified: 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified',
  transient: 'urn:oasis:names:tc:SAML:2.0:nameid-format:transient',
};

export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const certBody = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
const iso = (ms: number) => new Date(ms).toISOString();
const samlId = () => `_${randomUUID().replaceAll('-', '')}`;

/** IdP metadata (SAML 2.0 metadata §2.4.3): signing certificate, NameID formats, SSO for both bindings. */
export const idpMetadata = (
  urls: { entityId: string; ssoUrl: string },
  certificate: string,
  wantAuthnRequestsSigned = false,
) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${escapeXml(urls.entityId)}">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol" WantAuthnRequestsSigned="${wantAuthnRequestsSigned}">
    <md:KeyDescriptor use="signing"><ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data><ds:X509Certificate>${certBody(certificate)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
${Object.values(nameIdFormatUrns)
  .map((urn) => `    <md:NameIDFormat>${urn}</md:NameIDFormat>`)
  .join('\n')}
${Object.values(bindings)
  .map((binding) => `    <md:SingleSignOnService Binding="${binding}" Location="${escapeXml(urls.ssoUrl)}"/>`)
  .join('\n')}
  </md:IDPSSODescriptor>
</md:EntityDescriptor>
`;

export type AuthnRequest = { id: string; issuer: string; acsUrl?: string; xml: string };

/** Reads an AuthnRequest; 400 `saml_application.invalid_request` when it is none. */
export const readAuthnRequest = async (samlRequest: string, binding: keyof typeof bindings): Promise<AuthnRequest> => {
  const invalid = (reason: string) => new ApiError('saml_application.invalid_request', { reason });
  let xml: string;
  try {
    const raw = Buffer.from(samlRequest, 'base64');
    // HTTP-POST carries the XML as is (bindings §3.5.4), but SPs (node-saml among them) often deflate it too.
    const plain = binding === 'HTTP-POST' && raw.toString('utf8').trimStart().startsWith('<');
    xml = (plain ? raw : await promisify(inflateRaw)(raw)).toString('utf8');
  } catch {
    throw invalid('SAMLRequest is not deflated base64');
  }
  const doc = await parseXml(xml);
  const request = doc?.AuthnRequest;
  if (!request) throw invalid('not an AuthnRequest');
  const id = request.$?.ID;
  const issuerNode = (request.Issuer as Array<{ _?: string } | string> | undefined)?.[0];
  const issuer = (typeof issuerNode === 'string' ? issuerNode : issuerNode?._)?.trim();
  if (!id || !/^[A-Za-z_][\w.-]{0,255}$/.test(id)) throw invalid('the request has no valid ID');
  if (!issuer) throw invalid('the request has no Issuer');
  return { id, issuer, acsUrl: request.$?.AssertionConsumerServiceURL, xml };
};

type User = { id: string; claims: Partial<Record<SamlUserField, unknown>> };

/** The NameID of a user for an application (persistent: stable per user and application, opaque). */
const nameIdOf = (format: NameIdFormat, tenantId: string, applicationId: string, user: User): string => {
  if (format === 'persistent') {
    return createHash('sha256').update(`${tenantId}:${applicationId}:${user.id}`).digest('hex');
  }
  if (format === 'emailAddress') {
    const email = user.claims.email;
    if (typeof email !== 'string' || !email) throw new ApiError('saml_application.email_required');
    return email;
  }
  if (format === 'transient') return samlId();
  return user.id;
};

const encryptXml = async (xml: string, certificate: string) => {
  const { encrypt } = await xmlEncryption();
  return new Promise<string>((resolve, reject) =>
    encrypt(
      xml,
      {
        rsa_pub: new X509Certificate(certificate).publicKey.export({ type: 'spki', format: 'pem' }).toString(),
        pem: certificate,
        encryptionAlgorithm: 'http://www.w3.org/2009/xmlenc11#aes256-gcm',
        keyEncryptionAlgorithm: 'http://www.w3.org/2001/04/xmlenc#rsa-oaep-mgf1p',
        disallowEncryptionWithInsecureAlgorithm: true,
        warnInsecureAlgorithm: false,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
};

/** Signs the element `localName` (enveloped, RSA-SHA256, exclusive c14n), the signature after its Issuer. */
const sign = async (
  xml: string,
  localName: 'Assertion' | 'Response',
  key: { privateKey: string; certificate: string },
) => {
  const { SignedXml } = await xmlCrypto();
  const signer = new SignedXml({
    privateKey: key.privateKey,
    publicCert: key.certificate,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  });
  const element = `/*[local-name(.)='${localName}']`;
  const path = localName === 'Response' ? element : `//${element.slice(1)}`;
  signer.addReference({
    xpath: path,
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/2001/10/xml-exc-c14n#'],
  });
  signer.computeSignature(xml, {
    location: { reference: `${path}/*[local-name(.)='Issuer']`, action: 'after' },
  });
  return signer.getSignedXml();
};

/** How long the assertion is good for, and the clock skew allowed before it (seconds). */
const validitySeconds = 300;
const skewSeconds = 60;

/**
 * A Response for the application's ACS: signed, its Assertion signed first (and then encrypted to
 * the SP's certificate when the config says so — the Response's signature covers the encrypted
 * form: encrypt-then-sign). `requestId` is the AuthnRequest answered (none when IdP-initiated).
 */
export const buildSamlResponse = async (input: {
  tenantId: string;
  application: SamlApplication;
  idpEntityId: string;
  key: { privateKey: string; certificate: string };
  user: User;
  requestId?: string | null;
  sessionIndex: string;
}): Promise<string> => {
  const { application, user } = input;
  const now = Date.now();
  const format = application.nameIdFormat;
  const nameId = nameIdOf(format, input.tenantId, application.id, user);
  const acs = escapeXml(application.acsUrl.url);
  const audience = escapeXml(application.entityId);
  const issuer = `<saml:Issuer>${escapeXml(input.idpEntityId)}</saml:Issuer>`;
  const irt = input.requestId ? ` InResponseTo="${escapeXml(input.requestId)}"` : '';
  const until = iso(now + validitySeconds * 1000);
  const attributes = Object.entries(application.attributeMapping)
    .flatMap(([field, name]) => {
      const value = user.claims[field as SamlUserField];
      if (value === undefined || value === null || value === '' || !name) return [];
      return [
        `<saml:Attribute Name="${escapeXml(name)}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:basic"><saml:AttributeValue xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:type="xs:string">${escapeXml(String(value))}</saml:AttributeValue></saml:Attribute>`,
      ];
    })
    .join('');
  const assertion = `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${samlId()}" Version="2.0" IssueInstant="${iso(now)}">${issuer}<saml:Subject><saml:NameID Format="${nameIdFormatUrns[format]}">${escapeXml(nameId)}</saml:NameID><saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData${irt} NotOnOrAfter="${until}" Recipient="${acs}"/></saml:SubjectConfirmation></saml:Subject><saml:Conditions NotBefore="${iso(now - skewSeconds * 1000)}" NotOnOrAfter="${until}"><saml:AudienceRestriction><saml:Audience>${audience}</saml:Audience></saml:AudienceRestriction></saml:Conditions><saml:AuthnStatement AuthnInstant="${iso(now)}" SessionIndex="${escapeXml(input.sessionIndex)}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>${attributes ? `<saml:AttributeStatement>${attributes}</saml:AttributeStatement>` : ''}</saml:Assertion>`;
  const signedAssertion = await sign(assertion, 'Assertion', input.key);
  const encryption = application.encryption;
  const body =
    encryption?.encryptAssertion && encryption.certificate
      ? `<saml:EncryptedAssertion>${await encryptXml(signedAssertion, encryption.certificate)}</saml:EncryptedAssertion>`
      : signedAssertion;
  const response = `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${samlId()}" Version="2.0" IssueInstant="${iso(now)}" Destination="${acs}"${irt}>${issuer}<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>${body}</samlp:Response>`;
  return Buffer.from(await sign(response, 'Response', input.key)).toString('base64');
};

/**
 * A signed Response that refuses the sign-in (the user cancelled, or the sign-in pages refused it):
 * top-level status Responder with the second-level status `AuthnFailed` (SAML core §3.2.2.2), no
 * assertion, so the service provider learns the outcome at its ACS instead of the browser stopping here.
 */
export const buildSamlFailureResponse = async (input: {
  application: SamlApplication;
  idpEntityId: string;
  key: { privateKey: string; certificate: string };
  requestId?: string | null;
  message?: string;
}): Promise<string> => {
  const irt = input.requestId ? ` InResponseTo="${escapeXml(input.requestId)}"` : '';
  const message = input.message ? `<samlp:StatusMessage>${escapeXml(input.message)}</samlp:StatusMessage>` : '';
  const status = `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Responder"><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:AuthnFailed"/></samlp:StatusCode>${message}</samlp:Status>`;
  const response = `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${samlId()}" Version="2.0" IssueInstant="${iso(Date.now())}" Destination="${escapeXml(input.application.acsUrl.url)}"${irt}><saml:Issuer>${escapeXml(input.idpEntityId)}</saml:Issuer>${status}</samlp:Response>`;
  return Buffer.from(await sign(response, 'Response', input.key)).toString('base64');
};
