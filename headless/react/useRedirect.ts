import { useCallback, useEffect, useRef, useState } from 'react';
import {
  prepareRedirect,
  readRedirectResult,
  type CheckoutError,
  type PaymentResponse,
  type PreparedRedirect,
  type RedirectAction,
} from 'headless-checkout/core';
import { useCheckoutContext } from './context';
import { performRedirect } from './redirect-dom';
import { useLatest } from './use-latest';

/** Options of useRedirect. */
interface UseRedirectOptions {
  /**
   * Runs before the shopper leaves (save the cart, log): the redirect waits for it; a rejection
   * cancels it. Gets the prepared redirect (method, url, form data).
   */
  beforeRedirect?: (redirect: PreparedRedirect) => void | Promise<void>;
  /** Redirects on mount (default true); false waits for `redirect()`. */
  auto?: boolean;
  /** A redirect that cannot be made ('Redirect failed') or a cancelled one. */
  onError?: (error: CheckoutError) => void;
}

/** What useRedirect returns. */
interface UseRedirectResult {
  /** idle, redirecting (the page is leaving) or error. */
  status: 'idle' | 'redirecting' | 'error';
  /** The error of 'error'. */
  error: CheckoutError | null;
  /** Redirects now (a GET navigation or an auto-submitted hidden POST form). */
  redirect: () => Promise<void>;
}

/**
 * A redirect action (spec sections 2, 4): the before-redirect hook, then a GET navigation or a
 * hidden auto-submitted POST form. Only http(s) URLs are followed.
 */
function useRedirect(action: RedirectAction, options: UseRedirectOptions = {}): UseRedirectResult {
  const checkout = useCheckoutContext('useRedirect');
  const latest = useLatest(options);
  const [state, setState] = useState<{ status: UseRedirectResult['status']; error: CheckoutError | null }>({
    status: 'idle',
    error: null,
  });
  const started = useRef(false);

  const redirect = useCallback(async () => {
    if (started.current) return;
    started.current = true;
    try {
      const prepared = prepareRedirect(action);
      setState({ status: 'redirecting', error: null });
      await latest.current.beforeRedirect?.(prepared);
      performRedirect(prepared);
    } catch (error) {
      started.current = false;
      const checkoutError = checkout.reportError(error);
      setState({ status: 'error', error: checkoutError });
      latest.current.onError?.(checkoutError);
    }
  }, [action, checkout, latest]);

  const auto = options.auto ?? true;
  useEffect(() => {
    if (!auto) return undefined;
    // After the commit settles, so StrictMode's discarded first run does not navigate.
    const timer = setTimeout(() => void redirect(), 0);
    return () => clearTimeout(timer);
  }, [auto, redirect]);

  return { ...state, redirect };
}

/** Options of useRedirectResult. */
interface UseRedirectResultOptions {
  /** The query to read (the current page's `location.search` by default). */
  search?: string;
  /** The final response. */
  onComplete?: (response: PaymentResponse) => void;
  /** A failed details call. */
  onError?: (error: CheckoutError) => void;
}

/** What useRedirectResult returns. */
interface UseRedirectResultResult {
  /** none (this page is not a return), submitting, success, error. */
  status: 'none' | 'submitting' | 'success' | 'error';
  /** The final response. */
  response: PaymentResponse | null;
  /** The error of 'error'. */
  error: CheckoutError | null;
}

/**
 * Completes the return from a redirect: reads `redirectResult` (or `payload`) from the returnUrl's
 * query after mount and submits it to /paymentDetails (sessions) or onAdditionalDetails, once.
 */
function useRedirectResult(options: UseRedirectResultOptions = {}): UseRedirectResultResult {
  const checkout = useCheckoutContext('useRedirectResult');
  const latest = useLatest(options);
  const [state, setState] = useState<UseRedirectResultResult>({
    status: 'none',
    response: null,
    error: null,
  });
  const submitted = useRef<string | null>(null);

  useEffect(() => {
    const details = readRedirectResult(latest.current.search ?? window.location.search);
    if (!details) return;
    const key = JSON.stringify(details);
    if (submitted.current === key) return; // StrictMode's second run: one details call per return
    submitted.current = key;
    setState({ status: 'submitting', response: null, error: null });
    checkout
      .submitDetails({ details })
      .then((response) => {
        const outcome = checkout.reportResult(response);
        setState({ status: outcome.type === 'error' ? 'error' : 'success', response, error: null });
        latest.current.onComplete?.(response);
      })
      .catch((error: unknown) => {
        const checkoutError = checkout.reportError(error);
        setState({ status: 'error', response: null, error: checkoutError });
        latest.current.onError?.(checkoutError);
      });
  }, [checkout, latest]);

  return state;
}

export { useRedirect, useRedirectResult };
export type { UseRedirectOptions, UseRedirectResult, UseRedirectResultOptions, UseRedirectResultResult };
