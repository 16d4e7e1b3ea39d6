/**
 * Apple Pay's provider work in the core (the Click to Pay pattern: the page comes in as deps):
 * - its availability check (`isAvailable`, bounded by the method machine's 5 s): the client key
 *   and a secure page first (IMPLEMENTATION_ERROR, nothing loads), then Apple's JS SDK by URL,
 *   `ApplePaySession.canMakePayments()` and the highest version from 11 down; resolves with the
 *   session class and the version;
 * - a press the wallet accepted begins Apple's session inside the shopper's click (effects run
 *   synchronously in `send`: no await before `begin`); Apple's merchant validation asks the
 *   payment service (`v1/applePay/sessions`), the authorisation pays with the token, a closed
 *   sheet cancels;
 * - the authorised sheet is completed as soon as its payment ends (success, or an action, or
 *   failure), before the page shows the result.
 */
import { CheckoutError, isCheckoutError } from '../../errors/checkout-error';
import type { PaymentMethodDeps, PaymentMethodEffect, PaymentMethodState } from '../payment-method.types';
import {
  APPLE_PAY_ERRORS,
  APPLE_PAY_SDK_URL,
  applePayAvailabilityOf,
  applePayCompletionOf,
  applePayRequestOf,
  applePaySessionOf,
  applePaySessionRequestOf,
  applePayTokenOf,
  fetchApplePaySession,
  type ApplePayEvent,
  type ApplePayOptions,
  type ApplePaySessionClass,
  type ApplePaySessionLike,
  type ApplePayState,
} from './apple-pay.rules';

type ApplePayMethodState = PaymentMethodState<ApplePayOptions, ApplePayState>;

type ApplePayEffect = PaymentMethodEffect<ApplePayOptions, ApplePayState, ApplePayEvent>;

/** What the availability check found: Apple's session class and the version to begin sessions with. */
interface ApplePayProvider {
  Session: ApplePaySessionClass;
  version: number;
}

/** The page's parts Apple Pay reads: whether it is secure, and its host name. */
interface ApplePayPageGlobal {
  isSecureContext?: boolean;
  location?: { hostname?: string };
}

/** Why Apple Pay cannot be used, around what went wrong. */
const notAvailable = (cause: unknown) => new CheckoutError('ERROR', APPLE_PAY_ERRORS.notAvailable, { cause });

/** Whether Apple Pay can be used on this page, in the order of spec section 8. */
async function applePayIsAvailable(
  _state: ApplePayMethodState,
  deps: PaymentMethodDeps,
): Promise<{ provider: ApplePayProvider }> {
  const host = deps.provider;
  if (!host) throw notAvailable("no page to load Apple's script into");
  const pageOf = () => {
    const global = host.global() as ApplePayPageGlobal;
    return {
      clientKey: deps.clientKey,
      isSecureContext: global.isSecureContext === true,
      session: applePaySessionOf(global),
    };
  };
  // No client key or an insecure page: nothing loads.
  const early = applePayAvailabilityOf(pageOf());
  if (early instanceof CheckoutError && early.type === 'IMPLEMENTATION_ERROR') throw early;
  try {
    await host.loadScript(host.scriptUrl ?? APPLE_PAY_SDK_URL);
  } catch (cause) {
    throw notAvailable(cause);
  }
  const page = pageOf();
  const found = applePayAvailabilityOf(page);
  if (found instanceof CheckoutError) throw found;
  return { provider: { Session: page.session!, version: found.version } };
}

/** A press the wallet accepted begins Apple's session, in the click. */
const beginSession: ApplePayEffect = ({ event, state, previous, send, deps }) => {
  if (event.type !== 'wallet.pressed' || state.extra.opened === previous.extra.opened) return;
  const provider = state.availability.provider as ApplePayProvider | null;
  if (!provider) return;
  const fail = (error: CheckoutError) => send({ type: 'wallet.failed', error });
  let session: ApplePaySessionLike;
  try {
    session = new provider.Session(provider.version, applePayRequestOf(state.options, state.context));
  } catch (cause) {
    fail(notAvailable(cause));
    return;
  }
  const { options, context } = state;
  session.onvalidatemerchant = () => {
    const http = deps.http;
    const hostname = (deps.provider?.global() as ApplePayPageGlobal | undefined)?.location?.hostname ?? '';
    const request = applePaySessionRequestOf(options, context, hostname);
    const merchantSession = http
      ? fetchApplePaySession(http, deps.clientKey ?? '', request)
      : Promise.reject(new CheckoutError('ERROR', APPLE_PAY_ERRORS.couldNotGet));
    merchantSession.then(
      (answer) => session.completeMerchantValidation(answer),
      (error: unknown) => {
        session.abort();
        fail(
          isCheckoutError(error)
            ? error
            : new CheckoutError('ERROR', APPLE_PAY_ERRORS.couldNotGet, { cause: error }),
        );
      },
    );
  };
  session.onpaymentauthorized = (authorized) =>
    send({ type: 'wallet.authorized', token: applePayTokenOf(authorized.payment.token) });
  session.oncancel = () => send({ type: 'wallet.cancelled' });
  send({ type: 'wallet.sheetStarted', handle: session });
  session.begin();
};

/**
 * The authorised sheet is told the payment's end once it is known: success when the payment
 * succeeded or needs an action (the sheet closes, the action runs on the page), failure when it
 * was refused or failed.
 */
const completeSheet: ApplePayEffect = ({ event, state, previous, send }) => {
  if (event.type !== 'payment.answered' && event.type !== 'payment.failed') return;
  const session = state.extra.sheetHandle as ApplePaySessionLike | null;
  const provider = state.availability.provider as ApplePayProvider | null;
  if (!session || !provider || previous.payment.status !== 'submitting') return;
  const completion = applePayCompletionOf(state.payment);
  if (!completion) return;
  send({ type: 'wallet.sheetCompleted' });
  session.completePayment(
    completion === 'success' ? provider.Session.STATUS_SUCCESS : provider.Session.STATUS_FAILURE,
  );
};

/** Apple Pay's effects, after the wallet's own. */
const applePayEffects: readonly ApplePayEffect[] = [beginSession, completeSheet];

export { applePayEffects, applePayIsAvailable, notAvailable as applePayNotAvailable };
export type { ApplePayProvider };
