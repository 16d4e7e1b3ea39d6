import * as v from 'valibot';
import { CheckoutError } from '../errors/checkout-error';
import * as ERROR_TEXTS from '../errors/error-texts';
import {
  createFormReducer,
  createInitialFormState,
  isFormEncrypting,
  type FormFieldState,
} from '../form/form.machine';
import { encryptedFormValues } from '../form/form.view';
import { createSubmitWaitEffect } from '../form/submit-wait';
import { addMessages } from '../i18n/i18n';
import {
  canStartPayment,
  paysOrPaid,
  submitPaymentEffect,
  type PaymentEvent,
} from '../payment/payment.machine';
import { createMachine, type Effect, type Machine, type StateReducer } from '../store/machine';
import { systemTimers } from '../store/timers';
import type {
  AvailabilityEvent,
  MethodClosedReason,
  PaymentMethodBaseOptions,
  PaymentMethodContext,
  PaymentMethodDefinition,
  PaymentMethodDeps,
  PaymentMethodEvent,
  PaymentMethodState,
} from './payment-method.types';

/** How a method's machine starts. */
interface PaymentMethodMachineOptions<
  Options extends PaymentMethodBaseOptions,
  Extra = undefined,
  Event = never,
> {
  /** The method's entry in the payment methods and the amount. */
  context?: PaymentMethodContext;
  /** Reshapes any transition without forking the machine (downshift's `stateReducer`). */
  stateReducer?: StateReducer<PaymentMethodState<Options, Extra>, PaymentMethodEvent<Options, Event>>;
  /** The form starts ended, with nothing to show (the checkout is complete; the method is not offered). */
  closed?: MethodClosedReason | undefined;
}

/** A method's running machine: its form, its payment attempt, and what it was made from. */
interface PaymentMethodMachine<
  Options extends PaymentMethodBaseOptions = PaymentMethodBaseOptions,
  Extra = undefined,
  Event extends { type: string } = never,
> extends Machine<PaymentMethodState<Options, Extra>, PaymentMethodEvent<Options, Event>, PaymentMethodDeps> {
  /** The definition it runs. */
  definition: PaymentMethodDefinition<Options, Extra, Event>;
  /**
   * Takes the remembered fields back from storage (a later visit in the same tab): each value the
   * field still accepts, with the control it came from. Call it after mount, never on the server.
   */
  restore: () => void;
  /**
   * What a method does once on a page, after mount (never on the server; twice is once): takes the
   * remembered fields back (`restore`) and asks whether the method can be used (`isAvailable`).
   * Returns what stops what it follows (call it on unmount).
   */
  start: () => () => void;
}

const NO_CONTEXT: PaymentMethodContext = { paymentMethod: undefined, amount: undefined };

const RememberedSchema = v.record(
  v.string(),
  v.object({ value: v.union([v.string(), v.boolean()]), source: v.nullable(v.string()) }),
);

/** Where a method's remembered fields are kept. */
const rememberKey = (type: string) => `headless-checkout:payment-method:${type}`;

/**
 * The form ends with nothing to show: another payment completed the checkout (a form whose own
 * payment runs or succeeded keeps it: the payer), or the payment methods do not list the method.
 */
function closeForm<State extends PaymentMethodState<PaymentMethodBaseOptions, unknown>>(
  state: State,
  reason: MethodClosedReason,
): State {
  const { availability } = state;
  if (availability.closed || (reason === 'checkoutCompleted' && paysOrPaid(state.payment))) return state;
  return { ...state, availability: { ...availability, available: false, error: null, closed: reason } };
}

/** Whether an event belongs to the payment lifecycle. */
function isPaymentEvent(event: { type: string }): event is PaymentEvent {
  return event.type.startsWith('payment.');
}

/**
 * The machine of a method: its form (validation on every change, errors after blur or submit)
 * and one payment attempt. A submit with a valid form starts the payment with the definition's
 * payload (`payment.started`), which is sent once (`deps.submit`, the checkout's submitPayment);
 * a second submit while it runs, or after success, sends nothing. Throws IMPLEMENTATION_ERROR for
 * a type the definition does not serve or options it refuses.
 */
function createPaymentMethodMachine<
  Options extends PaymentMethodBaseOptions,
  Extra = undefined,
  Event extends { type: string } = never,
