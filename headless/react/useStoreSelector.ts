import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

/** Anything with the store protocol of the core (machines, the i18n layer). */
interface Subscribable<State> {
  /** The current state. */
  getSnapshot: () => State;
  /** Registers a listener; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
}

/**
 * Reads the store's selection: the selector runs once per snapshot, and a selection equal to the
 * last one React rendered is returned as that same object, so React sees no change.
 */
function selectionReader<State, Selected>(
  store: Subscribable<State>,
  selector: (state: State) => Selected,
  isEqual: (a: Selected, b: Selected) => boolean,
  rendered: { current: { selection: Selected } | null },
): () => Selected {
  let memo: { snapshot: State; selection: Selected } | null = null;
  return () => {
    const snapshot = store.getSnapshot();
    if (memo && Object.is(memo.snapshot, snapshot)) return memo.selection;
    const next = selector(snapshot);
    const previous = rendered.current;
    memo = { snapshot, selection: previous && isEqual(previous.selection, next) ? previous.selection : next };
    return memo.selection;
  };
}

/**
 * The base hook every hook of the package reads its machine through (as TanStack Query's
 * useBaseQuery serves every query hook): subscribes to a core store or machine with
 * useSyncExternalStore and returns the selected slice; the component re-renders only when the
 * slice changes (by `isEqual`, Object.is by default). Server-safe: the server snapshot is the
 * store's current state.
 */
function useStoreSelector<State, Selected>(
  store: Subscribable<State>,
  selector: (state: State) => Selected,
  isEqual: (a: Selected, b: Selected) => boolean = Object.is,
): Selected {
  const rendered = useRef<{ selection: Selected } | null>(null);
  const getSelection = useMemo(
    // The reader reads the ref only when React asks for a snapshot, as React's own
    // use-sync-external-store/with-selector does; it never writes it during render.
    // eslint-disable-next-line react-hooks/refs
    () => selectionReader(store, selector, isEqual, rendered),
    [store, selector, isEqual],
  );
  const selection = useSyncExternalStore(store.subscribe, getSelection, getSelection);
  useEffect(() => {
    rendered.current = { selection };
  }, [selection]);
  return selection;
}

/** Shallow equality of two plain objects: the same keys with Object.is-equal values. */
function shallowEqual<T extends object>(a: T, b: T): boolean {
  const keys = Object.keys(a) as Array<keyof T>;
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

export { shallowEqual, useStoreSelector };
export type { Subscribable };
