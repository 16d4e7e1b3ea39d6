/**
 * Wallets paid in the provider's app or pages:
 * - QIWI Wallet (`qiwiwallet`): `paymentMethod['qiwiwallet.telephoneNumberPrefix']` (a dial code)
 *   and `['qiwiwallet.telephoneNumber']` (at least 7 characters); the shopper is redirected (GET) to
 *   the simulated wallet page, which sends them back with the result, as the bank methods do
 *   (Authorise, Refuse, Cancel).
 * - TWINT (`twint`): a new TWINT is redirected the same way; a stored TWINT of the session's
 *   shopper (`storedPaymentMethodId`) pays at once: Authorised, or Refused when the amount's value
 *   ends in 13 (docs/testing.md); 422 '803' for an unknown stored TWINT.
 * Bad input is a 422 (702).
 */
import * as v from 'valibot';
import { parseWith } from '../http';
import { plannedResult } from '../payment-status';
import { redirectProcessor } from './redirect';
import type { PaymentProcessor } from './registry';
import { methodName, storedMethodOf } from './status-methods';

const QiwiSchema = v.looseObject({
  paymentMethod: v.looseObject({
    'qiwiwallet.telephoneNumberPrefix': v.pipe(
      v.string('is required'),
      v.regex(/^\+\d{1,5}$/, 'must be a dial code, e.g. +7'),
    ),
    'qiwiwallet.telephoneNumber': v.pipe(
      v.string('is required'),
      v.trim(),
      v.minLength(7, 'must be at least 7 characters'),
    ),
  }),
});

const qiwiRedirect = redirectProcessor('qiwiwallet', 'GET');

/** QIWI Wallet: the phone checked, then the wallet's page. */
const qiwiWalletProcessor: PaymentProcessor = {
  pay(context) {
    parseWith(QiwiSchema, context.request, 'request');
    return qiwiRedirect.pay(context);
  },
  details: (context) => qiwiRedirect.details!(context),
};

const StoredTwintSchema = v.looseObject({
  paymentMethod: v.looseObject({ storedPaymentMethodId: v.pipe(v.string(), v.minLength(1)) }),
});

const twintRedirect = redirectProcessor('twint', 'GET');

/** TWINT: a stored one pays at once, a new one goes to TWINT's page. */
const twintProcessor: PaymentProcessor = {
  pay(context) {
    const stored = v.safeParse(StoredTwintSchema, context.request);
    if (!stored.success) return twintRedirect.pay(context);
    storedMethodOf(context, 'twint', stored.output.paymentMethod.storedPaymentMethodId);
    const name = methodName(context.merchant, 'twint');
    return plannedResult(context.due) === 'refused'
      ? { resultCode: 'Refused', refusalReason: 'Refused', name }
      : { resultCode: 'Authorised', name };
  },
  details: (context) => twintRedirect.details!(context),
};

export { qiwiWalletProcessor, twintProcessor };
