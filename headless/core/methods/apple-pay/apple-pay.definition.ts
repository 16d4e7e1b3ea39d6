/**
 * Apple Pay (`applepay`; spec sections 2, 3, 4, 7, 8, 9): a button shown once the page may use
 * Apple Pay (a secure context, a client key, `ApplePaySession.canMakePayments()`); a press starts an
 * `ApplePaySession` of the highest version the browser supports (probed from 11 down) with the
 * payment request built here; Apple asks the merchant to be validated (`onvalidatemerchant`: the
 * payment service's `v1/applePay/sessions` answers an encoded merchant session, decoded here), then
 * the shopper authorises (`onpaymentauthorized`): the payment sends `paymentMethod { type,
 * applePayToken }` (the payment token's JSON, base64) and the browser's details, and the sheet is
 * completed with success or failure by the result; closing the sheet raises CANCEL. The requests
 * and answers are built and read in apple-pay.rules.ts; Apple's script and API are called by the
 * definition's effects (apple-pay.effects.ts) with the page passed in as deps.
 */
import * as v from 'valibot';
import { CheckoutError } from '../../errors/checkout-error';
import * as ERROR_TEXTS from '../../errors/error-texts';
import type { PaymentMethodDefinition } from '../payment-method.types';
import { availabilityCheck } from '../availability';
import { walletDefinitionParts } from '../wallet/wallet.flow';
import { applePayEffects, applePayIsAvailable, applePayNotAvailable } from './apple-pay.effects';
import {
  APPLE_PAY_BUTTON_COLORS,
  APPLE_PAY_BUTTON_TYPES,
  type ApplePayEvent,
  type ApplePayOptions,
  type ApplePayState,
  type ApplePayToken,
} from './apple-pay.rules';
import { messages } from '../../i18n/compiled/en-US.apple-pay';

const OptionsSchema = v.looseObject({
  merchantIdentifier: v.optional(v.pipe(v.string(), v.nonEmpty())),
  merchantName: v.optional(v.string()),
  totalPriceStatus: v.optional(v.picklist(['final', 'pending'])),
  buttonColor: v.optional(v.picklist(APPLE_PAY_BUTTON_COLORS)),
  buttonType: v.optional(v.picklist(APPLE_PAY_BUTTON_TYPES)),
  supportedNetworks: v.optional(v.pipe(v.array(v.pipe(v.string(), v.nonEmpty())), v.minLength(1))),
  lineItems: v.optional(
    v.array(v.looseObject({ label: v.string(), amount: v.pipe(v.string(), v.regex(/^-?\d+(\.\d+)?$/)) })),
  ),
});

/** Apple Pay's definition. */
interface ApplePayDefinition extends PaymentMethodDefinition<
  ApplePayOptions,
  ApplePayState,
  ApplePayEvent,
  never
> {
  /** The one type it serves. */
  types: readonly ['applepay'];
}

const walletParts = walletDefinitionParts<ApplePayOptions, ApplePayToken>('applepay', OptionsSchema);

/** Apple Pay as a payment method. */
const applePayDefinition: ApplePayDefinition = {
  types: ['applepay'],
  messages,
  ...walletParts,
  effects: [...walletParts.effects!, ...applePayEffects],
  isAvailable: availabilityCheck(applePayIsAvailable, applePayNotAvailable),
  payload: async (state, _encrypted, deps) => {
    const { token } = state.extra;
    // Spec section 8: a wallet's payment without the token its sheet gave.
    if (!token) throw new CheckoutError('ERROR', ERROR_TEXTS.noToken);
    const environment = (await deps.environment?.()) ?? {};
    return {
      paymentMethod: { type: 'applepay', applePayToken: token.applePayToken },
      ...(state.options.returnUrl ? { returnUrl: state.options.returnUrl } : {}),
      ...environment,
    };
  },
  label: (_options, context) => context.paymentMethod?.name ?? 'Apple Pay',
  provider: { scriptUrl: 'applePay' },
  needsPaymentMethods: () => true,
};

export { applePayDefinition };
export type { ApplePayDefinition };
export type {
  ApplePayButtonColor,
  ApplePayButtonType,
  ApplePayEvent,
  ApplePayLineItem,
  ApplePayOptions,
  ApplePayPage,
  ApplePayPaymentRequest,
  ApplePaySessionClass,
  ApplePaySessionLike,
  ApplePaySessionRequest,
  ApplePayState,
  ApplePayToken,
} from './apple-pay.rules';
