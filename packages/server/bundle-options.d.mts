import type { BuildOptions } from 'esbuild';

export const packageDir: string;
export const serverBundleOptions: (outdir: string) => BuildOptions & { metafile: true };
