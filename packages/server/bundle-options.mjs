// How the compiled server is bundled (build.mjs), shared with the test that keeps packages which serve one
// feature out of the start (src/app/start-imports.test.ts): one ES module bundle of src/main.ts and the
// workspace packages it imports (their TypeScript sources), every installed package left to node_modules,
// and a chunk of its own for each module the code imports dynamically (platform/lazy.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const packageDir = path.dirname(fileURLToPath(import.meta.url));

export const serverBundleOptions = (outdir) => ({
  entryPoints: {
    main: path.join(packageDir, 'src/main.ts'),
    'initial-database': path.join(packageDir, 'src/platform/db/initial-database.ts'),
  },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'installed-packages-stay-external',
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@gatehouse/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
