// Every exported validator, called as JavaScript may call it: any value, with its options null,
// undefined or absent, answers (never throws).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as validation from 'headless-checkout/validation';

const validators = (Object.entries(validation) as Array<[string, unknown]>).filter(
  (entry): entry is [string, (...args: unknown[]) => unknown] =>
    entry[0].startsWith('validate') && typeof entry[1] === 'function',
);

describe('every exported validator with null or undefined options', () => {
  it('has validators to check', () => {
    expect(validators.map(([name]) => name)).toContain('validateRequired');
  });

  it.each(validators)('%s answers for any value with options null, undefined or absent', (_, validate) => {
    fc.assert(
      fc.property(fc.anything(), fc.constantFrom(null, undefined), (value, options) => {
        expect(() => validate(value, options)).not.toThrow();
        expect(() => validate(value)).not.toThrow();
      }),
      { numRuns: 200 },
    );
  });
});
