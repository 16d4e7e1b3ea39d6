// Unmounts what a test rendered, so every test starts from an empty document.
import { cleanup } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});

// Property tests run from a fixed seed, so CI is repeatable; set FC_SEED to explore other inputs.
fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261122) });

// en-US and the formatting engine are part of the bundle: nothing to load for texts (the other
// locales load on demand, in the tests that use them). Nothing else loads on demand but jose.
