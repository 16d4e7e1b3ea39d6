/** The types of useCard: its options, what it returns, and how much of the state re-renders its caller. */
import type {
  CardEvent,
  CardMachine,
  CardOptions,
  CardState,
  CardView,
  StateReducer,
} from 'headless-checkout/core';
import type { CardPropGetters } from './card-props';
import type { MethodHookResult } from './method-hook.types';

/** Options of useCard: the card options (see docs/use-card.md); amount defaults to the checkout's. */
type UseCardOptions = CardOptions & {
  /** Secured mode: CSS properties for the inputs inside the frames, e.g. `{ color: '#00112c', 'font-size': '16px' }`. */
  securedFieldStyles?: Record<string, string> | undefined;
};

/** What useCard returns: the `scheme` method hook's fields, with the card's getters and its view. */
interface UseCardResult
  extends
    CardPropGetters,
    Omit<CardView, 'shownErrors'>,
    Omit<MethodHookResult<'scheme'>, keyof CardPropGetters | 'state' | 'machine' | 'definition' | 'view'> {
  /** The form's state (fields, options, context, the card's own state in `extra`, payment). */
  state: CardState;
  /** What the form shows (the core's `cardViewOf`): its fields are also spread on the result. */
  view: CardView;
  /** A brand's display name ('Mastercard' for 'mc'); the id for an unknown brand. */
  getBrandName: (brand: string) => string;
  /** Every error shown now, translated: the error panel's content (title: t('errorPanel.title')). */
  errors: Array<{ field: string; message: string }>;
  /** The machine, for advanced use (send events, subscribe). */
  machine: CardMachine;
}

/** How much of the card state re-renders the component that calls useCard. */
interface UseCardSubscription {
  /**
   * 'all' (default): every change, for a form that renders its inputs in one component.
   * 'form': only form-level changes (status, brand, which fields show, shown errors, address,
   * installments); each field component subscribes to its own field with useCardField, so a
   * keystroke re-renders only that field.
   */
  subscribe?: 'all' | 'form';
  /**
   * Reshapes any transition of the card machine without forking it (downshift's `stateReducer`):
   * gets the state before, the event and the proposed changes, returns the state to keep. Read on
   * every event, so an inline function is fine.
   */
  stateReducer?: StateReducer<CardState, CardEvent>;
}

export type { UseCardOptions, UseCardResult, UseCardSubscription };
