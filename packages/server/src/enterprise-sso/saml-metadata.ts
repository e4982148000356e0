import { X509Certificate } from 'node:crypto';
import { ConnectorError } from '@gatehouse/connector-kit/errors';
import { hostOf, readText, send } from '@gatehouse/connectors/social/shared/http';
import type { SsoSamlConfig, SsoSamlServiceProvider } from '@gatehouse/schemas/sso-connectors';
import type { Config } from '../platform/config';
import { ApiError } from '../platform/http/api-error';
import { lazyModule } from '../platform/lazy';
import { tenantBaseUrl } from '../platform/tenancy';
import type { SamlSpKey } from './saml-keys';

// The SAML stack loads at its first use, not at start (architecture.test.ts keeps it out of the start).
export const nodeSaml = lazyModule(() => import('@node-saml/node-saml'));
const xml2js = lazyModule(() => import('xml2js'));

/*
 * The two sides of a SAML connector: the identity provider as its config describes it (metadata
 * read from its URL or given as XML, or typed in), and Gatehouse as the service provider, which
 * the IdP's admin copies (entity id, ACS URL, metadata).
 */

/** What signing in needs of the identity provider. */
export type SamlIdentityProvider = { entityId: string; signInEndpoint: string; certificates: string[] };

const redirectBinding = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

/** A certificate as PEM, from PEM or bare base64 DER; 422 `sso_connector.saml_invalid_certificate` when it is none. */
export const certificatePem = (value: string): string => {
  const body = value
    .replace(/-----(BEGIN|END) CERTIFICATE-----/g, '')
    .replace(/\s+/g, '')
    .trim();
  const pem = `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)?.join('\n') ?? ''}\n-----END CERTIFICATE-----\n`;
  try {
    new X509Certificate(pem);
    return pem;
  } catch {
    throw new ApiError('sso_connector.saml_invalid_certificate');
  }
};

const invalidMetadata = (reason: string) => new ApiError('sso_connector.saml_invalid_metadata', { reason });

type XmlNode = { $?: Record<string, string>; _?: string; [child: string]: unknown };
const children = (node: XmlNode | undefined, name: string): XmlNode[] =>
  Array.isArray(node?.[name]) ? (node[name] as XmlNode[]) : [];
const textOf = (node: XmlNode | string) => (typeof node === 'string' ? node : (node._ ?? ''));

/** Parses XML (xml2js: no DTD, no external entities) with namespace prefixes dropped; undefined when it does not parse. */
export const parseXml = async (xml: string): Promise<Record<string, XmlNode> | undefined> => {
  const { parseStringPromise, processors } = await xml2js();
  try {
    return (await parseStringPromise(xml, { tagNameProcessors: [processors.stripPrefix] })) as Record<string, XmlNode>;
  } catch {
    return undefined;
  }
};

/**
 * Reads IdP metadata (SAML 2.0 metadata §2.4.3): the entity with an IDPSSODescriptor, its
 * HTTP-Redirect SingleSignOnService and its signing certificates. XML that does not parse, or
 * lacks one of them, is 422 `sso_connector.saml_invalid_metadata`.
 */
export const parseIdpMetadata = async (xml: string): Promise<SamlIdentityProvider> => {
  const doc = await parseXml(xml);
  if (!doc) throw invalidMetadata('the XML does not parse');
  const entities = doc.EntityDescriptor ? [doc.EntityDescriptor] : children(doc.EntitiesDescriptor, 'EntityDescriptor');
  const entity = entities.find((candidate) => children(candidate, 'IDPSSODescriptor').length > 0);
  const descriptor = children(entity, 'IDPSSODescriptor')[0];
  if (!entity || !descriptor) throw invalidMetadata('no EntityDescriptor with an IDPSSODescriptor');
  const entityId = entity.$?.entityID?.trim();
  if (!entityId) throw invalidMetadata('the EntityDescriptor has no entityID');
  const signInEndpoint = children(descriptor, 'SingleSignOnService')
    .find((service) => service.$?.Binding === redirectBinding)
    ?.$?.Location?.trim();
  if (!signInEndpoint) throw invalidMetadata('no SingleSignOnService with the HTTP-Redirect binding');
  const certificates = children(descriptor, 'KeyDescriptor')
    .filter((key) => !key.$?.use || key.$.use === 'signing')
    .flatMap((key) => children(key, 'KeyInfo'))
    .flatMap((info) => children(info, 'X509Data'))
    .flatMap((data) => children(data, 'X509Certificate'))
    .map(textOf);
  if (certificates.length === 0) throw invalidMetadata('no signing certificate');
  return { entityId, signInEndpoint, certificates: certificates.map(certificatePem) };
};

