import { createPrivateKey, createPublicKey, type KeyObject, sign } from 'node:crypto';
import { ExternalSigningKey } from 'oidc-provider';
import type { PrivateSigningKey } from './keys';

/**
 * A tenant's signing key as oidc-provider's `ExternalSigningKey` (its `externalSigningSupport`
 * feature, acknowledged as `experimental-01` in provider.ts): the provider hands us the JWS
 * signing input and we sign it with node:crypto's one-shot `sign`, which costs about half the
 * CPU of the WebCrypto path jose takes for a JWK (measured on Node 20: 30 against 65 µs per ES256
 * signature) — one signature per access token and ID token. The signature is the same JWS
 * signature (ES256: r‖s, IEEE P1363; RS256: RSASSA-PKCS1-v1_5 with SHA-256), the `kid` and `alg`
 * those of the stored key, and the provider sees only the public half (`keyObject`).
 */
export class NodeSigningKey extends ExternalSigningKey {
  readonly #kid: string;
  readonly #alg: 'ES256' | 'RS256';
  readonly #privateKey: KeyObject;
  readonly #publicKey: KeyObject;

  constructor(jwk: PrivateSigningKey & { alg: 'ES256' | 'RS256' }) {
    super();
    this.#kid = jwk.kid;
    this.#alg = jwk.alg;
    this.#privateKey = createPrivateKey({ key: jwk, format: 'jwk' });
    this.#publicKey = createPublicKey(this.#privateKey);
  }

  override get kid() {
    return this.#kid;
  }

  override get alg() {
    return this.#alg;
  }

  override keyObject() {
    return this.#publicKey;
  }

  override sign(data: Uint8Array) {
    return this.#alg === 'ES256'
      ? sign('sha256', data, { key: this.#privateKey, dsaEncoding: 'ieee-p1363' })
      : sign('sha256', data, this.#privateKey);
  }
}

/** The key as the provider signs with it: a NodeSigningKey for ES256 and RS256, any other JWK as it is. */
export const providerSigningKey = (jwk: PrivateSigningKey): NodeSigningKey | PrivateSigningKey =>
  jwk.alg === 'ES256' || jwk.alg === 'RS256' ? new NodeSigningKey({ ...jwk, alg: jwk.alg }) : jwk;
