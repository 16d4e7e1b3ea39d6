// Unmounts what a test rendered, so every test starts from an empty document.
import { cleanup, configure } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});

// waitFor and findBy* wait for what a test awaits (a locale's catalogue, a dataset, a fetch) for up
// to 15 s instead of 1 s: with both cores busy (another vitest or browser run beside this one) a
// first dynamic import took over a second. A time limit, not an assertion: a passing check returns
// as soon as it holds.
configure({ asyncUtilTimeout: 15_000 });

// Property tests run from a fixed seed, so CI is repeatable; set FC_SEED to explore other inputs.
fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261122) });

// en-US and the formatting engine are part of the bundle: nothing to load for texts (the other
// locales load on demand, in the tests that use them). Nothing else loads on demand but jose.
