// A tiny hash router: `#/creators/cr_00001/payments` → ['creators', 'cr_00001', 'payments'].
import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => {
  window.addEventListener('hashchange', listener);
  return () => window.removeEventListener('hashchange', listener);
};

/** The current route's segments. */
function useRoute(): string[] {
  const hash = useSyncExternalStore(
    subscribe,
    () => window.location.hash,
    () => '',
  );
  return hash
    .replace(/^#\/?/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => decodeURIComponent(segment));
}

/** The href of a route. */
const href = (...segments: string[]) => `#/${segments.map(encodeURIComponent).join('/')}`;

export { href, useRoute };
