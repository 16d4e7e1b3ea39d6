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

export { useStoreSelector };
export type { Subscribable };
