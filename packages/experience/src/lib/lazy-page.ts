import { type ComponentType, lazy } from 'react';

const loaders: Array<() => Promise<unknown>> = [];

/**
 * A screen that is not the first one a visitor sees (MFA, consent, a callback…): a chunk of its own, so the
 * sign-in form paints without it. Every such chunk is fetched once the first screen is idle
 * (`preloadPages`), so moving on to one shows no gap.
 */
// biome-ignore lint/suspicious/noExplicitAny: the constraint React.lazy itself puts on what it loads
export const lazyPage = <K extends string, M extends Record<K, ComponentType<any>>>(
  load: () => Promise<M>,
  name: K,
) => {
  loaders.push(load);
  return lazy(async () => ({ default: (await load())[name] }));
};

/** Fetches every lazy screen's chunk, when the browser is idle after the first paint. */
export const preloadPages = () => {
  const run = () => {
    for (const load of loaders) void load().catch(() => undefined);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
};
