import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';

// A minimal DER encoder: just what one X.509 v3 certificate needs (RFC 5280).

const length = (size: number) => {
  if (size < 0x80) return Buffer.from([size]);
  const bytes: number[] = [];
  for (let rest = size; rest > 0; rest >>= 8) bytes.unshift(rest & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
};
const tlv = (tag: number, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([Buffer.from([tag]), length(body.length), body]);
};
const sequence = (...parts: Buffer[]) => tlv(0x30, ...parts);
const oid = (dotted: string) => {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [40 * first + second];
  for (const arc of rest) {
    const chunk = [arc & 0x7f];
    for (let high = arc >> 7; high > 0; high >>= 7) chunk.unshift(0x80 | (high & 0x7f));
    bytes.push(...chunk);
  }
  return tlv(0x06, Buffer.from(bytes));
};
/** UTCTime, YYMMDDHHMMSSZ. */
const time = (date: Date) => tlv(0x17, Buffer.from(`${date.toISOString().replace(/[-:T]/g, '').slice(2, 14)}Z`));

const ecdsaWithSha256 = sequence(oid('1.2.840.10045.4.3.2'));
const commonName = '2.5.4.3';
const subjectAltName = '2.5.29.17';

/**
 * A fresh self-signed certificate for `localhost` and 127.0.0.1 (P-256, valid from an hour ago for a
 * day), as PEM: for a local TLS server in a test, which a client accepts only when told to.
 */
export const selfSignedCertificate = (host = 'localhost') => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const name = sequence(tlv(0x31, sequence(oid(commonName), tlv(0x0c, Buffer.from(host)))));
  const now = Date.now();
  const altNames = sequence(tlv(0x82, Buffer.from(host)), tlv(0x87, Buffer.from([127, 0, 0, 1])));
  const tbs = sequence(
    tlv(0xa0, tlv(0x02, Buffer.from([2]))), // version 3
    tlv(0x02, Buffer.concat([Buffer.from([1]), randomBytes(8)])), // positive serial
    ecdsaWithSha256,
    name,
    sequence(time(new Date(now - 3_600_000)), time(new Date(now + 86_400_000))),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
    tlv(0xa3, sequence(sequence(oid(subjectAltName), tlv(0x04, altNames)))),
  );
  const signature = sign('sha256', tbs, privateKey);
  const der = sequence(tbs, ecdsaWithSha256, tlv(0x03, Buffer.from([0]), signature));
  const base64 = der.toString('base64').replace(/.{64}/g, '$&\n');
  return {
    key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    cert: `-----BEGIN CERTIFICATE-----\n${base64}\n-----END CERTIFICATE-----\n`,
  };
};
