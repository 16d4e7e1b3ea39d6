/**
 * The drop-in's own state (spec sections 2 and 4): its list, which item is open, which are hidden
 * (their availability check failed or timed out), which one is paying (one attempt at a time across
 * the drop-in), and its status: 'loading' until the payment methods are there, 'ready', then the
 * end screens 'success', 'error', 'redirect', or the merchant's 'custom' (`setStatus`).
 * - The first stored method, else the first method below the divider, is open from the start
 *   (`openFirstStoredPaymentMethod`, `openFirstPaymentMethod`, both true by default; both false: none).
 * - Selecting an item opens it (`onSelect` once per selection, never for the item open from the
 *   start); selecting another while one pays does nothing.
 * - A submit with no open item raises 'No active payment method.' (IMPLEMENTATION_ERROR, to onError).
 * The reducer is pure; the callbacks come in as deps.
 */
import { CheckoutError } from '../errors/checkout-error';
import * as ERROR_TEXTS from '../errors/error-texts';
import { messages } from '../i18n/compiled/en-US.dropin';
import { addMessages } from '../i18n/i18n';
import { createMachine, type Effect, type Machine, type MachineOptions } from '../store/machine';
import { dropinItemsOf, type DropinItem, type DropinList } from './dropin.list';

/** The drop-in's states (spec section 4). */
type DropinStatus = 'loading' | 'ready' | 'success' | 'error' | 'custom' | 'redirect';

/** The drop-in's state. */
interface DropinState {
  /** Where the drop-in stands. */
  status: DropinStatus;
  /** What it lists; null until the payment methods are there. */
  list: DropinList | null;
  /** Items left out after their availability check failed or timed out (a wallet this device cannot use). */
  hidden: readonly string[];
  /** The open item's key; null when none is. */
  selected: string | null;
  /** The item whose payment runs; null when none does (the others cannot start meanwhile). */
  paying: string | null;
  /** The end screen's or custom screen's message (`setStatus`'s); null otherwise. */
  message: string | null;
  /** Why the drop-in cannot go on: the payment methods failed, or no method is open on a submit. */
  error: CheckoutError | null;
}

/** The drop-in's events. */
type DropinEvent =
  /** The payment methods arrived, or changed (a stored method removed): the list (made by `dropinListOf`). */
  | { type: 'methods.loaded'; list: DropinList }
  /** The payment methods could not load. */
  | { type: 'methods.failed'; error: CheckoutError }
  /** The shopper chose an item (a click, or an arrow key in the list). */
  | { type: 'item.selected'; key: string }
  /** An item's availability check failed or timed out: it is hidden. */
  | { type: 'item.unavailable'; key: string }
  /** An item's payment started (it was submitted). */
  | { type: 'payment.began'; key: string }
  /** An item's payment ended: success, a redirect away, or back to its form (refused, failed, cancelled). */
  | { type: 'payment.ended'; key: string; outcome: 'success' | 'redirect' | 'form' }
  /** The merchant's `setStatus` (a custom screen, or an end screen with its message). */
  | { type: 'status.set'; status: DropinStatus; message?: string | undefined }
  /** The drop-in's submit (its own pay button, or the merchant's `submit()`). */
  | { type: 'submit.requested' };

/** What the drop-in needs of its host. */
interface DropinDeps {
  /** The shopper opened an item (not the one open from the start). */
  onSelect?: ((item: DropinItem) => void) | undefined;
  /** The list is shown. */
  onReady?: (() => void) | undefined;
  /** Errors to the merchant (the checkout's onError). */
  reportError?: ((error: CheckoutError) => void) | undefined;
}

/** Which item opens first. */
interface DropinOpenOptions {
  /** Open the first stored method (default true). */
  openFirstStoredPaymentMethod?: boolean | undefined;
  /** Open the first method of the list when no stored one opened (default true). */
  openFirstPaymentMethod?: boolean | undefined;
}

/** The state before the payment methods are there. */
const INITIAL_DROPIN: DropinState = {
  status: 'loading',
  list: null,
  hidden: [],
  selected: null,
  paying: null,
  message: null,
  error: null,
};

/** The items shown now (hidden ones left out), in display order. */
function visibleItemsOf(state: Pick<DropinState, 'list' | 'hidden'>): DropinItem[] {
  return state.list ? dropinItemsOf(state.list).filter((item) => !state.hidden.includes(item.key)) : [];
}

/** The open item; null when none is. */
function selectedItemOf(state: DropinState): DropinItem | null {
  return visibleItemsOf(state).find((item) => item.key === state.selected) ?? null;
}

/** Where a key of the list moves from an item (arrows, Home, End); none for another key. */
const LIST_KEYS: Readonly<Record<string, 'next' | 'previous' | 'first' | 'last'>> = {
  ArrowDown: 'next',
  ArrowRight: 'next',
  ArrowUp: 'previous',
  ArrowLeft: 'previous',
  Home: 'first',
  End: 'last',
};

