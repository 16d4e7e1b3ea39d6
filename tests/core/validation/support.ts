import fc from 'fast-check';
import { expect } from 'vitest';
import type { ValidationResult } from '../../../headless/core/validation/result';

/** Asserts the shape every validator result must have, whatever the input. */
function expectWellFormed(result: ValidationResult): void {
  expect(typeof result.valid).toBe('boolean');
  expect(typeof result.empty).toBe('boolean');
  if (result.valid) expect(result.errorKey).toBeUndefined();
  else expect(typeof result.errorKey).toBe('string');
}

/** Arbitrary inputs for the no-throw properties: strings, grapheme strings, and any value at all. */
const anyInput = [fc.string(), fc.string({ unit: 'grapheme' }), fc.anything()] as const;

export { anyInput, expectWellFormed };
