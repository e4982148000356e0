import { verify, X509Certificate } from 'node:crypto';
import { createRequire } from 'node:module';
import { ApiError } from '../platform/http/api-error';
import { lazyModule } from '../platform/lazy';

/*
 * Signed AuthnRequests (SAML bindings §3.4.4.1 and §3.5.4): in the HTTP-Redirect binding the
 * signature is over the query's `SAMLRequest`, `RelayState` (when present) and `SigAlg`, as they
 * were URL-encoded, in that order; in the HTTP-POST binding it is an enveloped XML signature of the
 * AuthnRequest element (xml-crypto). Both are checked against the SP's configured certificate.
 */

/** The parts of @xmldom/xmldom (xml-crypto's parser) used here, typed apart from its DOM lib reference. */
type XmlElement = {
  nodeType: number;
  localName: string;
  namespaceURI: string | null;
  childNodes: ArrayLike<XmlElement>;
  getAttribute(name: string): string | null;
};
type XmlDom = {
  DOMParser: new () => { parseFromString(xml: string, type: string): { documentElement: XmlElement | null } };
};
// Loaded at the first signed request checked, not at start.
const xmlDom = lazyModule(async () => createRequire(import.meta.url)('@xmldom/xmldom') as XmlDom);
const xmlCrypto = lazyModule(() => import('xml-crypto'));

const invalid = (reason: string) => new ApiError('saml_application.invalid_request_signature', { reason });

/** Signature algorithms accepted in the Redirect binding (SHA-1 is refused), and how Node verifies them. */
const redirectAlgorithms: Record<string, { hash: string; ecdsa?: boolean }> = {
  'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256': { hash: 'sha256' },
  'http://www.w3.org/2001/04/xmldsig-more#rsa-sha512': { hash: 'sha512' },
  'http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha256': { hash: 'sha256', ecdsa: true },
};

/** The raw (still URL-encoded) value of `name` in a query string, as the SP sent it. */
const rawParam = (query: string, name: string) =>
  query
    .split('&')
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);

/** Checks the HTTP-Redirect signature of a request; `rawQuery` is the URL's query without `?`. */
export const verifyRedirectSignature = (rawQuery: string, certificate: string) => {
  const samlRequest = rawParam(rawQuery, 'SAMLRequest');
  const relayState = rawParam(rawQuery, 'RelayState');
  const sigAlg = rawParam(rawQuery, 'SigAlg');
  const signature = rawParam(rawQuery, 'Signature');
  if (!sigAlg || !signature) throw new ApiError('saml_application.request_signature_required');
  const algorithm = redirectAlgorithms[decodeURIComponent(sigAlg)];
  if (!algorithm) throw invalid('unsupported SigAlg');
  const signed = [
    `SAMLRequest=${samlRequest}`,
    ...(relayState === undefined ? [] : [`RelayState=${relayState}`]),
    `SigAlg=${sigAlg}`,
  ].join('&');
  let valid = false;
  try {
    valid = verify(
      algorithm.hash,
      Buffer.from(signed),
      {
        key: new X509Certificate(certificate).publicKey,
        ...(algorithm.ecdsa && { dsaEncoding: 'ieee-p1363' as const }),
      },
      Buffer.from(decodeURIComponent(signature.replace(/\+/g, ' ')), 'base64'),
    );
  } catch {
    valid = false;
  }
  if (!valid) throw invalid('the signature does not match the certificate');
};

/** Checks the enveloped XML signature of an AuthnRequest (HTTP-POST binding): it must sign the request element. */
export const verifyPostSignature = async (xml: string, certificate: string) => {
  const [{ DOMParser }, { SignedXml }] = await Promise.all([xmlDom(), xmlCrypto()]);
  let root: XmlElement | null;
  try {
    root = new DOMParser().parseFromString(xml, 'text/xml').documentElement;
  } catch {
    throw invalid('the request is not XML');
  }
  const signatures = root
    ? Array.from(root.childNodes).filter(
        (node) =>
          node.nodeType === 1 &&
          node.localName === 'Signature' &&
          node.namespaceURI === 'http://www.w3.org/2000/09/xmldsig#',
      )
    : [];
  if (signatures.length === 0) throw new ApiError('saml_application.request_signature_required');
  if (signatures.length > 1 || !root) throw invalid('more than one signature');
  const id = root.getAttribute('ID');
  const verifier = new SignedXml({
    publicCert: certificate,
    getCertFromKeyInfo: () => null,
  });
  try {
    verifier.loadSignature(signatures[0] as never); // our minimal xmldom type is not xml-crypto's DOM Node type
    if (!verifier.checkSignature(xml)) throw new Error('mismatch');
  } catch {
    throw invalid('the signature does not match the certificate');
  }
  const references = verifier.getReferences();
  if (references.length !== 1 || !id || references[0]?.uri !== `#${id}`) {
    throw invalid('the signature does not cover the request');
  }
};
