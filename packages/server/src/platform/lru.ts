/**
 * A Map that keeps at most `limit` entries, forgetting the least recently used one (read or
 * written) when a new one would exceed it. Per-tenant caches use it so that memory stays bounded
 * however many tenants one deployment serves: an evicted entry is rebuilt on its next use.
 */
export class LruMap<K, V> extends Map<K, V> {
  constructor(readonly limit: number) {
    super();
  }

  /** The key read or written last: already the newest entry, so reading it again moves nothing. */
  #newest: K | undefined;

  override get(key: K): V | undefined {
    if (key === this.#newest) return super.get(key);
    if (!super.has(key)) return undefined;
    const value = super.get(key) as V;
    super.delete(key);
    super.set(key, value);
    this.#newest = key;
    return value;
  }

  override set(key: K, value: V): this {
    super.delete(key);
    super.set(key, value);
    this.#newest = key;
    while (this.size > this.limit) {
      const oldest = this.keys().next();
      if (oldest.done) break;
      super.delete(oldest.value);
    }
    return this;
  }
}
