import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Encryption of secrets at rest (signing keys, client secrets) with a key
 * derived from GATEHOUSE_SECRET: AES-256-GCM, a fresh 96-bit IV per value,
 * the GCM tag authenticating it. Format: `v1.<iv>.<ciphertext><tag>` in base64url.
 * A database dump without GATEHOUSE_SECRET yields nothing usable.
 */
export type SecretBox = {
  encrypt: (plaintext: string) => string;
  decrypt: (sealed: string) => string;
  /**
   * A keyed digest (HMAC-SHA256 under a key derived from the master secret) for values checked but
   * never read back, such as verification codes: a database dump does not let anyone try the
   * million six-digit codes offline. Base64url.
   */
  digest: (value: string) => string;
};

export class SecretMismatchError extends Error {
  constructor() {
    super(
      'GATEHOUSE_SECRET does not match the key the stored secrets were encrypted with; start with the original GATEHOUSE_SECRET',
    );
  }
}

export const createSecretBox = (secret: string): SecretBox => {
  const key = Buffer.from(hkdfSync('sha256', secret, 'gatehouse', 'secrets-at-rest v1', 32));
  const digestKey = Buffer.from(hkdfSync('sha256', secret, 'gatehouse', 'digests v1', 32));
  return {
    digest: (value) => createHmac('sha256', digestKey).update(value, 'utf8').digest('base64url'),
    encrypt: (plaintext) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return `v1.${iv.toString('base64url')}.${body.toString('base64url')}`;
    },
    decrypt: (sealed) => {
      const [version, iv, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !body) throw new SecretMismatchError();
      const data = Buffer.from(body, 'base64url');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(data.subarray(data.length - 16));
        return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretMismatchError();
      }
    },
  };
};

/** Shortest accepted master secret (GATEHOUSE_SECRET, GATEHOUSE_SECRET_FILE, a rotation's new secret). */
export const minimumSecretLength = 32;

/** Where the zero-config secret lives: beside the embedded database, so a copy of the data dir opens it. */
export const dataDirSecretFile = (dataDir: string) => path.join(dataDir, 'secret');

/**
 * Replaces `<dataDir>/secret` (mode 0600) with `secret`. Written to a
 * temporary file, flushed to disk and renamed, so neither a crash nor a power
 * cut leaves an empty or half-written secret behind: the file holds either
 * the old secret or the new one.
 */
export const writeDataDirSecret = async (dataDir: string, secret: string) => {
  const file = dataDirSecretFile(dataDir);
  await fs.mkdir(dataDir, { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  const handle = await fs.open(temporary, 'w', 0o600);
  try {
    await handle.writeFile(`${secret}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs.rename(temporary, file);
  // The rename itself is durable once the directory is flushed (not possible on Windows).
  if (process.platform !== 'win32') {
    const directory = await fs.open(dataDir, 'r');
    await directory.sync().finally(() => directory.close());
  }
};

/**
 * GATEHOUSE_SECRET (or GATEHOUSE_SECRET_FILE's content, see config.ts) when
 * set; otherwise the one stored in `<dataDir>/secret`, generated on first start.
 */
export const resolveSecret = async (configured: string | undefined, dataDir: string): Promise<string> => {
  if (configured) return configured;
  const file = dataDirSecretFile(dataDir);
  const stored = await fs.readFile(file, 'utf8').then(
    (content) => content.trim(),
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return '';
      throw error;
    },
  );
  if (stored) return stored;
  await writeDataDirSecret(dataDir, randomBytes(32).toString('base64url'));
  return (await fs.readFile(file, 'utf8')).trim();
};
