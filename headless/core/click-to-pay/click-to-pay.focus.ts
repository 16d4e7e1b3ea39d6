/**
 * Where focus goes as Click to Pay moves on, so that it is never lost to the page's body (the
 * field the shopper was in is disabled while a call runs, or its screen is replaced):
 * - a new screen the shopper brought about takes focus: the code screen its code field, the login
 *   screen its field, the cards screen its title; never a screen that follows loading (nothing the
 *   shopper did: the page keeps its focus);
 * - a code or a login the scheme refused (or a resend) gives focus back to its field, or to the
 *   screen's title when the field takes no more attempts.
 * Pure: the hook moves focus to the element it names.
 */
import { otpLocked, type ClickToPayState } from './click-to-pay.machine';

/** The element that takes focus: the code field, the login field, the screen's title; null: none. */
type ClickToPayFocus = 'otp' | 'login' | 'title' | null;

/** Screens the shopper did not bring about: what follows them keeps the page's focus. */
const STARTING = new Set<ClickToPayState['status']>(['Idle', 'Loading', 'ShopperIdentified']);

/**
 * Where focus goes after `previous` became `next`; `previous` is the last state the shopper saw
 * (`clickToPayShownOf`), not a passing one (identifying the shopper between the login and the code).
 */
function clickToPayFocusOf(previous: ClickToPayState, next: ClickToPayState): ClickToPayFocus {
  if (STARTING.has(previous.status)) return null;
  if (next.status !== previous.status) {
    if (next.status === 'OneTimePassword') return otpLocked(next) ? 'title' : 'otp';
    if (next.status === 'Login') return 'login';
    if (next.status === 'Ready') return 'title';
    return null;
  }
  const answered = previous.pending !== null && next.pending === null;
  if (!answered) return null;
  if (next.status === 'OneTimePassword') return otpLocked(next) ? 'title' : 'otp';
  if (next.status === 'Login') return 'login';
  return null;
}

/** The last state the shopper saw: `next`, unless it is a passing one (loading, identifying). */
function clickToPayShownOf(shown: ClickToPayState, next: ClickToPayState): ClickToPayState {
  return STARTING.has(next.status) ? shown : next;
}

export { clickToPayFocusOf, clickToPayShownOf };
export type { ClickToPayFocus };
