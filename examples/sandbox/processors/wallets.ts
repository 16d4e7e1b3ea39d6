/**
 * The wallet buttons' payments:
 * - Google Pay (`googlepay`, `paywithgoogle`): `paymentMethod.googlePayToken` (the JSON string
 *   Google's sheet answered: protocolVersion, signature, signedMessage with encryptedMessage,
 *   ephemeralPublicKey and tag) and `googlePayCardNetwork` (AMEX, DISCOVER, JCB, MASTERCARD, VISA);
 * - Apple Pay (`applepay`): `paymentMethod.applePayToken`, base64 of the payment token's JSON
 *   (paymentData { version, data, signature, header { publicKeyHash, transactionId } }).
 * The sandbox decrypts nothing (wallet-tokens.ts): a well-formed token pays; the stand-ins' test
 * cards answer their outcome (the declined card Refused, Google's 3-D Secure card a 3DS2 challenge
 * first); an amount ending in 13 is Refused (docs/testing.md). A malformed token is a 422 (702),
 * never a 5xx.
 */
import * as v from 'valibot';
import { invalidDetails, invalidRequest } from '../errors';
import { parseWith } from '../http';
import { plannedResult } from '../payment-status';
import { completeThreeDS2, isThreeDS2State, startThreeDS2 } from '../three-ds2';
import { readApplePayToken, readGooglePayToken, type WalletTokenReading } from '../wallet-tokens';
import type { PaymentOutcome, PaymentProcessor, ProcessorPaymentContext } from './registry';
import { methodName } from './status-methods';

/** The Google Pay types. */
const GOOGLE_PAY_TYPES = ['googlepay', 'paywithgoogle'] as const;

const GooglePaySchema = v.looseObject({
  paymentMethod: v.looseObject({
    googlePayToken: v.pipe(
      v.string('is required'),
      v.nonEmpty('must not be empty'),
      v.maxLength(16384, 'is too long'),
    ),
    googlePayCardNetwork: v.picklist(
      ['AMEX', 'DISCOVER', 'JCB', 'MASTERCARD', 'VISA'],
      'must be AMEX, DISCOVER, JCB, MASTERCARD or VISA',
    ),
  }),
});

const ApplePaySchema = v.looseObject({
  paymentMethod: v.looseObject({
    applePayToken: v.pipe(
      v.string('is required'),
      v.nonEmpty('must not be empty'),
      v.maxLength(16384, 'is too long'),
    ),
  }),
});

/** The outcome of a read token. */
function outcomeOf(
  context: ProcessorPaymentContext,
  type: string,
  reading: WalletTokenReading,
): PaymentOutcome {
  if (!reading.ok) throw invalidRequest(`Invalid request: paymentMethod.${reading.problem}`);
  const name = methodName(context.merchant, type);
  const { card } = reading;
  const shown = card ? { name, brand: card.brand, lastFour: card.lastFour } : { name };
  if (card?.outcome === 'Refused' || plannedResult(context.due) === 'refused')
    return { resultCode: 'Refused', refusalReason: 'Refused', ...shown };
  if (card?.outcome === 'IdentifyShopper') {
    const { outcome } = startThreeDS2(context, {
      scenario: 'challenge',
      brand: card.brand,
      name,
      lastFour: card.lastFour,
      storePaymentMethod: false,
    });
    return { ...outcome, action: { ...outcome.action, paymentMethodType: type } };
  }
  return {
    resultCode: 'Authorised',
    ...shown,
    ...(card ? { additionalData: { cardSummary: card.lastFour, paymentMethod: card.brand } } : {}),
  };
}

/** Google Pay of one of its types. */
function googlePayProcessor(type: (typeof GOOGLE_PAY_TYPES)[number]): PaymentProcessor {
  return {
    pay(context) {
      const request = parseWith(GooglePaySchema, context.request, 'request');
      return outcomeOf(context, type, readGooglePayToken(request.paymentMethod.googlePayToken));
    },
    /** Completes the 3-D Secure card's 3DS2. */
    details(context) {
      const state = context.pending.state;
      if (!isThreeDS2State(state)) throw invalidDetails('Unsupported details for a Google Pay payment');
      const completion = completeThreeDS2(context, state);
      const shown = { name: state.name, brand: state.brand, lastFour: state.lastFour };
      return completion.resultCode === 'Refused'
        ? { ...completion, ...shown }
        : {
            resultCode: 'Authorised',
            ...shown,
            additionalData: { cardSummary: state.lastFour, paymentMethod: state.brand },
          };
    },
  };
}

/** Apple Pay. */
const applePayProcessor: PaymentProcessor = {
  pay(context) {
    const request = parseWith(ApplePaySchema, context.request, 'request');
    return outcomeOf(context, 'applepay', readApplePayToken(request.paymentMethod.applePayToken));
  },
};

export { GOOGLE_PAY_TYPES, applePayProcessor, googlePayProcessor };
