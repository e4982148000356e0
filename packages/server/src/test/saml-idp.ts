import { randomUUID, webcrypto, X509Certificate } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';
// @peculiar/x509's CommonJS build (which Playwright's loader takes) needs the Reflect metadata API first.
import 'reflect-metadata';
import * as x509 from '@peculiar/x509';
import { SignedXml } from 'xml-crypto';
import { encrypt } from 'xml-encryption';

/*
 * A SAML 2.0 identity provider for tests, started by the test: it serves its metadata and builds
 * real Responses whose assertion is signed with xml-crypto (XML-DSig, RSA-SHA256, exclusive
 * c14n) by a key and self-signed certificate made here. The builder takes overrides so a test
 * can send what a broken or hostile provider would (another key, no signature, wrong audience…).
 */

x509.cryptoProvider.set(
  x509.CryptoProvider.DEFAULT,
  webcrypto as unknown as Parameters<typeof x509.cryptoProvider.set>[1], // Node's Web Crypto; typed apart from the DOM lib
);
const algorithm = {
  name: 'RSASSA-PKCS1-v1_5',
  hash: 'SHA-256',
  publicExponent: new Uint8Array([1, 0, 1]),
  modulusLength: 2048,
};

export type SigningKey = { privateKey: string; certificate: string };

/** A fresh RSA key and a self-signed certificate for it, as PEM. */
export const makeSigningKey = async (name = 'Test IdP'): Promise<SigningKey> => {
  const keys = (await webcrypto.subtle.generateKey(algorithm, true, ['sign', 'verify'])) as webcrypto.CryptoKeyPair;
  const certificate = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: '01',
    name: `CN=${name}`,
    notBefore: new Date(Date.now() - 86_400_000),
    notAfter: new Date(Date.now() + 365 * 86_400_000),
    signingAlgorithm: algorithm,
    keys,
  });
  const pkcs8 = Buffer.from(await webcrypto.subtle.exportKey('pkcs8', keys.privateKey)).toString('base64');
  return {
    privateKey: `-----BEGIN PRIVATE KEY-----\n${pkcs8.match(/.{1,64}/g)?.join('\n')}\n-----END PRIVATE KEY-----\n`,
    certificate: certificate.toString('pem'),
  };
};

const certBody = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
const iso = (ms: number) => new Date(ms).toISOString();

export type AssertionOptions = {
  inResponseTo?: string;
  acsUrl: string;
  audience: string;
  nameId?: string;
  attributes?: Record<string, string>;
  /** The assertion's id (the same one twice is a replay). */
  assertionId?: string;
  /** Seconds from now. */
  notBefore?: number;
  notOnOrAfter?: number;
  recipient?: string;
  destination?: string;
  /** Put the request id on the subject confirmation too (a real IdP does). */
  subjectInResponseTo?: boolean;
  /** Sign with this key instead of the IdP's, or not at all. */
  signWith?: SigningKey | 'unsigned';
  issuer?: string;
};

