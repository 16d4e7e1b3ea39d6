/**
 * PayPal's provider work in the core (the Click to Pay pattern: the page comes in as deps):
 * - its availability check (`isAvailable`): the setup (a client id, else IMPLEMENTATION_ERROR),
 *   PayPal's SDK loaded by the URL built here, `paypal.Buttons` there; resolves with the SDK;
 * - the buttons drawn into the containers the host placed, the eligible ones only;
 * - a button's click: PayPal asks for the order, the payment is submitted and its `sdk` action's
 *   token is the order (an action no button waits for is the instance error);
 * - the approval goes to /paymentDetails (or onAdditionalDetails) through the checkout's
 *   `submitDetails`, and its answer ends the payment like every action's; a cancel returns to the
 *   buttons (CANCEL reported); PayPal's error fails the payment.
 */
import { CheckoutError } from '../../errors/checkout-error';
import { toPaymentError } from '../../payment/payment.machine';
import type { PaymentMethodDeps, PaymentMethodEffect, PaymentMethodState } from '../payment-method.types';
import { PAYPAL_ERRORS } from './paypal.errors';
import type { PayPalEvent, PayPalState } from './paypal.flow';
import { paypalSetupOf, type PayPalOptions } from './paypal.setup';
import {
  isPayPalSdkAction,
  paypalButtonStyleOf,
  paypalSdkOf,
  paypalSdkUrlOf,
  paypalTokenOf,
  type PayPalFundingSource,
  type PayPalSdkApi,
} from './paypal.sdk';

type PayPalMethodState = PaymentMethodState<PayPalOptions, PayPalState>;

type PayPalEffect = PaymentMethodEffect<PayPalOptions, PayPalState, PayPalEvent>;

/** A rejection of ours (the payment ended before PayPal's order existed): PayPal's onError then is ignored. */
const OWN_REJECTION = new Error('PayPal: the payment ended before the order was created');

/** Why PayPal cannot be used, around what went wrong. */
const notAvailable = (cause: unknown) => new CheckoutError('ERROR', PAYPAL_ERRORS.unavailable, { cause });

/** Whether PayPal can be used: its setup, its SDK loaded by URL, `paypal.Buttons` there. */
async function paypalIsAvailable(
  { options, context }: PayPalMethodState,
  deps: PaymentMethodDeps,
): Promise<{ provider: PayPalSdkApi }> {
  const host = deps.provider;
  if (!host) throw notAvailable("no page to load PayPal's SDK into");
  const setup = paypalSetupOf(options, context);
  const url = paypalSdkUrlOf({ ...setup.sdk, baseUrl: host.scriptUrl, testEnvironment: !host.live });
  await host.loadScript(url);
  const sdk = paypalSdkOf(host.global());
  if (!sdk) throw new CheckoutError('ERROR', PAYPAL_ERRORS.unavailable);
  return { provider: sdk };
}

/** Draws the eligible buttons into their containers, once PayPal's SDK is there. */
const drawButtons: PayPalEffect = ({ event, state, send, deps }) => {
  if (event.type !== 'availability.checked') return;
  const sdk = state.availability.provider as PayPalSdkApi | null;
  if (state.availability.available !== true || !sdk) return;
  if (state.extra.status !== 'pending' || state.extra.drawing) return;
  send({ type: 'paypal.drawing' });
  const { options, context } = state;
  const setup = paypalSetupOf(options, context);
  const style = paypalButtonStyleOf(options.style);
  const draw = async () => {
    const eligible: PayPalFundingSource[] = [];
    for (const fundingSource of setup.fundingSources) {
      const createToken = () =>
        new Promise<string>((resolve, reject) =>
          send({ type: 'paypal.orderRequested', fundingSource, order: { resolve, reject } }),
        );
      const instance = sdk.Buttons({
        fundingSource,
        style,
        ...(setup.vault ? { createBillingAgreement: createToken } : { createOrder: createToken }),
        onApprove: (details) => send({ type: 'paypal.approved', details }),
        onCancel: () => {
          deps.reportError?.(new CheckoutError('CANCEL', 'PayPal: the shopper cancelled'));
          send({ type: 'paypal.cancelled' });
          send({ type: 'payment.reset' });
        },
        onError: (cause: unknown) => {
          if (cause === OWN_REJECTION) return;
          const error = new CheckoutError('ERROR', 'PayPal: the payment could not be completed', { cause });
          deps.reportError?.(error);
          send({ type: 'payment.failed', error });
        },
      });
      const container = deps.provider?.container?.(fundingSource);
      if (!instance.isEligible() || !container) continue;
      eligible.push(fundingSource);
      await instance.render(container);
    }
    send({ type: 'paypal.rendered', fundingSources: eligible });
  };
  draw().catch((cause: unknown) => {
    const error = cause instanceof CheckoutError ? cause : notAvailable(cause);
    deps.reportError?.(error);
    send({ type: 'paypal.failed', error });
  });
};

/**
 * The order: a click PayPal asked an order for submits the payment; its sdk action's token
 * resolves PayPal's order; a payment that ends without one rejects it (ours, ignored by onError).
 */
const order: PayPalEffect = ({ event, state, previous, send, deps }) => {
  if (event.type === 'paypal.orderRequested') {
    if (state.extra.order === event.order) send({ type: 'submit.requested' });
    else event.order.reject(OWN_REJECTION);
    return;
  }
  const { payment } = state;
  const sdkAction =
    payment.status === 'action' && previous.payment.status !== 'action' && payment.action
      ? isPayPalSdkAction(payment.action)
      : false;
  const pending = previous.extra.order;
  if (sdkAction && payment.action?.type === 'sdk') {
    const token = paypalTokenOf(payment.action, pending !== null);
    if (token instanceof CheckoutError) {
      pending?.reject(OWN_REJECTION);
      deps.reportError?.(token);
      send({ type: 'payment.failed', error: token });
      return;
    }
    send({ type: 'paypal.orderCreated', paymentData: payment.action.paymentData ?? null });
    pending?.resolve(token);
    return;
  }
  if (pending && state.extra.order === null && event.type !== 'paypal.orderCreated')
    pending.reject(OWN_REJECTION);
};

/** The shopper's approval goes to the payment service; its answer ends the payment. */
const approve: PayPalEffect = ({ event, state, send, deps }) => {
  if (event.type !== 'paypal.approved') return;
  const { paymentData } = state.extra;
  const details = deps.submitDetails
    ? deps.submitDetails({ details: event.details, ...(paymentData ? { paymentData } : {}) })
    : Promise.reject(
        new CheckoutError('IMPLEMENTATION_ERROR', 'PayPal: no submitDetails to send the approval'),
      );
  details.then(
    (response) => {
      deps.reportResult?.(response);
      send({ type: 'payment.answered', response });
    },
    (cause: unknown) => {
      const error = toPaymentError(cause);
      deps.reportError?.(error);
      send({ type: 'payment.failed', error });
    },
  );
};

/** PayPal's effects. */
const paypalEffects: readonly PayPalEffect[] = [drawButtons, order, approve];

export { paypalEffects, paypalIsAvailable, notAvailable as paypalNotAvailable };
