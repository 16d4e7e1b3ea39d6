/**
 * Google Pay's provider work in the core (the Click to Pay pattern: the page comes in as deps):
 * - its availability check (`isAvailable`): Google's script loaded by URL (`deps.provider`), its
 *   PaymentsClient in the checkout's environment, isReadyToPay, then the payment data prefetched;
 *   the method machine bounds it by 5 s ('Google Pay is not available', spec section 9);
 * - Google's button drawn into the host's 'button' container (`deps.provider.place`), its click a
 *   press;
 * - on a press the sheet accepted: Google's sheet (loadPaymentData), its answer as the wallet's
 *   events (a token pays; a closed sheet is a cancel; anything else fails).
 */
import { CheckoutError, isCheckoutError } from '../../errors/checkout-error';
import type { PaymentMethodDeps, PaymentMethodEffect, PaymentMethodState } from '../payment-method.types';
import {
  GOOGLE_PAY_ERRORS,
  GOOGLE_PAY_URL,
  googleIsReadyToPayRequest,
  googlePayButtonOptions,
  googlePayAvailabilityOf,
  googlePayEnvironmentOf,
  googlePaymentDataRequest,
  googlePaymentsClientOf,
  googlePayTokenOf,
  isGooglePayCancel,
  type GooglePayEvent,
  type GooglePayOptions,
  type GooglePayState,
  type GooglePaymentsClient,
} from './google-pay.rules';

type GooglePayMethodState = PaymentMethodState<GooglePayOptions, GooglePayState>;

type GooglePayEffect = PaymentMethodEffect<GooglePayOptions, GooglePayState, GooglePayEvent>;

/** Why Google Pay cannot be used, around what went wrong. */
const notAvailable = (cause: unknown) =>
  new CheckoutError('ERROR', GOOGLE_PAY_ERRORS.notAvailable, { cause });

/**
 * Whether Google Pay can be used (the definition's `isAvailable`, which the method machine bounds
 * by 5 s): Google's script, its client in the checkout's environment, isReadyToPay, then the
 * payment data prefetched; resolves with the client.
 */
async function googlePayIsAvailable(
  { options, context }: GooglePayMethodState,
  deps: PaymentMethodDeps,
): Promise<{ provider: GooglePaymentsClient }> {
  const host = deps.provider;
  if (!host) throw notAvailable("no page to load Google's script into");
  let client: GooglePaymentsClient;
  let answer: unknown;
  try {
    await host.loadScript(host.scriptUrl ?? GOOGLE_PAY_URL);
    const Client = googlePaymentsClientOf(host.global());
    if (!Client) throw new CheckoutError('ERROR', GOOGLE_PAY_ERRORS.noApi);
    client = new Client({ environment: googlePayEnvironmentOf(host.live) });
    answer = await client.isReadyToPay(googleIsReadyToPayRequest(options));
  } catch (cause) {
    throw notAvailable(cause);
  }
  const ready = googlePayAvailabilityOf(answer as never, options);
  if (ready !== true) throw ready;
  client.prefetchPaymentData(googlePaymentDataRequest(options, context));
  return { provider: client };
}

/** A press the sheet accepted opens Google's sheet; its answer pays, cancels or fails. */
const openSheet: GooglePayEffect = ({ event, state, previous, send }) => {
  if (event.type !== 'wallet.pressed' || state.extra.opened === previous.extra.opened) return;
  const client = state.availability.provider as GooglePaymentsClient | null;
  if (!client) return;
  client.loadPaymentData(googlePaymentDataRequest(state.options, state.context)).then(
    (paymentData) => {
      const token = googlePayTokenOf(paymentData);
      send(
        token instanceof CheckoutError
          ? { type: 'wallet.failed', error: token }
          : { type: 'wallet.authorized', token },
      );
    },
    (reason: unknown) =>
      send(
        isGooglePayCancel(reason)
          ? { type: 'wallet.cancelled' }
          : { type: 'wallet.failed', error: isCheckoutError(reason) ? reason : notAvailable(reason) },
      ),
  );
};

/**
 * Google's button (createButton, in the checkout's language), placed into the host's 'button'
 * container once available, and again when its options change; its click is a press.
 */
const drawButton: GooglePayEffect = ({ event, state, previous, send, deps }) => {
  const client = state.availability.provider as GooglePaymentsClient | null;
  if (!client || state.availability.available !== true) return;
  const options = googlePayButtonOptions(state.options, state.context);
  const changed =
    event.type === 'options.updated' &&
    JSON.stringify(options) !== JSON.stringify(googlePayButtonOptions(previous.options, previous.context));
  if (event.type !== 'availability.checked' && !changed) return;
  const now = deps.now ?? Date.now;
  const button = client.createButton({
    ...options,
    onClick: () => send({ type: 'wallet.pressed', at: now() }),
  });
  deps.provider?.place?.('button', button);
};

/** Google Pay's effects, after the wallet's own. */
const googlePayEffects: readonly GooglePayEffect[] = [drawButton, openSheet];

export { googlePayEffects, googlePayIsAvailable, notAvailable as googlePayNotAvailable };
