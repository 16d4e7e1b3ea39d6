/**
 * Klarna's widget (spec sections 3 and 4): the `sdk` action of a Klarna payment carries a client
 * token and a payment method category; the widget (Klarna's script, loaded by URL) is initialised
 * with the token, loaded into a container, and on the shopper's confirm asked to authorize:
 * - authorize: 'loading';
 * - approved: 'success' with the authorization token; the details `{ authorization_token }` go to
 *   /paymentDetails with the action's paymentData;
 * - not approved (show_form false): 'error' with empty details, which go to /paymentDetails too
 *   (the service answers the refusal);
 * - not approved with show_form true (the shopper closed Klarna): back to 'ready' with the error
 *   (reported, shown), nothing submitted; the shopper may confirm again.
 * This file is pure: the hook (useKlarnaWidget) calls Klarna's API and the details.
 */
import * as v from 'valibot';
import { CheckoutError } from '../errors/checkout-error';
import * as ERROR_TEXTS from '../errors/error-texts';
import { messages } from '../i18n/compiled/en-US.klarna-widget';
import { addMessages } from '../i18n/en-US.registry';
import type { MessageKey } from '../i18n/messages';
import { createMachine, type Machine, type MachineOptions } from '../store/machine';
import type { SdkAction } from './action.router';
import type { KlarnaSdkData } from './klarna-widget.action';

const KlarnaSdkDataSchema = v.looseObject({
  client_token: v.pipe(v.string(), v.nonEmpty()),
  payment_method_category: v.pipe(v.string(), v.nonEmpty()),
});

/** The widget's data of an action, or an 'Invalid Action' error when the token or category is missing. */
function klarnaSdkDataOf(action: SdkAction): KlarnaSdkData | CheckoutError {
  const result = v.safeParse(KlarnaSdkDataSchema, action.sdkData);
  if (!result.success) return new CheckoutError('ERROR', ERROR_TEXTS.invalidAction);
  return {
    client_token: result.output.client_token,
    payment_method_category: result.output.payment_method_category,
  };
}

/** What `Klarna.Payments.load` answers. */
interface KlarnaLoadResult {
  /** True when the widget shows (the category is available). */
  show_form: boolean;
  /** Klarna's error, when it could not load. */
  error?: unknown;
}

/** What `Klarna.Payments.authorize` answers. */
interface KlarnaAuthorizeResult {
  /** True when Klarna approved the purchase. */
  approved: boolean;
  /** True when the widget may be used again (the shopper closed Klarna without an answer). */
  show_form: boolean;
  /** The approval's token, sent as details. */
  authorization_token?: string;
  /** Klarna's error. */
  error?: unknown;
}

/** The part of Klarna's JavaScript API (`window.Klarna.Payments`) the widget uses. */
interface KlarnaPaymentsApi {
  /** Starts a widget session. */
  init: (options: { client_token: string }) => void;
  /** Renders the widget into `container` (an element or a selector). */
  load: (
    options: { container: unknown; payment_method_category: string },
    callback: (result: KlarnaLoadResult) => void,
  ) => void;
  /** Asks Klarna to approve the purchase. */
  authorize: (
    options: { payment_method_category: string },
    data: Record<string, unknown>,
    callback: (result: KlarnaAuthorizeResult) => void,
  ) => void;
}

/** Klarna's API on a global object (`window`), or null when the script did not define it. */
function klarnaPaymentsOf(global: unknown): KlarnaPaymentsApi | null {
  const klarna = (global as { Klarna?: { Payments?: Partial<KlarnaPaymentsApi> } } | null)?.Klarna;
  const payments = klarna?.Payments;
  if (
    typeof payments?.init !== 'function' ||
    typeof payments.load !== 'function' ||
    typeof payments.authorize !== 'function'
  )
    return null;
  return payments as KlarnaPaymentsApi;
}

/**
 * Where the widget stands: 'initializing' (its script loads, then the widget), 'ready' (shown; the
 * shopper may confirm), 'loading' (authorize asked), 'success' (approved), 'error' (declined, or
 * the widget could not load).
 */
type KlarnaWidgetStatus = 'initializing' | 'ready' | 'loading' | 'success' | 'error';