/**
 * Fetches metadata through the server's outbound policy (timeout, 1 MiB, no internal addresses
 * in a shared deployment, no redirects): a URL that does not answer 200 is 422
 * `sso_connector.saml_metadata_unreachable`.
 */
const fetchMetadata = async (url: string): Promise<string> => {
  const unreachable = (reason: string) =>
    new ApiError('sso_connector.saml_metadata_unreachable', { host: hostOf(url), reason });
  try {
    const response = await send(url, {
      headers: { accept: 'application/samlmetadata+xml, application/xml, text/xml' },
    });
    if (response.status !== 200) {
      await response.body?.cancel();
      throw unreachable(`the URL answered ${response.status}`);
    }
    return await readText(response, url);
  } catch (error) {
    if (error instanceof ConnectorError) {
      const data = error.data as { message?: unknown } | undefined;
      throw unreachable(typeof data?.message === 'string' ? data.message : 'the URL could not be read');
    }
    throw error;
  }
};

/** The identity provider a SAML config describes, its metadata URL read now (signing in reads it through saml-metadata-cache.ts). */
export const resolveIdentityProvider = async (config: SsoSamlConfig): Promise<SamlIdentityProvider> => {
  if (config.metadataUrl) return await parseIdpMetadata(await fetchMetadata(config.metadataUrl));
  if (config.metadata) return await parseIdpMetadata(config.metadata);
  return {
    entityId: config.entityId ?? '',
    signInEndpoint: config.signInEndpoint ?? '',
    certificates: [certificatePem(config.x509Certificate ?? '')],
  };
};

/** Gatehouse as the service provider of a connector: entity id, ACS (HTTP-POST) and metadata URL. */
export const serviceProviderUrls = (config: Config, tenantId: string, connectorId: string) => {
  const base = tenantBaseUrl(config, tenantId);
  return {
    entityId: `${base}/enterprise-sso/${connectorId}`,
    acsUrl: `${base}/api/authn/single-sign-on/saml/${connectorId}`,
    metadataUrl: `${base}/api/authn/single-sign-on/saml/${connectorId}/metadata`,
  };
};

/**
 * The SP side to copy, with its metadata: assertions must be signed; NameID format unspecified;
 * the connector's certificate as the key to encrypt assertions to, when it has one.
 */
export const serviceProviderOf = async (
  config: Config,
  tenantId: string,
  connectorId: string,
  key?: SamlSpKey,
): Promise<SsoSamlServiceProvider> => {
  const urls = serviceProviderUrls(config, tenantId, connectorId);
  const { generateServiceProviderMetadata } = await nodeSaml();
  return {
    ...urls,
    ...(key && { encryptionCertificate: key.certificate }),
    ...(key?.previous &&
      key.previous.expiresAt > Date.now() && { previousCertificateExpiresAt: key.previous.expiresAt }),
    metadata: generateServiceProviderMetadata({
      // Only the current certificate: the IdP encrypts to it from now on.
      ...(key && { decryptionPvk: key.privateKey, decryptionCert: key.certificate }),
      issuer: urls.entityId,
      callbackUrl: urls.acsUrl,
      identifierFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified',
      wantAssertionsSigned: true,
      // The same document every time it is read.
      generateUniqueId: () => `_${connectorId}`,
    }),
  };
};
