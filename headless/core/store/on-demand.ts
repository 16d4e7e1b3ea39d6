/**
 * A part of the SDK that loads on demand (a dynamic import): loaded once per page and shared by
 * every caller while it loads and after; a failed load is forgotten, so the next call loads again.
 */
interface OnDemand<T> {
  /** Loads the part, or gives the load already on its way or done. */
  load: () => Promise<T>;
  /** The part if it has loaded, else null: a caller that can go on at once does. */
  loaded: () => T | null;
}

/** Wraps `importer` (a function around one dynamic `import()`, so bundlers make it a chunk). */
function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let loading: Promise<T> | null = null;
  let loaded: T | null = null;
  return {
    load: () =>
      (loading ??= importer().then(
        (part) => (loaded = part),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
    loaded: () => loaded,
  };
}

export { onDemand };
export type { OnDemand };
