import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const sourceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('secret rotation coverage', () => {
  it('knows every file that encrypts with the master secret (a new encrypted column needs a line in secret-rotation.ts)', async () => {
    const files = (await fs.readdir(sourceDir, { recursive: true }))
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .filter((file) => !file.split(path.sep).includes('test'));
    const encrypting: string[] = [];
    for (const file of files) {
      const text = await fs.readFile(path.join(sourceDir, file), 'utf8');
      if (/\bbox\.encrypt\(/.test(text)) encrypting.push(file.split(path.sep).join('/'));
    }
    // oidc/keys.ts: oidc_keys.value. applications/service.ts: applications.secret, application_secrets.value.
    // saml-applications/service.ts: saml_application_secrets.private_key.
    // mfa/service.ts: user_mfa_verifications.secret. captcha/service.ts: captcha_providers.secret_key.
    expect(encrypting.sort()).toEqual([
      'applications/service.ts',
      'captcha/service.ts',
      'connectors/service.ts',
      'enterprise-sso/service.ts',
      'hooks/service.ts',
      'jwt-customizer/service.ts',
      'mfa/service.ts',
      'oidc/keys.ts',
      'saml-applications/service.ts',
    ]);
  });
});
