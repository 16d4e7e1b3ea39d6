/**
 * SEPA Direct Debit (`sepadirectdebit`): the payment carries the shopper's IBAN and, when the form
 * asks it, the account holder's name (`ownerName`). The service checks the IBAN's form (country,
 * check digits, account part) and its check digits (ISO 13616 mod 97), then answers 'Authorised'
 * (the debit itself is collected later, as a real service does), except for the refused test
 * account NL42TEST0000000002 ('Refused'; docs/testing.md).
 */
import * as v from 'valibot';
import { parseWith } from '../http';
import type { PaymentProcessor } from './registry';
import { methodName } from './status-methods';

/** The test account the sandbox refuses. */
const REFUSED_IBAN = 'NL42TEST0000000002';

/** Whether an IBAN's check digits hold: the account part, then the country and check digits, as a number mod 97 is 1. */
function ibanChecksumHolds(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = String(Number.parseInt(char, 36));
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

const SepaPaymentSchema = v.looseObject({
  paymentMethod: v.looseObject({
    iban: v.pipe(
      v.string('must be a string'),
      v.regex(
        /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/,
        'must be an IBAN in electronic format (no spaces, upper case)',
      ),
      v.check(ibanChecksumHolds, 'has wrong check digits'),
    ),
    ownerName: v.optional(
      v.pipe(
        v.string('must be a string'),
        v.trim(),
        v.minLength(1, 'must not be empty'),
        v.maxLength(200, 'must be at most 200 characters'),
      ),
    ),
  }),
});

/** SEPA Direct Debit payments. */
const sepaDirectDebitProcessor: PaymentProcessor = {
  pay(context) {
    const { paymentMethod } = parseWith(SepaPaymentSchema, context.request, 'request');
    const name = methodName(context.merchant, 'sepadirectdebit');
    if (paymentMethod.iban === REFUSED_IBAN) return { resultCode: 'Refused', refusalReason: 'Refused', name };
    return {
      resultCode: 'Authorised',
      name,
      additionalData: { 'sepadirectdebit.ibanLastFour': paymentMethod.iban.slice(-4) },
    };
  },
};

export { REFUSED_IBAN, ibanChecksumHolds, sepaDirectDebitProcessor };
