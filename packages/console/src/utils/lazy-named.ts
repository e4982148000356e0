import { type ComponentType, lazy } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: the constraint React.lazy itself puts on what it loads
type AnyComponent = ComponentType<any>;

/**
 * `React.lazy` for a module's named component export: the module becomes a chunk of its own, loaded when the
 * component first renders (inside a `Suspense`), not with the console's first paint.
 */
export const lazyNamed = <K extends string, M extends Record<K, AnyComponent>>(load: () => Promise<M>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));
