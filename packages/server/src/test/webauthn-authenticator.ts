import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { Encoder } from 'cbor-x';

// Plain CBOR as authenticators write it: definite-length maps, untagged maps and byte strings.
const encoder = new Encoder({ useRecords: false, mapsAsObjects: false, variableMapSize: true, tagUint8Array: false });
const encode = (value: unknown) => encoder.encode(value);

/**
 * A software WebAuthn authenticator for tests: one ES256 (P-256) credential, "none" attestation,
 * and responses shaped as `@simplewebauthn/browser` serializes them. Its counter goes up with
 * each assertion; every input a browser would take from the page (challenge, origin, relying-party
 * id) is a parameter, so a test can answer another challenge, or from another origin or site.
 *
 * @example
 * const key = createSoftwareAuthenticator();
 * const payload = key.register({ challenge, rpId: 'localhost', origin: 'http://localhost:3001' });
 */
export const createSoftwareAuthenticator = (options: { userHandle?: string } = {}) => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(32);
  const id = credentialId.toString('base64url');
  let counter = 0;
  let userHandle = options.userHandle;

  // RFC 9053: an EC2 key on P-256 for ES256, as a CBOR map with integer labels.
  const cosePublicKey = encode(
    new Map<number, number | Buffer>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]),
  );

  const flagsOf = (attested: boolean) => 0x01 | 0x04 | (attested ? 0x40 : 0);
  const authenticatorData = (rpId: string, attested: boolean) => {
    const head = Buffer.alloc(37);
    createHash('sha256').update(rpId).digest().copy(head, 0);
    head[32] = flagsOf(attested);
    head.writeUInt32BE(counter, 33);
    if (!attested) return head;
    const length = Buffer.alloc(2);
    length.writeUInt16BE(credentialId.length);
    return Buffer.concat([head, Buffer.alloc(16), length, credentialId, cosePublicKey]);
  };
  const clientData = (type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    /** The credential's id (base64url). */
    id,
    get counter() {
      return counter;
    },
    /** Sets the counter the next assertion reports (to send a stale one). */
    setCounter: (value: number) => {
      counter = value;
    },
    /** The answer of `navigator.credentials.create()`; keeps the options' user handle for assertions. */
    register: (input: { challenge: string; rpId: string; origin: string; userHandle?: string }) => {
      userHandle = input.userHandle ?? userHandle;
      const attestationObject = encode({ fmt: 'none', attStmt: {}, authData: authenticatorData(input.rpId, true) });
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: clientData('webauthn.create', input.challenge, input.origin).toString('base64url'),
          attestationObject: Buffer.from(attestationObject).toString('base64url'),
          transports: ['internal'],
        },
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
      };
    },
    /** The answer of `navigator.credentials.get()`: the counter goes up by one first. */
    assert: (input: { challenge: string; rpId: string; origin: string; counter?: number }) => {
      counter = input.counter ?? counter + 1;
      const data = authenticatorData(input.rpId, false);
      const client = clientData('webauthn.get', input.challenge, input.origin);
      const signature = sign('sha256', Buffer.concat([data, createHash('sha256').update(client).digest()]), privateKey);
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: client.toString('base64url'),
          authenticatorData: data.toString('base64url'),
          signature: signature.toString('base64url'),
          ...(userHandle && { userHandle }),
        },
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
      };
    },
  };
};

export type SoftwareAuthenticator = ReturnType<typeof createSoftwareAuthenticator>;
