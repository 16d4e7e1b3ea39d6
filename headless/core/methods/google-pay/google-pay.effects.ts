/**
 * Google Pay's provider work as core effects (the Click to Pay pattern: the page comes in as deps):
 * - on 'wallet.checkRequested': Google's script loaded by URL (`deps.provider`), its
 *   PaymentsClient in the checkout's environment, isReadyToPay, then the payment data prefetched;
 *   the answer ('wallet.availabilityChecked', with the client when available) within 5 s, else
 *   'Google Pay is not available' (spec section 9);
 * - on a press the sheet accepted: Google's sheet (loadPaymentData), its answer as the wallet's
 *   events (a token pays; a closed sheet is a cancel; anything else fails).
 */
import { CheckoutError, isCheckoutError } from '../../errors/checkout-error';
import type { Effect } from '../../store/machine';
import { systemTimers } from '../../store/timers';
import type { PaymentMethodDeps, PaymentMethodEvent, PaymentMethodState } from '../payment-method.types';
import { WALLET_AVAILABILITY_TIMEOUT_MS } from '../wallet/wallet.flow';
import {
  GOOGLE_PAY_ERRORS,
  GOOGLE_PAY_URL,
  googleIsReadyToPayRequest,
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

type GooglePayEffect = Effect<
  PaymentMethodState<GooglePayOptions, GooglePayState>,
  PaymentMethodEvent<GooglePayOptions, GooglePayEvent>,
  PaymentMethodDeps
>;

/** Numbers the availability checks of the page, so that an answer names the check it answers. */
let checks = 0;

/** Why Google Pay cannot be used, around what went wrong. */
const notAvailable = (cause: unknown) =>
  new CheckoutError('ERROR', GOOGLE_PAY_ERRORS.notAvailable, { cause });

/** The availability check: script, client, isReadyToPay and prefetch, answered within 5 s. */
const checkAvailability: GooglePayEffect = ({ event, state, send, deps }) => {
  const host = deps.provider;
  if (event.type !== 'wallet.checkRequested' || !host) return;
  if (state.extra.availability !== 'checking' || state.extra.check !== null) return;
  const check = ++checks;
  send({ type: 'wallet.checkStarted', check });
  const timers = deps.timers ?? systemTimers;
  let answered = false;
  const answer = (available: boolean, error?: CheckoutError, provider?: GooglePaymentsClient) => {
    if (answered) return;
    answered = true;
    timers.clearTimeout(timer);
    send({ type: 'wallet.availabilityChecked', check, available, error, provider });
  };
  const timer = timers.setTimeout(
    () => answer(false, notAvailable(`no answer within ${WALLET_AVAILABILITY_TIMEOUT_MS} ms`)),
    WALLET_AVAILABILITY_TIMEOUT_MS,
  );
  const { options, context } = state;
  host
    .loadScript(host.scriptUrl ?? GOOGLE_PAY_URL)
    .then(async () => {
      const Client = googlePaymentsClientOf(host.global());
      if (!Client) throw new CheckoutError('ERROR', GOOGLE_PAY_ERRORS.noApi);
      const client = new Client({ environment: googlePayEnvironmentOf(host.live) });
      const ready = googlePayAvailabilityOf(
        await client.isReadyToPay(googleIsReadyToPayRequest(options)),
        options,
      );
      if (ready !== true) return answer(false, ready);
      client.prefetchPaymentData(googlePaymentDataRequest(options, context));
      answer(true, undefined, client);
    })
    .catch((cause: unknown) => answer(false, notAvailable(cause)));
};

/** A press the sheet accepted opens Google's sheet; its answer pays, cancels or fails. */
const openSheet: GooglePayEffect = ({ event, state, previous, send }) => {
  if (event.type !== 'wallet.pressed' || state.extra.opened === previous.extra.opened) return;
  const client = state.extra.provider as GooglePaymentsClient | null;
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

/** Google Pay's effects, after the wallet's own. */
const googlePayEffects: readonly GooglePayEffect[] = [checkAvailability, openSheet];

export { googlePayEffects };
