import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { inputsManifest } from '../../scripts/inputs-manifest.mjs';

/**
 * The admin console, served by the server under `/console` on the admin
 * endpoint. Every area of the route table is its own chunk (lazy routes), so
 * the first paint loads only the shell (budget: `npm run bench -- console-bundle`).
 */
export default defineConfig({
  base: '/console/',
  plugins: [react(), inputsManifest(['index.html', 'vite.config.ts', 'package.json'])],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, target: 'es2022' },
});
