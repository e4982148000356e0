import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { inputsManifest } from '../../scripts/inputs-manifest.mjs';

/**
 * The sign-in pages. Built with a relative base: the server serves the same
 * build for every tenant and sets `<base href>` to the tenant's prefix
 * (`/` or `/t/{tenantId}/`), so assets and API calls resolve under it.
 */
export default defineConfig({
  base: './',
  plugins: [react(), inputsManifest(['index.html', 'vite.config.ts', 'package.json'])],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, target: 'es2022' },
});
