// The seed size of `npm start` (docs/sandbox.md, "First start"): small by default, so a new clone
// waits seconds; BACKOFFICE_SEED_CREATORS seeds staff scale, and a bad value is refused by name.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEED_CREATORS, MAX_SEED_CREATORS } from '../../../examples/sandbox/backoffice/app';
import { seedCreatorsFromEnv } from '../../../examples/sandbox/server';

describe('BACKOFFICE_SEED_CREATORS', () => {
  it('defaults to 5,000 creators when unset or blank', () => {
    expect(DEFAULT_SEED_CREATORS).toBe(5_000);
    expect(seedCreatorsFromEnv({})).toBe(5_000);
    expect(seedCreatorsFromEnv({ BACKOFFICE_SEED_CREATORS: '' })).toBe(5_000);
    expect(seedCreatorsFromEnv({ BACKOFFICE_SEED_CREATORS: '  ' })).toBe(5_000);
  });

  it.each([
    ['50000', 50_000],
    ['500000', 500_000],
    ['500,000', 500_000],
    ['500_000', 500_000],
    [' 1 ', 1],
    ['5000000', MAX_SEED_CREATORS],
  ])('reads %j as %d creators', (value, creators) => {
    expect(seedCreatorsFromEnv({ BACKOFFICE_SEED_CREATORS: value })).toBe(creators);
  });

  it.each(['0', '-5', '1.5', '1e5', 'lots', '5000001', '50,00', '0x10'])(
    'refuses %j with the reason',
    (value) => {
      expect(() => seedCreatorsFromEnv({ BACKOFFICE_SEED_CREATORS: value })).toThrow(
        `BACKOFFICE_SEED_CREATORS must be a whole number of creators from 1 to 5,000,000 (got "${value}")`,
      );
    },
  );
});
