// Unmounts what a test rendered, so every test starts from an empty document.
import { cleanup } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach } from 'vitest';
import { preloadSecuredFields } from 'headless-checkout';
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

// And the secured fields' page side (the core's controller and message check, the React layer's
// frame host): a card form mounted after it has loaded connects its frames at once, as it did when
// they were part of the bundle. The load itself, its failure and StrictMode are tested on a cold
// page (tests/react/secured-fields-loading.test.tsx) and in Chromium (tests/e2e/secured-fields-loading.spec.ts).
await preloadSecuredFields();
