import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

/** The first segments of every tenant data key: switching tenants refetches them (spec §4). */
export const tenantKey = (tenantId: string) => ['tenant', tenantId] as const;

const startsWith = (key: QueryKey, prefix: QueryKey) => hashKey(key.slice(0, prefix.length)) === hashKey(prefix);

/**
 * Forgets the queries under `prefix` (a deleted entity and its relations). One a page still shows
 * goes when that page stops showing it: removing it under a mounted page would make the page's next
 * render build it again and fetch the entity that no longer exists.
 */
export const removeQueriesUnder = (queryClient: QueryClient, prefix: QueryKey) => {
  const cache = queryClient.getQueryCache();
  for (const query of cache.findAll({ queryKey: prefix })) {
    if (query.getObserversCount() === 0) {
      cache.remove(query);
      continue;
    }
    const unsubscribe = cache.subscribe((event) => {
      if (event.type !== 'observerRemoved' || event.query !== query || query.getObserversCount() > 0) return;
      unsubscribe();
      cache.remove(query);
    });
  }
};

/**
 * After a delete (CONVENTIONS 12): forgets the gone entity's queries and refreshes the lists under
 * `refresh` without touching the gone ones, so nothing asks the server for what it just deleted.
 *
 * @example
 * onSuccess: (_data, id) => afterDelete(queryClient, roleKeys.detail(tenantId, id), [roleKeys.all(tenantId)]),
 */
export const afterDelete = (queryClient: QueryClient, gone: QueryKey, refresh: readonly QueryKey[]) => {
  removeQueriesUnder(queryClient, gone);
  return Promise.all(
    refresh.map((queryKey) =>
      queryClient.invalidateQueries({ queryKey, predicate: (query) => !startsWith(query.queryKey, gone) }),
    ),
  );
};
