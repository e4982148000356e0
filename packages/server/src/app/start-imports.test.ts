import os from 'node:os';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { serverBundleOptions } from '../../bundle-options.mjs';

/**
 * A start imports only what it needs to answer (issue 22): packages that serve one feature load at its
 * first use (platform/lazy.ts). This bundles the server as `npm start` runs it and follows the static
 * imports from its entry, so a static import of one of them, anywhere on the way, fails here instead
 * of slowing every start unnoticed.
 */
const loadedAtFirstUse = [
  '@node-saml/node-saml',
  'xml-crypto',
  'xml-encryption',
  'xml2js',
  '@peculiar/x509',
  'reflect-metadata',
  'oidc-provider',
  '@simplewebauthn/server',
  '@node-rs/argon2',
  'bcryptjs',
  'isolated-vm',
  'yauzl',
  'nodemailer',
  'rate-limiter-flexible',
];

/** The installed packages `output` imports, statically only or with the dynamic imports too. */
const packagesOf = (metafile: Metafile, output: string, dynamic: boolean) => {
  const found = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const { path: target, kind, external } of metafile.outputs[file]?.imports ?? []) {
      if (kind !== 'import-statement' && !(dynamic && kind === 'dynamic-import')) continue;
      if (external)
        found.add(
          target
            .split('/')
            .slice(0, target.startsWith('@') ? 2 : 1)
            .join('/'),
        );
      else visit(target);
    }
  };
  visit(output);
  return found;
};

describe('the compiled server', () => {
  it('loads the packages that serve one feature at their first use, not at start', async () => {
    const outdir = path.join(os.tmpdir(), 'gatehouse-start-imports');
    const { metafile } = await build({ ...serverBundleOptions(outdir), write: false, sourcemap: false });
    const main = Object.keys(metafile.outputs).find((file) =>
      metafile.outputs[file]?.entryPoint?.endsWith('src/main.ts'),
    );
    expect(main).toBeDefined();
    const atStart = packagesOf(metafile, main ?? '', false);
    const ever = packagesOf(metafile, main ?? '', true);
    // The walk sees the start's own packages, and every deferred one is still in the server.
    expect(atStart).toContain('kysely');
    for (const name of loadedAtFirstUse) expect(ever).toContain(name);
    expect(loadedAtFirstUse.filter((name) => atStart.has(name))).toEqual([]);
  }, 60_000);
});
