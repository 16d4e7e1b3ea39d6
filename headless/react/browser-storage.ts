import type { KeyValueStorage } from 'headless-checkout/core';

/**
 * sessionStorage, read only when used (never at import or render), so the provider is safe on
 * the server; falls back to nothing when storage is blocked or absent.
 */
const browserSessionStorage: KeyValueStorage = {
  getItem: (key) => {
    try {
      return typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(key);
    } catch {
      return null;
    }
  },
  setItem: (key, value) => {
    try {
      if (typeof sessionStorage !== 'undefined') sessionStorage.setItem(key, value);
    } catch {
      // Blocked storage (private mode, sandboxed frame): the id is simply not cached.
    }
  },
};

export { browserSessionStorage };
