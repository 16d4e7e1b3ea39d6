import { useCallback, useEffect, useState } from 'react';
import type { Amount } from 'headless-checkout';
import { createSession, fetchSession, type Session } from './session';

/** What a page needs to start its checkout. */
interface CheckoutSession {
  /** The session, once the merchant's server has answered. */
  session: Session | null;
  /** Why there is none: the server's message. */
  problem: string | null;
  /** The session id when the page is the return from a bank (its returnUrl carries `sessionId`), else null. */
  returning: string | null;
  /**
   * Leaves the return for the checkout, in the same session (a refused or failed redirect leaves it
   * open): the page's address loses what the return added (its `redirectResult`, the session id),
   * so a reload starts a checkout of its own, and `returning` becomes null.
   */
  backToCheckout: () => void;
}

/** The session id of a page a redirect returned to: the query has `sessionId` and the redirect's result. */
function returningSessionId(): string | null {
  const query = new URLSearchParams(window.location.search);
  const sessionId = query.get('sessionId');
  // Back from a bank (redirectResult, payload), or from Amazon Pay (amazonCheckoutSessionId).
  const back = query.has('redirectResult') || query.has('payload') || query.has('amazonCheckoutSessionId');
  return sessionId && back ? sessionId : null;
}

/**
 * One checkout session per page: a new one from the merchant's server, or, back from the bank,
 * the session the shopper left with. An answer for an effect React has already cleaned up
 * (StrictMode's second mount) is dropped.
 */
function useCheckoutSession(
  amount: Amount,
  countryCode: string,
  extra?: Parameters<typeof createSession>[2],
): CheckoutSession {
  const [session, setSession] = useState<Session | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The session to fetch is the one the page returned with: leaving the return keeps it.
  const [returnedWith] = useState(returningSessionId);
  const [returning, setReturning] = useState(returnedWith);
  const [request] = useState(() => ({ amount, countryCode, extra }));

  useEffect(() => {
    let current = true;
    const pending = returnedWith
      ? fetchSession(returnedWith)
      : createSession(request.amount, request.countryCode, request.extra);
    pending.then(
      (found) => current && setSession(found),
      (error: Error) => current && setProblem(error.message),
    );
    return () => {
      current = false;
    };
  }, [returnedWith, request]);

  const backToCheckout = useCallback(() => {
    window.history.replaceState(window.history.state, '', pageReturnUrl().href);
    setReturning(null);
  }, []);

  return { session, problem, returning, backToCheckout };
}

/**
 * The page's own address without what a return adds (the session id, the redirect's result): its
 * path and its settings, such as its market. A session made with it as `returnPath` brings the
 * shopper back here.
 */
function pageReturnUrl(): URL {
  const url = new URL(window.location.pathname, window.location.origin);
  for (const [name, value] of new URLSearchParams(window.location.search)) {
    if (
      name !== 'sessionId' &&
      name !== 'redirectResult' &&
      name !== 'payload' &&
      !name.startsWith('amazonCheckout')
    )
      url.searchParams.set(name, value);
  }
  return url;
}

/** The page's path and settings (`pageReturnUrl`), for a session's `returnPath`. */
function returnPathOfPage(): string {
  const url = pageReturnUrl();
  return `${url.pathname}${url.search}`;
}

/** The page's own address with the session id: where a method's own `returnUrl` brings the shopper back. */
function returnUrlFor(sessionId: string): string {
  const url = pageReturnUrl();
  url.searchParams.set('sessionId', sessionId);
  return url.href;
}

/**
 * Back from a refused or failed redirect (the session stays open): `leave` shows the checkout
 * again, then the element `headingId` (the page's or the checkout's heading, `tabIndex={-1}`)
 * takes focus, as after a page change.
 */
function useBackToCheckout(leave: () => void, headingId: string): () => void {
  const [left, setLeft] = useState(false);
  useEffect(() => {
    if (left) document.getElementById(headingId)?.focus();
  }, [left, headingId]);
  return () => {
    leave();
    setLeft(true);
  };
}

export { returnPathOfPage, returnUrlFor, useCheckoutSession, useBackToCheckout };