/** The item a list key moves to from an item (wrapping around); null for a key that moves nothing. */
function itemAfterKey(
  state: Pick<DropinState, 'list' | 'hidden'>,
  key: string,
  pressed: string,
): DropinItem | null {
  const to = LIST_KEYS[pressed];
  const visible = visibleItemsOf(state);
  if (!to || visible.length === 0) return null;
  if (to === 'first') return visible[0]!;
  if (to === 'last') return visible[visible.length - 1]!;
  const index = visible.findIndex((item) => item.key === key);
  return visible[(index + (to === 'next' ? 1 : -1) + visible.length) % visible.length]!;
}

/** The item open from the start: the first stored method, else the first method of the list. */
function defaultItemOf(state: Pick<DropinState, 'list' | 'hidden'>, open: DropinOpenOptions): string | null {
  const visible = visibleItemsOf(state);
  const stored = visible.find((item) => item.kind === 'stored');
  if (stored && open.openFirstStoredPaymentMethod !== false) return stored.key;
  const method = visible.find((item) => item.kind === 'method');
  return method && open.openFirstPaymentMethod !== false ? method.key : null;
}

/** The drop-in's pure transition (`open`: which item opens first). */
function dropinReducer(state: DropinState, event: DropinEvent, open: DropinOpenOptions = {}): DropinState {
  switch (event.type) {
    case 'methods.loaded': {
      if (state.status === 'loading') {
        const next = { ...state, status: 'ready' as const, list: event.list, error: null };
        return { ...next, selected: defaultItemOf(next, open) };
      }
      // The methods changed (a stored method removed): the open item stays open while listed.
      if (state.status !== 'ready') return state;
      const next = { ...state, list: event.list };
      const kept = visibleItemsOf(next).some((item) => item.key === state.selected);
      return kept ? next : { ...next, selected: defaultItemOf(next, open) };
    }
    case 'methods.failed':
      return state.status === 'loading' ? { ...state, status: 'error', error: event.error } : state;
    case 'item.selected': {
      if (state.status !== 'ready' || state.paying !== null || state.selected === event.key) return state;
      if (!visibleItemsOf(state).some((item) => item.key === event.key)) return state;
      return { ...state, selected: event.key, error: null };
    }
    case 'item.unavailable': {
      if (state.hidden.includes(event.key)) return state;
      const next = { ...state, hidden: [...state.hidden, event.key] };
      // The open item went: the one that opens first now opens.
      return state.selected === event.key ? { ...next, selected: defaultItemOf(next, open) } : next;
    }
    case 'payment.began':
      if (state.status !== 'ready' || state.paying !== null) return state;
      return { ...state, paying: event.key, error: null };
    case 'payment.ended': {
      if (state.paying !== event.key) return state;
      if (event.outcome === 'form') return { ...state, paying: null };
      return { ...state, paying: null, status: event.outcome };
    }
    case 'status.set':
      return { ...state, status: event.status, message: event.message ?? null };
    case 'submit.requested':
      if (state.status !== 'ready' || selectedItemOf(state)) return state;
      return {
        ...state,
        error: new CheckoutError('IMPLEMENTATION_ERROR', ERROR_TEXTS.noActivePaymentMethod),
      };
    default:
      event satisfies never;
      return state;
  }
}

/** Whether a submit is for the open item (else the drop-in's 'No active payment method.'). */
const canSubmitDropin = (state: DropinState) => state.status === 'ready' && selectedItemOf(state) !== null;

/** The callbacks: onReady when the list shows, onSelect per selection, the errors to onError once. */
const dropinCallbacks: Effect<DropinState, DropinEvent, DropinDeps> = ({ event, state, previous, deps }) => {
  if (event.type === 'methods.loaded' && previous.status === 'loading' && state.status === 'ready') {
    for (const type of event.list.unrenderable)
      deps.reportError?.(new CheckoutError('IMPLEMENTATION_ERROR', ERROR_TEXTS.notRenderableInDropin(type)));
    deps.onReady?.();
  }
  if (event.type === 'item.selected' && state.selected !== previous.selected) {
    const item = selectedItemOf(state);
    if (item) deps.onSelect?.(item);
  }
  if (event.type === 'submit.requested' && state.error && state.error !== previous.error)
    deps.reportError?.(state.error);
};

/** A drop-in's machine. */
type DropinMachine = Machine<DropinState, DropinEvent, DropinDeps>;

/** Creates a drop-in's machine (`open`: which item opens first). */
function createDropinMachine(
  deps: DropinDeps,
  open: DropinOpenOptions = {},
  options: MachineOptions<DropinState, DropinEvent> = {},
): DropinMachine {
  addMessages(messages); // the drop-in's own texts (its list's headings), before anything formats them
  return createMachine(
    {
      initialState: INITIAL_DROPIN,
      reducer: (state, event) => dropinReducer(state, event, open),
      effects: [dropinCallbacks],
    },
    deps,
    options,
  );
}

export {
  INITIAL_DROPIN,
  canSubmitDropin,
  createDropinMachine,
  defaultItemOf,
  dropinReducer,
  itemAfterKey,
  selectedItemOf,
  visibleItemsOf,
};
export type { DropinDeps, DropinEvent, DropinMachine, DropinOpenOptions, DropinState, DropinStatus };
