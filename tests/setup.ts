// Unmounts what a test rendered, so every test starts from an empty document.
import { cleanup } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach } from 'vitest';
import { loadMessages } from 'headless-checkout/core';

afterEach(() => {
  cleanup();
});

// Property tests run from a fixed seed, so CI is repeatable; set FC_SEED to explore other inputs.
fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261122) });

// The formatting engine and en-US load on demand in the product; tests start with them loaded, as a
// page does once its first checkout is ready. The cold start has tests of its own
// (tests/core/i18n/i18n.test.ts, tests/react/provider.test.tsx).
await loadMessages('en-US');
