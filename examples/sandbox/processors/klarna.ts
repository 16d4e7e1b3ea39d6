/**
 * Klarna (`klarna`, `klarna_account`, `klarna_paynow`), in its two ways:
 * - with `paymentMethod.subtype: 'sdk'`, Klarna's widget: payments answers an `sdk` action whose
 *   sdkData carries a client_token (signed by the sandbox, naming the payment) and the widget's
 *   payment_method_category (klarna: pay_later, klarna_account: pay_over_time, klarna_paynow:
 *   pay_now). The widget (the sandbox's stand-in, routes/klarna.ts) asks the shopper, and on
 *   approval gets an authorization_token from POST /klarna/kp/lib/v1/authorize. paymentDetails then
 *   gives Authorised for `{ authorization_token }` issued for this payment, Refused for empty
 *   details (the shopper declined in the widget), and 422 '724' for a token the widget did not
 *   issue for it (forged, another payment's);
 * - without a subtype, a redirect to Klarna's hosted page (the sandbox's bank page, like the
 *   redirect methods: Authorise, Refuse, Cancel).
 */
import * as v from 'valibot';
import { invalidDetails, invalidRequest } from '../errors';
import type { TokenSigner } from '../tokens';
import type { PaymentOutcome, PaymentProcessor } from './registry';
import { redirectProcessor } from './redirect';
import { methodName } from './status-methods';

/** Klarna's widget categories by payment method type. */
const KLARNA_CATEGORIES = {
  klarna: 'pay_later',
  klarna_account: 'pay_over_time',
  klarna_paynow: 'pay_now',
} as const;

/** A Klarna type. */
type KlarnaType = keyof typeof KLARNA_CATEGORIES;

/** The Klarna types. */
const KLARNA_TYPES = Object.keys(KLARNA_CATEGORIES) as KlarnaType[];

/** The pending state of a widget payment. */
interface KlarnaWidgetState {
  kind: 'klarnaWidget';
  /** The method's display name. */
  name: string;
  /** The widget's payment_method_category. */
  category: string;
}

/** True for a widget payment's state. */
function isKlarnaWidgetState(state: unknown): state is KlarnaWidgetState {
  return typeof state === 'object' && state !== null && (state as { kind?: unknown }).kind === 'klarnaWidget';
}

/** The client token's payload: the payment (paymentData) and the category. */
const ClientTokenSchema = v.object({ typ: v.literal('klarnaClient'), pd: v.string(), cat: v.string() });
/** The authorization token's payload. */
const AuthorizationTokenSchema = v.object({
  typ: v.literal('klarnaAuthorization'),
  pd: v.string(),
  cat: v.string(),
});

/** Signs the client token of a widget payment. */
function signClientToken(tokens: TokenSigner, paymentData: string, category: string): string {
  return tokens.sign({ typ: 'klarnaClient', pd: paymentData, cat: category });
}

/** The payment and category a client token names, or undefined for a token the sandbox did not sign. */
function readClientToken(tokens: TokenSigner, token: unknown) {
  return tokens.verify(token, ClientTokenSchema);
}

/** Signs an authorization token (the widget's approval) for a payment. */
function signAuthorizationToken(tokens: TokenSigner, paymentData: string, category: string): string {
  return tokens.sign({ typ: 'klarnaAuthorization', pd: paymentData, cat: category });
}

/** The processor of one Klarna type. */
function klarnaProcessor(type: KlarnaType): PaymentProcessor {
  const redirect = redirectProcessor(type, 'GET');
  const category = KLARNA_CATEGORIES[type];
  return {
    pay(context) {
      const subtype = context.request.paymentMethod['subtype'];
      if (subtype === undefined)
        return redirect.pay({ ...context, request: { ...context.request, paymentMethod: { type } } });
      if (subtype !== 'sdk')
        throw invalidRequest(
          "Invalid request: paymentMethod.subtype: must be 'sdk' (Klarna's widget) or absent",
        );
      const state: KlarnaWidgetState = {
        kind: 'klarnaWidget',
        name: methodName(context.merchant, type),
        category,
      };
      const paymentData = context.storePendingAction(state);
      return {
        resultCode: 'Pending',
        action: {
          type: 'sdk',
          paymentMethodType: type,
          paymentData,
          sdkData: {
            client_token: signClientToken(context.tokens, paymentData, category),
            payment_method_category: category,
          },
        },
      };
    },
    details(context): PaymentOutcome | Promise<PaymentOutcome> {
      const state = context.pending.state;
      if (!isKlarnaWidgetState(state)) {
        if (!redirect.details) throw invalidDetails('Unsupported details for this payment');
        return redirect.details(context);
      }
      const token = context.details['authorization_token'];
      if (token === undefined || token === null || token === '')
        return { resultCode: 'Refused', refusalReason: 'Not approved by Klarna', name: state.name };
      const approval = context.tokens.verify(token, AuthorizationTokenSchema);
      if (!approval || approval.pd !== context.pending.paymentData || approval.cat !== state.category)
        throw invalidDetails(
          'Invalid details: authorization_token was not issued by Klarna for this payment',
        );
      return { resultCode: 'Authorised', name: state.name };
    },
  };
}

export {
  KLARNA_CATEGORIES,
  KLARNA_TYPES,
  isKlarnaWidgetState,
  klarnaProcessor,
  readClientToken,
  signAuthorizationToken,
};
export type { KlarnaType, KlarnaWidgetState };
