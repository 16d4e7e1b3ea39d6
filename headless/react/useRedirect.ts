import { useCallback, useEffect, useId, useMemo, useRef } from 'react';
import {
  ERROR_MESSAGES,
  actionKeyOf,
  prepareRedirect,
  readRedirectResult,
  submitActionDetails,
  type PreparedRedirect,
  type RedirectAction,
} from 'headless-checkout/core';
import { performRedirect } from './redirect-dom';
import {
  actionResultOf,
  asCheckoutError,
  useActionRun,
  type ActionCallbacks,
  type ActionResult,
} from './use-action-run';
import { useLatest } from './use-latest';
import { useFocusOnEnd, type ResultElementProps } from './use-payment-result';

/** Options of useRedirect. */
interface UseRedirectOptions extends Pick<ActionCallbacks, 'onError'> {
  /**
   * Runs before the shopper leaves (save the cart, log): the redirect waits for it; a rejection
   * cancels it. Gets the prepared redirect (method, url, form data).
   */
  beforeRedirect?: (redirect: PreparedRedirect) => void | Promise<void>;
  /** Redirects on mount (default true); false waits for `redirect()`. */
  auto?: boolean;
}

/**
 * What useRedirect returns: the action contract's fields ('idle' until it redirects, 'started'
 * while the page leaves, 'error' for a redirect that cannot be made or was cancelled; the end
 * comes back on the returnUrl, to useRedirectResult).
 */
interface UseRedirectResult extends ActionResult {
  /** Redirects now (a GET navigation or an auto-submitted hidden POST form); once per action. */
  redirect: () => Promise<void>;
}

/**
 * A redirect action (spec sections 2, 4) under the action contract: the before-redirect hook, then
 * a GET navigation or a hidden auto-submitted POST form. Only http(s) URLs are followed; a URL
 * that is not one, or a rejected beforeRedirect, ends it as 'error' ('Redirect failed'), reported
 * once to onError and to your `onError`.
 */
function useRedirect(action: RedirectAction, options: UseRedirectOptions = {}): UseRedirectResult {
  const { run, state } = useActionRun('useRedirect', actionKeyOf(action), options);
  const latest = useLatest(options);
  const started = useRef(false);

  const redirect = useCallback(async () => {
    if (started.current || run.getSnapshot().status !== 'idle') return;
    started.current = true;
    try {
      const prepared = prepareRedirect(action);
      run.send({ type: 'action.started' });
      await latest.current.beforeRedirect?.(prepared);
      performRedirect(prepared);
    } catch (error) {
      run.send({
        type: 'action.failed',
        error: asCheckoutError(error),
        messageKey: 'error.subtitle.redirect',
      });
    }
  }, [action, run, latest]);

  const auto = options.auto ?? true;
  useEffect(() => {
    if (!auto) return undefined;
    // After the commit settles, so StrictMode's discarded first run does not navigate.
    const timer = setTimeout(() => void redirect(), 0);
    return () => clearTimeout(timer);
  }, [auto, redirect]);

  return { ...actionResultOf(state), redirect };
}

/** Options of useRedirectResult. */
interface UseRedirectResultOptions extends ActionCallbacks {
  /** The query to read (the current page's `location.search` by default). */
  search?: string;
}

/**
 * What useRedirectResult returns: the action contract's fields ('idle' on a page that is not a
 * return, 'details' while the result is submitted, then 'completed' with the answer, whose
 * `outcome` and `result` say success or refusal, or 'error').
 */
type UseRedirectResultResult = ActionResult & {
  /**
   * Props for the element that shows the result: status (success) or alert (a refusal, an error),
   * focused when the result arrives, so the returning shopper lands on it.
   */
  getResultProps: <P extends object>(userProps?: P) => P & ResultElementProps;
};

/**
 * Completes the return from a redirect under the action contract: reads `redirectResult` (or
 * `payload`) from the returnUrl's query after mount and submits it to /paymentDetails (sessions)
 * or onAdditionalDetails, once; the answer (or the error) is reported once.
 */
function useRedirectResult(options: UseRedirectResultOptions = {}): UseRedirectResultResult {
  // The return's details (none on the server): they key the run, and are submitted after mount.
  const search = options.search ?? (typeof window === 'undefined' ? '' : window.location.search);
  const details = useMemo(() => readRedirectResult(search), [search]);
  const key = `redirectResult:${JSON.stringify(details)}`;
  const { run, state, checkout } = useActionRun('useRedirectResult', key, options);
  const submitted = useRef<unknown>(null);

  useEffect(() => {
    if (!details || submitted.current === run) return; // StrictMode's second run: one details call
    submitted.current = run;
    submitActionDetails(run, checkout.submitDetails, { details }, ERROR_MESSAGES.unknown);
  }, [details, run, checkout]);

  const id = useId();
  useFocusOnEnd(state.result ? 1 : 0, id);
  return {
    ...actionResultOf(state),
    getResultProps: <P extends object>(userProps?: P): P & ResultElementProps => ({
      ...(userProps as P),
      id,
      role: state.result?.status === 'success' ? 'status' : 'alert',
      tabIndex: -1,
    }),
  };
}

export { useRedirect, useRedirectResult };
export type { UseRedirectOptions, UseRedirectResult, UseRedirectResultOptions, UseRedirectResultResult };
