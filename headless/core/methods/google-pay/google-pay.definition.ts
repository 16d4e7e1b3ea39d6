/**
 * Google Pay (`googlepay`, and the older `paywithgoogle`; spec sections 2, 3, 7, 8, 9): a button
 * Google's script draws (`createButton`), shown once `isReadyToPay` says the shopper can pay;
 * a press opens Google's sheet (`loadPaymentData`) with the PaymentDataRequest built here from the
 * checkout's amount, country and locale and the method's configuration; its answer pays with
 * `paymentMethod { type, googlePayToken, googlePayCardNetwork }` and the browser's details, through
 * the payment lifecycle (success, refusal, a 3DS2 action). The requests and answers are built and
 * read in google-pay.rules.ts; Google's script and API are called by the definition's effects
 * (google-pay.effects.ts) with the page passed in as deps; the hook draws Google's button.
 */
import * as v from 'valibot';
import { CheckoutError } from '../../errors/checkout-error';
import * as ERROR_TEXTS from '../../errors/error-texts';
import type { PaymentMethodDefinition } from '../payment-method.types';
import { availabilityCheck } from '../availability';
import { walletDefinitionParts } from '../wallet/wallet.flow';
import { googlePayEffects, googlePayIsAvailable, googlePayNotAvailable } from './google-pay.effects';
import {
  GOOGLE_PAY_AUTH_METHODS,
  GOOGLE_PAY_BUTTON_LOCALES,
  GOOGLE_PAY_NETWORKS,
  type GooglePayEvent,
  type GooglePayOptions,
  type GooglePayState,
  type GooglePayToken,
} from './google-pay.rules';
import { messages } from '../../i18n/compiled/en-US.google-pay';

const NETWORKS = v.array(v.picklist(GOOGLE_PAY_NETWORKS));
const OptionsSchema = v.looseObject({
  merchantId: v.optional(v.pipe(v.string(), v.nonEmpty())),
  merchantName: v.optional(v.pipe(v.string(), v.nonEmpty())),
  gatewayMerchantId: v.optional(v.pipe(v.string(), v.nonEmpty())),
  allowedCardNetworks: v.optional(v.pipe(NETWORKS, v.minLength(1))),
  allowedAuthMethods: v.optional(v.pipe(v.array(v.picklist(GOOGLE_PAY_AUTH_METHODS)), v.minLength(1))),
  totalPriceStatus: v.optional(v.picklist(['FINAL', 'ESTIMATED'])),
  buttonColor: v.optional(v.picklist(['default', 'black', 'white'])),
  buttonType: v.optional(
    v.picklist(['book', 'buy', 'checkout', 'donate', 'order', 'pay', 'plain', 'subscribe']),
  ),
  buttonSizeMode: v.optional(v.picklist(['static', 'fill'])),
  buttonLocale: v.optional(v.picklist(GOOGLE_PAY_BUTTON_LOCALES)),
});

const walletParts = walletDefinitionParts<GooglePayOptions, GooglePayToken>('googlepay', OptionsSchema);

/** Google Pay's definition. */
interface GooglePayDefinition extends PaymentMethodDefinition<
  GooglePayOptions,
  GooglePayState,
  GooglePayEvent,
  never
> {
  /** The types it serves. */
  types: readonly ['googlepay', 'paywithgoogle'];
}

/** Google Pay as a payment method. */
const googlePayDefinition: GooglePayDefinition = {
  types: ['googlepay', 'paywithgoogle'],
  messages,
  ...walletParts,
  effects: [...walletParts.effects!, ...googlePayEffects],
  isAvailable: availabilityCheck(googlePayIsAvailable, googlePayNotAvailable),
  payload: async (state, _encrypted, deps) => {
    const { token } = state.extra;
    // Spec section 8: a wallet's payment without the token its sheet gave.
    if (!token) throw new CheckoutError('ERROR', ERROR_TEXTS.noToken);
    const environment = (await deps.environment?.()) ?? {};
    return {
      paymentMethod: {
        type: state.options.type,
        googlePayToken: token.googlePayToken,
        googlePayCardNetwork: token.googlePayCardNetwork,
      },
      ...(state.options.returnUrl ? { returnUrl: state.options.returnUrl } : {}),
      ...environment,
    };
  },
  label: (_options, context) => context.paymentMethod?.name ?? 'Google Pay',
  provider: { scriptUrl: 'googlePay', containers: ['button'] },
  needsPaymentMethods: () => true,
};

export { googlePayDefinition };
export type { GooglePayDefinition };
export type {
  GoogleCardPaymentMethod,
  GoogleIsReadyToPayRequest,
  GooglePayAuthMethod,
  GooglePayButtonLocale,
  GooglePayButtonOptions,
  GooglePayEvent,
  GooglePayNetwork,
  GooglePayOptions,
  GooglePayState,
  GooglePayToken,
  GooglePaymentDataRequest,
  GooglePaymentsClient,
  GooglePaymentsClientConstructor,
} from './google-pay.rules';
