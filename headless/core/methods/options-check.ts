import * as v from 'valibot';
import { CheckoutError } from '../errors/checkout-error';

/**
 * A definition's `check` of the merchant's options against its valibot schema: IMPLEMENTATION_ERROR
 * "Invalid {name} options: {the schema's issues}" when the schema refuses them (`name`: the
 * method's type by default).
 */
function checkOptions(schema: v.GenericSchema, options: { type: string }, name: string = options.type): void {
  const result = v.safeParse(schema, options);
  if (!result.success)
    throw new CheckoutError('IMPLEMENTATION_ERROR', `Invalid ${name} options: ${v.summarize(result.issues)}`);
}

export { checkOptions };
