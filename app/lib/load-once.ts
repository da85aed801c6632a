/** A loader made by `loadOnce`: call it for the value; `loaded()` peeks at it. */
export interface Loader<T> {
  (): Promise<T>;
  /** The value once it has come, without waiting; undefined until then. */
  loaded(): T | undefined;
}

/**
 * `load`, run once however often the loader is called: every call shares its promise. A load that
 * failed is dropped, so that the next call tries again (a file lost to a bad connection comes on a
 * later attempt).
 */
export function loadOnce<T>(load: () => Promise<T>): Loader<T> {
  let loading: Promise<T> | undefined;
  let value: T | undefined;
  const loader = () => {
    if (!loading) {
      loading = load();
      loading.then(
        (result) => (value = result),
        () => (loading = undefined),
      );
    }
    return loading;
  };
  return Object.assign(loader, { loaded: () => value });
}
