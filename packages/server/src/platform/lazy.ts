/**
 * A module loaded at its first use instead of when the server starts: a start imports only what it
 * needs to answer, and a native or heavy package that serves one feature (password hashing, the
 * custom JWT sandbox, zip archives) is read when that feature is first used. A failed load is
 * forgotten, so the next use tries again.
 *
 * @example
 * const argon2 = lazyModule(() => import('@node-rs/argon2'));
 * await (await argon2()).verify(hash, password);
 */
export const lazyModule = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let loading: Promise<T> | undefined;
  return () => {
    if (!loading) {
      loading = load();
      loading.catch(() => {
        loading = undefined;
      });
    }
    return loading;
  };
};
