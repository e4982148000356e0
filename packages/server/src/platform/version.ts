import { createRequire } from 'node:module';

/** Gatehouse's version, as the server package states it (shown in the console's top bar). */
export const productVersion: string = (createRequire(import.meta.url)('../../package.json') as { version: string })
  .version;
