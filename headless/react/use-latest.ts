import { useInsertionEffect, useRef } from 'react';

/**
 * The latest value of something that changes identity on every render (a callback prop), read
 * from effects and event handlers without re-running them. Updated before any effect runs.
 */
function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useInsertionEffect(() => {
    ref.current = value;
  });
  return ref;
}

export { useLatest };
