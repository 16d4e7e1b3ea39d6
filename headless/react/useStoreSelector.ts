import { useSyncExternalStoreWithSelector } from 'use-sync-external-store/shim/with-selector';

/** Anything with the store protocol of the core (machines, the i18n layer). */
interface Subscribable<State> {
  /** The current state. */
  getSnapshot: () => State;
  /** Registers a listener; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
}

/**
 * Subscribes to a core store and returns the selected slice; the component re-renders only when
 * the slice changes (by `isEqual`, Object.is by default). Server-safe: the server snapshot is the
 * store's current state.
 */
function useStoreSelector<State, Selected>(
  store: Subscribable<State>,
  selector: (state: State) => Selected,
  isEqual?: (a: Selected, b: Selected) => boolean,
): Selected {
  return useSyncExternalStoreWithSelector(
    store.subscribe,
    store.getSnapshot,
    store.getSnapshot,
    selector,
    isEqual,
  );
}

/** Shallow equality of two plain objects: the same keys with Object.is-equal values. */
function shallowEqual<T extends object>(a: T, b: T): boolean {
  const keys = Object.keys(a) as Array<keyof T>;
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

export { shallowEqual, useStoreSelector };
export type { Subscribable };
