import { CheckoutError, isCheckoutError } from '../errors/checkout-error';
import * as ERROR_TEXTS from '../errors/error-texts';

/*
 * An action's end goes to the checkout's reports once per action on the page. Its own file, apart
 * from the runs (action.checkout.ts): every page that can show an action needs the report of a
 * view whose code did not load, but the runs load with the action type's code (a seam).
 */

/** What an action's end is reported to: the checkout's reportError (the merchant's onError). */
interface ActionReportCheckout {
  /** Reports an error; returns it as reported (its message worded). */
  reportError: (error: CheckoutError) => CheckoutError;
}

/** The ends each checkout has reported, by action key: one report per action. */
const reportedEnds = /* @__PURE__ */ new WeakMap<object, Set<string>>();

/** Whether this action's end is still to report (and claims it). */
function claimReport(checkout: object, key: string): boolean {
  let reported = reportedEnds.get(checkout);
  if (!reported) reportedEnds.set(checkout, (reported = new Set()));
  if (reported.has(key)) return false;
  reported.add(key);
  return true;
}

/**
 * The error of an action whose code could not load (the chunk of its view or hook: a network
 * failure). A checkout error stays as it is.
 */
function actionLoadError(cause: unknown): CheckoutError {
  return isCheckoutError(cause)
    ? cause
    : new CheckoutError('NETWORK_ERROR', ERROR_TEXTS.actionNotLoaded, { cause });
}

/**
 * Reports the failure of an action that no run ended (its code did not load, its view failed) as
 * a run's end would be: once per action on the page (`key`: the view's key), to the checkout's
 * reportError (onError) and then to `onError` (the payment hook's `failAction`: the payment's
 * error state, "Payment failed"). Anything that is not a checkout error is an 'ERROR'.
 */
function reportActionFailure(
  checkout: ActionReportCheckout,
  key: string,
  failure: unknown,
  onError?: ((error: CheckoutError) => void) | undefined,
): void {
  if (!claimReport(checkout, key)) return;
  const error = isCheckoutError(failure)
    ? failure
    : new CheckoutError('ERROR', ERROR_TEXTS.actionFailed, { cause: failure });
  // Reported first: the caller's callback is optional, the checkout's report is not.
  const reported = checkout.reportError(error);
  onError?.(reported);
}

export { actionLoadError, claimReport, reportActionFailure };
export type { ActionReportCheckout };
