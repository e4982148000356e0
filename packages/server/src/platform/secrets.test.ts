import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSecretBox, dataDirSecretFile, resolveSecret, SecretMismatchError, writeDataDirSecret } from './secrets';

const secret = 'a-gatehouse-secret-of-at-least-32-characters';
const box = createSecretBox(secret);

/** Replaces the character at `index` with a different base64url character (changing every decoded bit it carries). */
const flipChar = (value: string, index: number) => {
  const replacement = value[index] === 'A' ? 'B' : 'A';
  return `${value.slice(0, index)}${replacement}${value.slice(index + 1)}`;
};

describe('createSecretBox', () => {
  it('decrypts what it encrypted', () => {
    for (const plaintext of ['hello', '', '{"kty":"EC","d":"…"}', 'ünïcødé ✓ 密钥', 'x'.repeat(10_000)]) {
      expect(box.decrypt(box.encrypt(plaintext))).toBe(plaintext);
    }
  });

  it('decrypts with a second box built from the same secret', () => {
    expect(createSecretBox(secret).decrypt(box.encrypt('shared'))).toBe('shared');
  });

  it('seals values as v1.<iv>.<ciphertext+tag> in base64url with a 96-bit IV', () => {
    const sealed = box.encrypt('hello');
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    const [, iv = '', body = ''] = sealed.split('.');
    expect(Buffer.from(iv, 'base64url')).toHaveLength(12);
    // 5 bytes of ciphertext plus the 16-byte GCM tag.
    expect(Buffer.from(body, 'base64url')).toHaveLength(5 + 16);
    expect(sealed).not.toContain('hello');
  });

  it('uses a fresh IV each time, so two encryptions of the same plaintext differ', () => {
    const first = box.encrypt('same plaintext');
    const second = box.encrypt('same plaintext');
    expect(first).not.toBe(second);
    expect(first.split('.')[1]).not.toBe(second.split('.')[1]);
    expect(box.decrypt(first)).toBe(box.decrypt(second));
  });

  it('throws SecretMismatchError when decrypting with another secret', () => {
    const other = createSecretBox('another-secret-of-at-least-32-characters!');
    expect(() => other.decrypt(box.encrypt('hello'))).toThrow(SecretMismatchError);
  });

  it('throws SecretMismatchError when the IV or the ciphertext is tampered with', () => {
    const sealed = box.encrypt('a value long enough to have several ciphertext blocks');
    const [version = '', iv = '', body = ''] = sealed.split('.');
    const tampered = [
      `${version}.${flipChar(iv, 0)}.${body}`,
      `${version}.${flipChar(iv, 7)}.${body}`,
      `${version}.${iv}.${flipChar(body, 0)}`,
      `${version}.${iv}.${flipChar(body, Math.floor(body.length / 2))}`,
      // The tag sits at the end: change a character inside it (the last one may carry padding bits only).
      `${version}.${iv}.${flipChar(body, body.length - 3)}`,
      `${version}.${iv}.${body.slice(0, -4)}`,
      `${version}.${iv}.${body}AAAA`,
    ];
    for (const value of tampered) {
      expect(() => box.decrypt(value), value).toThrow(SecretMismatchError);
    }
  });

  it('throws SecretMismatchError for another version or a malformed value', () => {
    const [, iv = '', body = ''] = box.encrypt('hello').split('.');
    for (const value of [
      `v2.${iv}.${body}`,
      `.${iv}.${body}`,
      `v1..${body}`,
      `v1.${iv}.`,
      `v1.${iv}`,
      'v1',
      '',
      'hello',
    ]) {
      expect(() => box.decrypt(value), value).toThrow(SecretMismatchError);
    }
  });

  it('explains in the error that GATEHOUSE_SECRET does not match', () => {
    expect(() => createSecretBox('x'.repeat(32)).decrypt(box.encrypt('hello'))).toThrow(/GATEHOUSE_SECRET/);
  });
});

describe('resolveSecret', () => {
  let tempDir: string;

  beforeEach(async () => {
    tempDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gatehouse-secrets-'));
  });

  afterEach(async () => {
    await fs.rm(tempDir, { recursive: true, force: true });
  });

  it('returns the configured secret without touching the data directory', async () => {
    const dataDir = path.join(tempDir, 'data');
    await expect(resolveSecret(secret, dataDir)).resolves.toBe(secret);
    await expect(fs.access(dataDir)).rejects.toThrow();
  });

  it('generates a secret into <dataDir>/secret with mode 0600, creating the directory', async () => {
    const dataDir = path.join(tempDir, 'nested', 'data');
    const generated = await resolveSecret(undefined, dataDir);
    expect(generated).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const file = path.join(dataDir, 'secret');
    expect((await fs.readFile(file, 'utf8')).trim()).toBe(generated);
    if (process.platform !== 'win32') {
      expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    }
  });

  it('returns the same generated secret on the next call', async () => {
    const first = await resolveSecret(undefined, tempDir);
    await expect(resolveSecret(undefined, tempDir)).resolves.toBe(first);
    await expect(resolveSecret('', tempDir)).resolves.toBe(first);
  });

  it('generates a different secret for another data directory', async () => {
    const first = await resolveSecret(undefined, path.join(tempDir, 'one'));
    const second = await resolveSecret(undefined, path.join(tempDir, 'two'));
    expect(first).not.toBe(second);
  });

  it('reads an existing secret file, ignoring surrounding whitespace', async () => {
    await fs.writeFile(path.join(tempDir, 'secret'), '  stored-secret-value\n');
    await expect(resolveSecret(undefined, tempDir)).resolves.toBe('stored-secret-value');
  });
});

describe('resolveSecret after a crash', () => {
  it('replaces an empty secret file instead of using an empty key', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'gatehouse-secret-empty-'));
    try {
      await fs.writeFile(path.join(dir, 'secret'), '');
      const secret = await resolveSecret(undefined, dir);
      expect(secret.length).toBeGreaterThanOrEqual(32);
      expect(await resolveSecret(undefined, dir)).toBe(secret);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});

describe('writeDataDirSecret', () => {
  it('replaces <dataDir>/secret with mode 0600, leaves no temporary file, and resolveSecret reads it back', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'gatehouse-secret-write-'));
    try {
      const first = await resolveSecret(undefined, dir);
      const next = 'n'.repeat(40);
      await writeDataDirSecret(dir, next);
      expect(first).not.toBe(next);
      await expect(resolveSecret(undefined, dir)).resolves.toBe(next);
      expect(await fs.readdir(dir)).toEqual(['secret']);
      expect(dataDirSecretFile(dir)).toBe(path.join(dir, 'secret'));
      if (process.platform !== 'win32') {
        expect((await fs.stat(dataDirSecretFile(dir))).mode & 0o777).toBe(0o600);
      }
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