/** The widget's state. */
interface KlarnaWidgetState {
  /** Where it stands. */
  status: KlarnaWidgetStatus;
  /**
   * The details to send to /paymentDetails once authorize answered: `{ authorization_token }` when
   * approved, `{}` when declined; null before, and when nothing is to be sent.
   */
  details: Record<string, string> | null;
  /** The last error: the closed authorization (back in 'ready'), the decline, a widget that did not load. */
  error: CheckoutError | null;
  /** The message to show with the error (back in 'ready': 'klarna.notCompleted'); null otherwise. */
  messageKey: MessageKey | null;
  /** How many times authorize was asked. */
  attempts: number;
}

/** The widget's events. */
type KlarnaWidgetEvent =
  /** Klarna.Payments.load answered: shown (show_form) or not. */
  | { type: 'widget.loaded'; result: KlarnaLoadResult }
  /** The script or the widget could not load (a ScriptLoadError, no API, an invalid action). */
  | { type: 'widget.failed'; error: CheckoutError }
  /** The shopper confirmed: authorize is asked (only from 'ready'). */
  | { type: 'authorize.requested' }
  /** Klarna answered authorize. */
  | { type: 'authorize.answered'; result: KlarnaAuthorizeResult };

/** The first state. */
const INITIAL_KLARNA_WIDGET: KlarnaWidgetState = {
  status: 'initializing',
  details: null,
  error: null,
  messageKey: null,
  attempts: 0,
};

/** The pure transition of Klarna's widget. */
function klarnaWidgetReducer(state: KlarnaWidgetState, event: KlarnaWidgetEvent): KlarnaWidgetState {
  switch (event.type) {
    case 'widget.loaded':
      if (state.status !== 'initializing') return state;
      return event.result.show_form
        ? { ...state, status: 'ready' }
        : {
            ...state,
            status: 'error',
            error: new CheckoutError('ERROR', ERROR_TEXTS.paymentFailed, { cause: event.result.error }),
          };
    case 'widget.failed':
      if (state.status === 'success' || state.status === 'error') return state;
      return { ...state, status: 'error', details: null, error: event.error, messageKey: null };
    case 'authorize.requested':
      if (state.status !== 'ready') return state;
      return { ...state, status: 'loading', error: null, messageKey: null, attempts: state.attempts + 1 };
    case 'authorize.answered': {
      if (state.status !== 'loading') return state;
      const { result } = event;
      if (result.approved && typeof result.authorization_token === 'string' && result.authorization_token)
        return { ...state, status: 'success', details: { authorization_token: result.authorization_token } };
      if (!result.approved && result.show_form)
        return {
          ...state,
          status: 'ready',
          error: new CheckoutError('ERROR', ERROR_TEXTS.klarnaNotCompleted, { cause: result.error }),
          messageKey: 'klarna.notCompleted',
        };
      return {
        ...state,
        status: 'error',
        details: {},
        error: new CheckoutError('ERROR', ERROR_TEXTS.paymentRefused, { cause: result.error }),
      };
    }
    default:
      event satisfies never;
      return state;
  }
}

/** A widget machine. */
type KlarnaWidgetMachine = Machine<KlarnaWidgetState, KlarnaWidgetEvent, undefined>;

/** Creates the widget's machine (no effects: the hook runs Klarna's API and the details). */
function createKlarnaWidgetMachine(
  options: MachineOptions<KlarnaWidgetState, KlarnaWidgetEvent> = {},
): KlarnaWidgetMachine {
  addMessages(messages); // its error message, before anything formats it
  return createMachine(
    { initialState: INITIAL_KLARNA_WIDGET, reducer: klarnaWidgetReducer },
    undefined,
    options,
  );
}

export {
  INITIAL_KLARNA_WIDGET,
  createKlarnaWidgetMachine,
  klarnaPaymentsOf,
  klarnaSdkDataOf,
  klarnaWidgetReducer,
};
export type {
  KlarnaAuthorizeResult,
  KlarnaLoadResult,
  KlarnaPaymentsApi,
  KlarnaWidgetEvent,
  KlarnaWidgetMachine,
  KlarnaWidgetState,
  KlarnaWidgetStatus,
};
