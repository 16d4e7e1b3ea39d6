import { useMemo } from 'react';
import {
  ERROR_MESSAGES,
  asActionError,
  createCheckoutActionRun,
  type ActionRun,
  type ActionState,
  type Checkout,
  type CheckoutError,
  type CompiledMessageGroup,
  type PaymentResponse,
} from 'headless-checkout/core';
import { useCheckoutContext } from './context';
import { useLatest } from './use-latest';
import { useStoreSelector } from './useStoreSelector';

/** The callbacks every action hook takes. */
interface ActionCallbacks {
  /**
   * The answer the action ended with (completed; a 3DS2 challenge's timeout): hand it to your
   * payment hook's `completeAction`. Called once per action.
   */
  onComplete?: (response: PaymentResponse) => void;
  /** The action's error or timeout ('Payment Expired'): hand it to `failAction`. Called once per action. */
  onError?: (error: CheckoutError) => void;
}

/** What every action hook returns about its action (the one contract), beside its own fields. */
interface ActionResult {
  /** idle, started, details (its result went to /paymentDetails or onAdditionalDetails), completed, error or timeout. */
  status: ActionState['status'];
  /** The answer it ended with (pruned), else null. */
  response: PaymentResponse | null;
  /** The answer by the one result table: success, error (a refusal), partial or action; null before. */
  outcome: ActionState['outcome'];
  /** The error of 'error' and 'timeout', else null. */
  error: CheckoutError | null;
  /** The end to show: `{ status: 'success' }` or `{ status: 'error', messageKey }`; null while it runs. */
  result: ActionState['result'];
}

/**
 * One run of the action contract for an action hook, keyed by `key` (a new key, a new run). Its
 * end goes to the merchant once (the checkout's onPaymentCompleted / onPaymentFailed, or
 * onError) and then to the hook's `onComplete` / `onError` (the core's createCheckoutActionRun:
 * an action whose end was reported for this checkout, another view of it or a remount, is not
 * reported again). Creating a run has no side effect but adding `messages` (the en-US texts of the
 * action's type, the same each time), so StrictMode's double render is harmless.
 */
function useActionRun(
  hook: string,
  key: string,
  callbacks: ActionCallbacks,
  messages?: CompiledMessageGroup,
): { run: ActionRun; state: ActionState; checkout: Checkout } {
  const checkout = useCheckoutContext(hook);
  const latest = useLatest(callbacks);
  const run = useMemo(
    () => createCheckoutActionRun(checkout, key, () => latest.current, messages),
    [checkout, key, latest, messages],
  );
  const state = useStoreSelector(run, (snapshot) => snapshot);
  return { run, state, checkout };
}

/** Any thrown value as a CheckoutError ('Redirect failed', or `message`), without reporting it. */
function asCheckoutError(error: unknown, message: string = ERROR_MESSAGES.redirectFailed): CheckoutError {
  return asActionError(error, message);
}

/** The contract's fields of an action state, as every action hook returns them. */
function actionResultOf(state: ActionState): ActionResult {
  return {
    status: state.status,
    response: state.response,
    outcome: state.outcome,
    error: state.error,
    result: state.result,
  };
}

export { actionResultOf, asCheckoutError, useActionRun };
export type { ActionCallbacks, ActionResult };
