import { webcrypto } from 'node:crypto';
import type * as X509 from '@peculiar/x509';
import { lazyModule } from '../platform/lazy';

// Loaded at the first key made, not at start (~150 ms with its ASN.1 stack). @peculiar/x509 (tsyringe)
// needs the Reflect metadata API before it loads.
const x509Module = lazyModule(async () => {
  await import('reflect-metadata');
  return import('@peculiar/x509');
});

/**
 * A SAML connector's own key pair (PEM): identity providers encrypt assertions to its certificate.
 * After a rotation the previous pair is kept, for decryption only, until `expiresAt` (epoch ms).
 */
export type SamlSpKey = {
  privateKey: string;
  certificate: string;
  previous?: { privateKey: string; certificate: string; expiresAt: number };
};

const algorithm = {
  name: 'RSASSA-PKCS1-v1_5',
  hash: 'SHA-256',
  publicExponent: new Uint8Array([1, 0, 1]),
  modulusLength: 2048,
};

const pem = (label: string, der: ArrayBuffer) =>
  `-----BEGIN ${label}-----\n${Buffer.from(der)
    .toString('base64')
    .match(/.{1,64}/g)
    ?.join('\n')}\n-----END ${label}-----\n`;

/**
 * A fresh RSA-2048 key and a self-signed certificate for it (three years unless told), published
 * in the SP metadata as the encryption key (SAML 2.0 metadata §2.4.1.1, `use="encryption"`), or
 * by a SAML application as its signing key (saml-applications/).
 */
export const generateSamlSpKey = async ({
  name = 'Gatehouse SAML service provider',
  years = 3,
}: {
  name?: string;
  years?: number;
} = {}): Promise<SamlSpKey> => {
  const x509 = await x509Module();
  const crypto = webcrypto as unknown as Parameters<typeof X509.cryptoProvider.set>[0]; // Node's Web Crypto, typed apart from the DOM lib
  const keys = (await webcrypto.subtle.generateKey(algorithm, true, ['sign', 'verify'])) as webcrypto.CryptoKeyPair;
  const certificate = await x509.X509CertificateGenerator.createSelfSigned(
    {
      serialNumber: Buffer.from(webcrypto.getRandomValues(new Uint8Array(8))).toString('hex'),
      name: `CN=${name.replace(/[,=+<>#;\\"]/g, ' ')}`,
      notBefore: new Date(),
      notAfter: new Date(Date.now() + years * 365 * 86_400_000),
      signingAlgorithm: algorithm,
      keys,
    },
    crypto,
  );
  return {
    privateKey: pem('PRIVATE KEY', await webcrypto.subtle.exportKey('pkcs8', keys.privateKey)),
    certificate: certificate.toString('pem'),
  };
};

/** A new pair replacing `current`, which keeps decrypting for `graceMs` (a pair older than it is dropped). */
export const rotateSamlSpKey = async (current: SamlSpKey | undefined, graceMs: number): Promise<SamlSpKey> => {
  const next = await generateSamlSpKey();
  if (!current || graceMs <= 0) return next;
  return {
    ...next,
    previous: { privateKey: current.privateKey, certificate: current.certificate, expiresAt: Date.now() + graceMs },
  };
};

/** The private keys an encrypted assertion may be for: the current one first, then the previous one in its grace period. */
export const decryptionKeysOf = (key: SamlSpKey | undefined, now = Date.now()): string[] =>
  key ? [key.privateKey, ...(key.previous && key.previous.expiresAt > now ? [key.previous.privateKey] : [])] : [];
