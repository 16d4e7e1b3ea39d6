import * as v from 'valibot';
import type { ValidationResult } from '../validation/result';

/**
 * A form field's valibot schema over a validator of the toolkit (`validateBacsAccountNumber`…):
 * the value must be of `base` (a string by default), then the validator's error key is the
 * issue's message, so a form field and the toolkit judge a value alike.
 */
function validatorSchema<T = string>(
  validate: (value: T) => ValidationResult,
  base: v.GenericSchema<unknown, T> = v.string() as unknown as v.GenericSchema<unknown, T>,
): v.GenericSchema<unknown, unknown> {
  return v.pipe(
    base,
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const result = validate(dataset.value);
      if (!result.valid) addIssue({ message: result.errorKey ?? 'error.va.gen.02' });
    }),
  );
}

export { validatorSchema };
