import type { PaymentResponse } from '../checkout/types';
import { CheckoutError, isCheckoutError } from '../errors/checkout-error';
import { addMessages } from '../i18n/i18n';
import type { CompiledMessageGroup } from '../i18n/messages';
import { createActionRun, type ActionRun } from './action.contract';
import { claimReport } from './action.report';

/*
 * An action run on a page: its one end reported to the checkout once per action, whatever
 * component or remount ran it, and the details an action ends with submitted under the contract.
 * What the action hooks used to do themselves; they hand in the checkout and their callbacks.
 */

/** What a run reports its end to: the checkout's reports (onPaymentCompleted/onPaymentFailed, onError). */
interface ActionRunCheckout {
  /** Reports a payment's answer. */
  reportResult: (response: PaymentResponse) => unknown;
  /** Reports an error; returns it as reported (its message worded). */
  reportError: (error: CheckoutError) => CheckoutError;
}

/** The caller's callbacks after the checkout's reports (read when the end comes). */
interface ActionRunCallbacks {
  /** The action ended with an answer. */
  onComplete?: ((response: PaymentResponse) => void) | undefined;
  /** The action failed. */
  onError?: ((error: CheckoutError) => void) | undefined;
}

/**
 * A run of the action `key` whose end goes to the checkout's reports once per action on the page
 * (a second component or a remount running the same action reports nothing again), then to the
 * caller's callbacks. `messages`: the en-US texts of the action's type (its group), added to the
 * catalogue before its view formats any.
 */
function createCheckoutActionRun(
  checkout: ActionRunCheckout,
  key: string,
  callbacks: () => ActionRunCallbacks,
  messages?: CompiledMessageGroup,
): ActionRun {
  addMessages(messages);
  return createActionRun({
    result: (response) => {
      if (!claimReport(checkout, key)) return;
      checkout.reportResult(response);
      callbacks().onComplete?.(response);
    },
    error: (error) => {
      if (!claimReport(checkout, key)) return;
      // Reported first: the caller's callback is optional, the checkout's report is not.
      const reported = checkout.reportError(error);
      callbacks().onError?.(reported);
    },
  });
}

/** Any thrown value as a checkout error (`message` when it is not one). */
function asActionError(error: unknown, message: string): CheckoutError {
  return isCheckoutError(error) ? error : new CheckoutError('ERROR', message, { cause: error });
}

/**
 * Submits the details an action ended with (a redirect's result, Klarna's authorization) under the
 * contract: 'details' while /paymentDetails (or the merchant's onAdditionalDetails) runs, then its
 * answer, or the failure worded `failure` when it is not a checkout error.
 */
function submitActionDetails(
  run: Pick<ActionRun, 'send'>,
  submitDetails: (data: {
    details: Record<string, unknown>;
    paymentData?: string;
  }) => Promise<PaymentResponse>,
  data: { details: Record<string, unknown>; paymentData?: string },
  failure: string,
): void {
  run.send({ type: 'action.started' });
  run.send({ type: 'action.detailsSubmitted' });
  submitDetails(data).then(
    (response) => run.send({ type: 'action.answered', response }),
    (error: unknown) => run.send({ type: 'action.failed', error: asActionError(error, failure) }),
  );
}

export { asActionError, createCheckoutActionRun, submitActionDetails };
export type { ActionRunCallbacks, ActionRunCheckout };
