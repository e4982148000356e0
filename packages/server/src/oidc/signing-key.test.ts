import { compactVerify, importJWK } from 'jose';
import { describe, expect, it } from 'vitest';
import { generateSigningKey, toPublicJwk } from './keys';
import { NodeSigningKey, providerSigningKey } from './signing-key';

const encoder = new TextEncoder();
const base64url = (value: string | Uint8Array) => Buffer.from(value).toString('base64url');

describe('NodeSigningKey (oidc-provider ExternalSigningKey through node:crypto)', () => {
  it.each(['EC', 'RSA'] as const)(
    'signs a JWS (%s) that verifies against the stored key’s public JWK',
    async (type) => {
      const jwk = await generateSigningKey(type);
      const key = providerSigningKey(jwk);
      if (!(key instanceof NodeSigningKey)) throw new Error('expected a NodeSigningKey');
      expect([key.kid, key.alg, key.use, key.kty]).toEqual([jwk.kid, jwk.alg, 'sig', jwk.kty]);
      expect(key.keyObject().type).toBe('public');
      // What oidc-provider does with an ExternalSigningKey (lib/helpers/jwt.js): it signs the signing input.
      const header = base64url(JSON.stringify({ alg: jwk.alg, kid: jwk.kid }));
      const input = `${header}.${base64url('{"sub":"x"}')}`;
      const jws = `${input}.${base64url(await key.sign(encoder.encode(input)))}`;
      const verified = await compactVerify(jws, await importJWK(toPublicJwk(jwk), jwk.alg));
      expect(new TextDecoder().decode(verified.payload)).toBe('{"sub":"x"}');
    },
  );

  it('leaves a key of another algorithm to the provider as a JWK', async () => {
    const jwk = { ...(await generateSigningKey('EC')), alg: 'ES384' };
    expect(providerSigningKey(jwk)).toBe(jwk);
  });
});