>(
  definition: PaymentMethodDefinition<Options, Extra, Event>,
  options: Options,
  deps: PaymentMethodDeps,
  { context = NO_CONTEXT, stateReducer, closed }: PaymentMethodMachineOptions<Options, Extra, Event> = {},
): PaymentMethodMachine<Options, Extra, Event> {
  if (!definition.types.includes(options.type)) {
    throw new CheckoutError('IMPLEMENTATION_ERROR', ERROR_TEXTS.notACheckoutComponent(`'${options.type}'`));
  }
  definition.check?.(options);
  // The method's en-US texts came with its definition: the catalogue has them before any formats.
  addMessages(definition.messages);
  type State = PaymentMethodState<Options, Extra>;
  type AnyEvent = PaymentMethodEvent<Options, Event>;

  /**
   * A valid submit starts the payment with the definition's payload. While a secured field is still
   * encrypting, or code the form shows is loading (`pending`), the submit waits (submitQueued) and
   * the payment starts once the last encrypted value, or the code, has arrived: two presses are one
   * payment.
   */
  const submitEffect: Effect<State, AnyEvent, PaymentMethodDeps> = ({ event, state, previous, send }) => {
    const requested =
      event.type === 'submit.requested' && canStartPayment(previous.payment) && !previous.submitQueued;
    const released = event.type !== 'submit.requested' && previous.submitQueued && state.submitQueued;
    if (!(requested || released) || !state.valid || isFormEncrypting(state.fields)) return;
    // Nothing is paid with a method the page cannot use (or not yet known to).
    if (state.availability.available !== true) return;
    // A press pays the form as it was when pressed: a step it moved on (Bacs's 'Continue' to the
    // confirmation) pays nothing.
    if (requested && !previous.valid) return;
    let data: ReturnType<typeof definition.payload>;
    try {
      data = definition.payload(state, encryptedFormValues(state), deps);
    } catch (error) {
      data = Promise.reject(error);
    }
    send({ type: 'payment.started', data });
  };

  /** Bounds a submit's wait for the encryption (SUBMIT_WAIT_MS), then fails the payment once. */
  const submitWaitEffect = createSubmitWaitEffect<State, AnyEvent, PaymentMethodDeps>(
    deps.timers ?? systemTimers,
    { type: 'submit.waitTimedOut' },
    (error, send, { reportError }) => {
      reportError?.(error);
      send({ type: 'payment.started' });
      send({ type: 'payment.failed', error });
    },
  );

  /** The payment lifecycle's own effect (the request, its answer or failure) on the form's payment. */
  const paymentEffect: Effect<State, AnyEvent, PaymentMethodDeps> = ({
    event,
    state,
    previous,
    send,
    deps,
  }) => {
    if (!isPaymentEvent(event as { type: string })) return;
    submitPaymentEffect({
      event: event as PaymentEvent,
      state: state.payment,
      previous: previous.payment,
      send,
      deps,
    });
  };

  /** Keeps the remembered fields' values and sources after each change. */
  const rememberEffect: Effect<State, AnyEvent, PaymentMethodDeps> = ({ event, state, previous, deps }) => {
    const remembered = definition.remember ?? [];
    if (
      !('field' in event) ||
      event.type !== 'field.changed' ||
      !deps.storage ||
      !remembered.includes(event.field)
    )
      return;
    if (state.fields[event.field] === previous.fields[event.field]) return;
    const kept: Record<string, Pick<FormFieldState, 'value' | 'source'>> = {};
    for (const name of remembered) {
      const field = state.fields[name];
      if (field) kept[name] = { value: field.value, source: field.source };
    }
    deps.storage.setItem(rememberKey(state.options.type), JSON.stringify(kept));
  };

  const formReducer = createFormReducer(definition);
  const check = definition.isAvailable;
  /** The form's transition, and the availability's (its check's), which a reset keeps (the page did not change). */
  const reducer = (state: State, event: AnyEvent): State => {
    const { availability } = state;
    if (event.type === 'availability.closed')
      return closeForm(state, (event as Extract<AvailabilityEvent, { type: 'availability.closed' }>).reason);
    if (event.type.startsWith('availability.')) {
      const next = check ? check.reduce(availability, event as AvailabilityEvent) : availability;
      return next === availability ? state : { ...state, availability: next };
    }
    const next = formReducer(state, event as Exclude<AnyEvent, AvailabilityEvent>) as State;
    return next === state || next.availability === availability ? next : { ...next, availability };
  };

  const machine = createMachine<State, AnyEvent, PaymentMethodDeps>(
    {
      // The date the fields are checked against (expiry dates, a date of birth): fixed for the form.
      initialState: {
        ...createInitialFormState(definition, options, {
          ...context,
          today: context.today ?? (deps.now ?? Date.now)(),
        }),
        // A method with a check is 'checking' until it answered; one without is available.
        availability: closed
          ? { available: false, error: null, provider: null, check: null, closed }
          : { available: check ? 'checking' : true, error: null, provider: null, check: null },
      },
      reducer,
      effects: [
        ...(definition.effects ?? []),
        ...(check ? [check.effect as unknown as Effect<State, AnyEvent, PaymentMethodDeps>] : []),
        submitEffect,
        submitWaitEffect,
        paymentEffect,
        rememberEffect,
      ],
    },
    deps,
    stateReducer ? { stateReducer } : {},
  );

  const restore = (): void => {
    const stored = deps.storage?.getItem(rememberKey(options.type));
    if (!stored) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(stored);
    } catch {
      return;
    }
    const result = v.safeParse(RememberedSchema, parsed);
    if (!result.success) return;
    const state = machine.getSnapshot();
    const fields = definition.fields(state.options, state.context, state.extra, state.fields);
    for (const name of definition.remember ?? []) {
      const entry = result.output[name];
      const field = fields[name];
      if (!entry || !field || !v.is(field.schema, entry.value)) continue;
      machine.send({
        type: 'field.changed',
        field: name,
        value: entry.value,
        ...(entry.source === null ? {} : { source: entry.source }),
      });
    }
  };

  const start = (): (() => void) => {
    restore();
    machine.send({ type: 'availability.checkRequested' });
    return () => undefined;
  };

  return { ...machine, definition, restore, start };
}

export { createPaymentMethodMachine };
export type { PaymentMethodMachine, PaymentMethodMachineOptions };
