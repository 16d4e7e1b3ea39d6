/**
 * Which screen of the drop-in shows now (spec section 4's drop-in states, seen by the shopper): the
 * one rule every skin and the bare hooks read, so no skin decides it.
 * - 'loading': the payment methods are on their way;
 * - 'list': the list with the open item's form (after a partial payment too: the rest to pay);
 * - 'success', 'error': the end screens ('payment.success', else the merchant's message; an error
 *   without the merchant's message shows 'error.message.unknown': the error's own text is for
 *   onError, not the shopper);
 * - 'redirect': the shopper leaves for another page (the item shows its redirect);
 * - 'custom': the merchant's screen (`setStatus('custom', message)`).
 * `focusKey` names the screen focus belongs to: it changes on a new screen and on a partial payment
 * (a new part of the order). Focus moves to the screen when it changes (`screenTakesFocus`), except
 * from loading to the list (when the list first shows, the page keeps its focus) and to 'redirect'.
 */
import type { MessageKey } from '../i18n/messages';
import type { DropinState } from './dropin.machine';

/** The screens of a drop-in. */
type DropinScreenName = 'loading' | 'list' | 'success' | 'error' | 'redirect' | 'custom';

/** What a drop-in shows now. */
interface DropinScreen {
  /** Which screen. */
  name: DropinScreenName;
  /** The merchant's message (`setStatus`'s), shown as given; null when none. */
  message: string | null;
  /** The shopper's text when the merchant gave no message (an end screen); null otherwise. */
  messageKey: MessageKey | null;
  /** Changes when focus moves to the screen (not from null: loading); null while loading. */
  focusKey: string | null;
}

/** The end screens' texts when the merchant gave none. */
const END_MESSAGES: Partial<Record<DropinScreenName, MessageKey>> = {
  success: 'payment.success',
  error: 'error.message.unknown',
};

/** The screen of a drop-in's state, given how many parts of its order were paid (`parts`). */
function dropinScreenOf(state: Pick<DropinState, 'status' | 'message'>, parts = 0): DropinScreen {
  const name: DropinScreenName = state.status === 'ready' ? 'list' : state.status;
  const messageKey = state.message ? null : (END_MESSAGES[name] ?? null);
  const focusKey = name === 'loading' ? null : `${name}:${parts}`;
  return { name, message: state.message, messageKey, focusKey };
}

/**
 * Whether focus moves to the screen `next` shown after `previous`: never from loading to the list,
 * and never to 'redirect' (the open item shows its redirect, focused, as the page leaves).
 */
function screenTakesFocus(previous: DropinScreen, next: DropinScreen): boolean {
  if (next.focusKey === null || next.focusKey === previous.focusKey || next.name === 'redirect') return false;
  return !(previous.name === 'loading' && next.name === 'list');
}

export { dropinScreenOf, screenTakesFocus };
export type { DropinScreen, DropinScreenName };
