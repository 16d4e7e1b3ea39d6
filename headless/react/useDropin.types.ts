/** The types of useDropin: its options and what it returns. */
import type { KeyboardEvent } from 'react';
import type {
  CheckoutDropin,
  CheckoutDropinOptions,
  Order,
  CheckoutError,
  DropinItem,
  DropinScreen,
  DropinStatus,
  SupportedPaymentMethodType,
} from 'headless-checkout/core';
import type { MethodPage } from './method-hook.types';
import type { UseOrderResult } from './OrderProvider';
import type { Merged } from './prop-getters';
import type { UsePaymentMethodResult } from './usePaymentMethod';

/** Options of useDropin (read when the drop-in is made; the callbacks' latest versions are called). */
interface UseDropinOptions extends CheckoutDropinOptions {
  /** Advanced flow: cancels the order through your server (a session's orders/cancel by default). */
  onOrderCancel?: ((order: Order) => Promise<unknown>) | undefined;
  /** CSS properties for the inputs inside the secured fields of every item (the card's, a gift card's). */
  securedFieldStyles?: Record<string, string> | undefined;
  /**
   * What your page loads with an item before its method starts (a lazily loaded view of it), so the
   * containers its provider draws into (PayPal's buttons) are there when its method runs.
   */
  prepareItem?: ((item: DropinItem) => Promise<unknown> | undefined) | undefined;
}

/** What useDropinItem reads of a drop-in (opaque to the page). */
interface DropinHandle {
  dropin: CheckoutDropin;
  pages: ReadonlyMap<string, MethodPage>;
  securedFieldStyles: Record<string, string> | undefined;
}

/** The props of an item of the list: a radio of a group with one Tab stop. */
interface DropinItemProps {
  role: 'radio';
  'aria-checked': boolean;
  tabIndex: 0 | -1;
  'data-state': 'open' | 'closed';
  ref: (element: HTMLElement | null) => void;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/** What useDropin returns. */
interface UseDropinResult {
  /** loading (the payment methods), ready, success, error, redirect, or the merchant's custom. */
  status: DropinStatus;
  /**
   * Which screen shows ('loading', 'list', 'success', 'error', 'redirect', 'custom'), the merchant's
   * message or the shopper's text for it, and when focus moves to it (`getScreenProps`).
   */
  screen: DropinScreen;
  /** Above the 'or pay with' divider (Google Pay, Apple Pay), without the hidden ones. */
  instant: DropinItem[];
  /** The stored methods, without the hidden ones. */
  stored: DropinItem[];
  /** The other methods, without the hidden ones. */
  methods: DropinItem[];
  /** The open item; null when none is. */
  selected: DropinItem | null;
  /** The item whose payment runs (the others cannot start meanwhile); null when none. */
  paying: DropinItem | null;
  /**
   * The open item's method, as usePaymentMethod returns it (its layout, fields' getters, pay button,
   * result); its `status` is 'loading' while its definition loads. With no open item: a method of
   * no type, loading.
   */
  active: UsePaymentMethodResult<SupportedPaymentMethodType>;
  /**
   * The order of partial payments: its status ('none', 'open', 'completed', 'cancelled'), the parts
   * paid (last four digits, amount), the remaining amount (what the items now pay), and `cancel`.
   */
  order: UseOrderResult;
  /** What `useDropinItem(dropin, item)` reads: pass the result along, do not read it. */
  handle: unknown;
  /** Why the drop-in cannot go on: the payment methods failed, or a submit found no open item. */
  error: CheckoutError | null;
  /** Opens an item. */
  select: (key: string) => void;
  /** Submits the open item ('No active payment method.' when none is open). */
  submit: () => void;
  /** The merchant's status: a custom screen, or an end screen, with its message. */
  setStatus: (status: DropinStatus, message?: string) => void;
  /**
   * Props for the element that holds the screen (the list, an end screen): its id and `tabIndex`
   * -1; focus moves to it on each new screen (an end, a custom screen) and after each partial
   * payment, never when the list first shows.
   */
  getScreenProps: <P extends object>(
    userProps?: P,
  ) => Merged<P, { id: string; tabIndex: -1; 'data-screen': DropinScreen['name'] }>;
  /** Props for the element holding a group of items: a radio group. */
  getListProps: <P extends object>(userProps?: P) => Merged<P, { role: 'radiogroup' }>;
  /**
   * Props for an item (a radio): checked when open; one Tab stop for the whole list (the open item,
   * else the first); arrows move to the next or previous item and open it, Home and End to the
   * first and last; a click opens it.
   */
  getItemProps: <P extends object>(item: DropinItem, userProps?: P) => Merged<P, DropinItemProps>;
}

export type { DropinHandle, DropinItemProps, UseDropinOptions, UseDropinResult };