export const startSamlIdp = async () => {
  const key = await makeSigningKey();
  let server: Server | undefined;
  let base = '';
  const entityId = () => `${base}/idp`;

  const metadata = () => `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${entityId()}">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol" WantAuthnRequestsSigned="false">
    <md:KeyDescriptor use="signing"><ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data><ds:X509Certificate>${certBody(key.certificate)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified</md:NameIDFormat>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${base}/sso"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;

  /** A Response to `options.inResponseTo`, its assertion signed: base64, as the HTTP-POST binding sends it. */
  const response = (options: AssertionOptions): string => {
    const now = Date.now();
    const assertionId = options.assertionId ?? `_a${randomUUID().replaceAll('-', '')}`;
    const issuer = options.issuer ?? entityId();
    const irt = options.inResponseTo ? ` InResponseTo="${options.inResponseTo}"` : '';
    const attributes = Object.entries(options.attributes ?? {})
      .map(
        ([name, value]) =>
          `<saml:Attribute Name="${name}"><saml:AttributeValue>${value}</saml:AttributeValue></saml:Attribute>`,
      )
      .join('');
    const notBefore = iso(now + (options.notBefore ?? -30) * 1000);
    const notOnOrAfter = iso(now + (options.notOnOrAfter ?? 300) * 1000);
    const assertion = `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${assertionId}" Version="2.0" IssueInstant="${iso(now)}"><saml:Issuer>${issuer}</saml:Issuer><saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified">${options.nameId ?? 'idp-ada'}</saml:NameID><saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData${options.subjectInResponseTo === false ? '' : irt} NotOnOrAfter="${notOnOrAfter}" Recipient="${options.recipient ?? options.acsUrl}"/></saml:SubjectConfirmation></saml:Subject><saml:Conditions NotBefore="${notBefore}" NotOnOrAfter="${notOnOrAfter}"><saml:AudienceRestriction><saml:Audience>${options.audience}</saml:Audience></saml:AudienceRestriction></saml:Conditions><saml:AuthnStatement AuthnInstant="${iso(now)}" SessionIndex="s1"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:Password</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement><saml:AttributeStatement>${attributes}</saml:AttributeStatement></saml:Assertion>`;
    const xml = `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_r${randomUUID().replaceAll('-', '')}" Version="2.0" IssueInstant="${iso(now)}" Destination="${options.destination ?? options.acsUrl}"${irt}><saml:Issuer>${issuer}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>${assertion}</samlp:Response>`;
    if (options.signWith === 'unsigned') return Buffer.from(xml).toString('base64');
    const signer = options.signWith ?? key;
    const signed = new SignedXml({
      privateKey: signer.privateKey,
      publicCert: signer.certificate,
      signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
      canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
    });
    signed.addReference({
      xpath: "//*[local-name(.)='Assertion']",
      digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
      transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/2001/10/xml-exc-c14n#'],
    });
    signed.computeSignature(xml, {
      location: { reference: "//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']", action: 'after' },
    });
    return Buffer.from(signed.getSignedXml()).toString('base64');
  };

  /**
   * The same Response with its (signed) assertion encrypted to the SP's certificate (XML Encryption:
   * AES-256-GCM, the key wrapped with RSA-OAEP), as an IdP does when the SP asks for it.
   */
  const encryptAssertion = async (samlResponse: string, certificate: string): Promise<string> => {
    const xml = Buffer.from(samlResponse, 'base64').toString('utf8');
    const assertion = /<saml:Assertion[\s\S]*<\/saml:Assertion>/.exec(xml)?.[0] ?? '';
    const encrypted = await new Promise<string>((resolve, reject) =>
      encrypt(
        assertion,
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
    const swapped = xml.replace(assertion, `<saml:EncryptedAssertion>${encrypted}</saml:EncryptedAssertion>`);
    return Buffer.from(swapped).toString('base64');
  };

  /** What an AuthnRequest URL (HTTP-Redirect binding) carries: the request, deflated, and RelayState. */
  const readRequest = async (url: string) => {
    const parsed = new URL(url);
    const xml = (
      await promisify(inflateRaw)(Buffer.from(parsed.searchParams.get('SAMLRequest') ?? '', 'base64'))
    ).toString('utf8');
    return {
      id: /\sID="([^"]+)"/.exec(xml)?.[1] ?? '',
      acsUrl: /AssertionConsumerServiceURL="([^"]+)"/.exec(xml)?.[1] ?? '',
      issuer: /<saml:Issuer[^>]*>([^<]+)</.exec(xml)?.[1] ?? '',
      relayState: parsed.searchParams.get('RelayState') ?? '',
      xml,
    };
  };

  /** Who signs in at `/sso`, and how the answer is signed (`signWith`: a broken provider's answer). */
  let account: Pick<AssertionOptions, 'nameId' | 'attributes' | 'signWith'> = {};

  /**
   * `/sso` (HTTP-Redirect binding), as a browser reaches it: the account signed in here answers
   * the AuthnRequest at once, on a tiny page whose form posts the signed Response to the ACS the
   * request names (HTTP-POST binding), by itself or by its button.
   */
  const signInPage = async (url: string) => {
    const request = await readRequest(url);
    const samlResponse = response({
      inResponseTo: request.id,
      acsUrl: request.acsUrl,
      audience: request.issuer,
      ...account,
    });
    const attr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test IdP</title></head><body>
<main><h1>Test IdP</h1><p>Signed in as ${attr(account.nameId ?? 'idp-ada')}.</p>
<form method="post" action="${attr(request.acsUrl)}">
<input type="hidden" name="SAMLResponse" value="${attr(samlResponse)}">
<input type="hidden" name="RelayState" value="${attr(request.relayState)}">
<button type="submit">Continue</button></form></main>
<script>document.forms[0].submit()</script></body></html>`;
  };

  /** How many times `/metadata` was read, and whether it answers 503 for now. */
  let metadataFetches = 0;
  let metadataDown = false;

  server = createServer((req, res) => {
    if (req.url?.startsWith('/sso?')) {
      signInPage(`${base}${req.url}`).then(
        (html) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html),
        () => res.writeHead(400).end('not an AuthnRequest'),
      );
    } else if (req.url === '/metadata') {
      metadataFetches++;
      if (metadataDown) res.writeHead(503).end();
      else res.writeHead(200, { 'content-type': 'application/samlmetadata+xml' }).end(metadata());
    } else if (req.url === '/not-metadata') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>hello</body></html>');
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    base,
    entityId: entityId(),
    key,
    metadata,
    metadataFetches: () => metadataFetches,
    /** Makes `/metadata` answer 503 (true) or its document again (false). */
    setMetadataDown: (down: boolean) => {
      metadataDown = down;
    },
    response,
    encryptAssertion,
    readRequest,
    /** The account `/sso` signs in from now on. */
    useAccount: (next: typeof account) => {
      account = next;
    },
    close: () => new Promise<void>((resolve) => server?.close(() => resolve())),
  };
};
export type TestSamlIdp = Awaited<ReturnType<typeof startSamlIdp>>;
