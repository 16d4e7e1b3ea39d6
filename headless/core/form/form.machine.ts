import * as v from 'valibot';
import type { MessageKey } from '../i18n/messages';
import {
  READY_PAYMENT,
  canStartPayment,
  paymentReducer,
  type PaymentEvent,
  type PaymentState,
} from '../payment/payment.machine';
import { createMachine, type Machine, type MachineOptions, type Reducer } from '../store/machine';

/** What a field holds: text, or a checkbox's state. */
type FieldValue = string | boolean;

/**
 * Whether the shopper sees a field: 'editable' (default), 'readOnly' (shown with the merchant's
 * value, not changed by the shopper, still checked) or 'hidden' (not shown, not checked, not sent).
 */
type FieldVisibility = 'hidden' | 'readOnly' | 'editable';

/** One field of a form, as a method declares it. */
interface FormField {
  /**
   * Checks the value on every change (valibot); the message of the first issue is the error's
   * message key, e.g. `v.pipe(v.string(), v.nonEmpty('issuerList.invalid'))`.
   */
  schema: v.GenericSchema<unknown, unknown>;
  /** The value before the shopper changes it (and after a reset). */
  initialValue: FieldValue;
  /**
   * Turns what the shopper typed into the value kept (text fields), e.g. groups of four for an IBAN;
   * `previous` is the value before (a mask tells a deletion from typing).
   */
  format?: (value: string, previous: string) => string;
  /** Whether the shopper sees and may change the field; default 'editable'. */
  visibility?: FieldVisibility;
  /** A value this refuses is not taken at all (a disabled option): the field keeps its value. */
  accepts?: (value: FieldValue) => boolean;
  /**
   * A secured field: typed in a frame of the payment service, which checks it and encrypts it. The
   * page never holds its value ('' always): it gets the frame's reports (`securedField.changed`):
   * valid or the error key, and the encrypted values a payment sends. `schema` checks '' and its
   * message is the key an empty field shows.
   */
  secured?: boolean;
  /**
   * A verdict from outside the value (a cross-field rule: the bin lookup found no supported brand):
   * the field has this error whatever it holds, unless it is empty.
   */
  error?: MessageKey;
  /** Values for the placeholders of the field's error message, e.g. `{ format: '99999' }` for a postal code. */
  errorValues?: Readonly<Record<string, string | number>>;
}

/**
 * A form's fields by name, in focus order. `Name`: the names a form's fields may have (SEPA's
 * `'ownerName' | 'iban'`), so the hooks type their field names per method; a form leaves out the
 * ones its options or state do not ask. Any name by default.
 */
type FormFields<Name extends string = string> = string extends Name
  ? Readonly<Record<string, FormField>>
  : Readonly<Partial<Record<Name, FormField>>>;

/** A field's state. */
interface FormFieldState {
  /** The value. */
  value: FieldValue;
  /** The message key of what is wrong with the value, computed on every change; null when valid. */
  errorKey: MessageKey | null;
  /** Values for the placeholders of the error message (a postal code's format); absent when none. */
  errorValues?: Readonly<Record<string, string | number>>;
  /** Whether the field is empty (a secured field: as its frame reports; blank text; an unticked box). */
  empty: boolean;
  /**
   * Whether the shopper has left the field at least once after changing it, or holding a value
   * (its error shows from then on; tabbing past an untouched empty field does not count).
   */
  touched: boolean;
  /** Whether the field has focus. */
  focused: boolean;
  /** Whether the shopper changed the value at least once (typed in it, picked one); absent: never. */
  edited?: boolean;
  /** Whether the shopper sees and may change it. */
  visibility: FieldVisibility;
  /** Which control set the value last (e.g. 'highlighted' or 'list' for an issuer); null before any change. */
  source: string | null;
  /** A secured field's encrypted values by payload name (`encryptedCardNumber`…), once valid; else absent. */
  encrypted?: Readonly<Record<string, string>>;
  /** A secured field is valid and its encrypted values are on their way from the frame (a submit waits). */
  encrypting?: boolean;
  /** A secured field: the frame's last verdict on what it holds (null: valid, or nothing reported yet). */
  frameErrorKey?: MessageKey | null;
}

/** What a secured field's frame reports (never the value the shopper typed). */
interface SecuredFieldReport {
  /** Whether the value is valid. */
  valid: boolean;
  /** Whether the field is empty. */
  empty: boolean;
  /** The message key of what is wrong (invalid only). */
  errorKey?: MessageKey;
  /** The encrypted values by payload name (valid only). */
  encrypted?: Readonly<Record<string, string>>;
  /** Valid, its encrypted values come in a later report. */
  encrypting?: boolean;
}

/** A form's state: its options, its fields, and the payment attempt it makes. */
interface FormState<Options, Context = undefined, Extra = undefined> {
  /** The options the fields were made from. */
  options: Options;
  /** What the fields depend on besides the options (the method's entry, the amount…). */
  context: Context;
  /** The method's own state besides its fields (the card's brand and bin lookup); undefined for most methods. */
  extra: Extra;
  /** The fields by name. */
  fields: Readonly<Record<string, FormFieldState>>;
  /** The fields the shopper fills (not hidden, not read-only), in focus order. */
  order: readonly string[];
  /** Whether a submit was requested: every error shows from then on. */
  submitted: boolean;
  /**
   * A submit of a valid form waits for a secured field's encryption (bounded by SUBMIT_WAIT_MS):
   * the payment starts once the last encrypted value is there.
   */
  submitQueued: boolean;
  /** Whether every field the shopper sees is valid (and the method is ready: the card's frames). */
  valid: boolean;
  /** The payment attempt: success is final; a refusal returns to ready with the values kept. */
  payment: PaymentState;
  /**
   * How many times the fields went back to their start (`form.reset`, `form.cleared`); absent
   * before the first. The page empties the secured fields' frames on each.
   */
  cleared?: number;
}

/** The events of a form. */
type FormEvent<Options, Context = undefined> =
  /** The shopper changed a field (`source`: the control it was changed with). */
  | { type: 'field.changed'; field: string; value: FieldValue; source?: string }
  /** A field got focus. */
  | { type: 'field.focused'; field: string }
  /** A secured field's frame reported its validity (and, once valid, its encrypted values). */
  | { type: 'securedField.changed'; field: string; report: SecuredFieldReport }
  /** A submit waited longer than SUBMIT_WAIT_MS for the encryption: it is dropped (the method fails the payment). */
  | { type: 'submit.waitTimedOut' }
  /** A field lost focus: its error shows from then on. */
  | { type: 'field.blurred'; field: string }
  /** The shopper asked to pay: every error shows; a valid form starts the payment (the method's effect). */
  | { type: 'submit.requested' }
  /** Back to the initial values, and a new payment. */
  | { type: 'form.reset' }
  /**
   * The fields back to their start for a next entry (a next gift card after a partial payment):
   * the payment, the options, the context and the method's state kept (the method's reduceExtra
   * hears it), the errors hidden again.
   */
  | { type: 'form.cleared' }
  /** The options or the context changed: the fields are made again, the values of those that stay are kept. */
  | { type: 'options.updated'; options?: Options; context?: Context }
  /** The payment attempt's events (payment.started, payment.answered, payment.failed, payment.reset). */
  | PaymentEvent;

/** How a form is made: its fields from the options, the context, its own state and the fields now. */
interface FormDefinition<
  Options,
  Context = undefined,
  Extra = undefined,
  Event = never,
  Field extends string = string,
> {
  /**
   * The fields for these options, context and method state, in focus order; pure. Made again after
   * every change, so a field may depend on another's state (`current`: a month's policy on its
   * year's emptiness, a postal code's format on the country).
   */
  fields: (
    options: Options,
    context: Context,
    extra: Extra,
    current: Readonly<Record<string, FormFieldState>>,
  ) => FormFields<Field>;
  /** The method's own state at the start (and after a reset). */
  initialExtra?: (options: Options, context: Context) => Extra;
  /**
   * The method's own state after an event (its own events, and the form's: a typed number's brand),
   * given the form after the event's own transition; returns `state.extra` when nothing changed. Pure.
   */
  reduceExtra?: (
    state: FormState<Options, Context, Extra>,
    event: FormEvent<Options, Context> | Event,
  ) => Extra;
  /** Whether the method can pay besides its fields' validity (the card: its frames are ready); default true. */
  ready?: (state: FormState<Options, Context, Extra>) => boolean;
  /**
   * Whether code the form shows is still loading (the card's optional parts: their fields are
   * checked once it is there); default false. The form is not valid meanwhile, and a submit of an
   * otherwise valid form waits for it (`submitQueued`, bounded as for the encryption).
   */
  pending?: (state: FormState<Options, Context, Extra>) => boolean;
}

/** The first issue's message key for a value, or null when the schema accepts it. */
function errorKeyOf(field: FormField, value: FieldValue): MessageKey | null {
  const result = v.safeParse(field.schema, value);
  return result.success ? null : ((result.issues[0]?.message ?? 'error.va.gen.02') as MessageKey);
}

/** Whether a value is empty: blank text or an unticked box. */
const isEmptyValue = (value: FieldValue): boolean =>
  typeof value === 'string' ? value.trim() === '' : !value;

/** What a field state is made from: its value and the shopper's doings. */
type FieldBasis = Pick<FormFieldState, 'value' | 'touched' | 'focused' | 'source'> &
  Partial<Pick<FormFieldState, 'empty' | 'edited' | 'encrypted' | 'encrypting' | 'frameErrorKey'>>;

/** The state of a field for its declaration: checked unless hidden (a secured field by its frame's verdict). */
function checkedField(field: FormField, basis: FieldBasis): FormFieldState {
  const visibility = field.visibility ?? 'editable';
  const empty = field.secured ? (basis.empty ?? true) : isEmptyValue(basis.value);
  const errorKey =
    visibility === 'hidden'
      ? null
      : empty
        ? errorKeyOf(field, field.secured ? '' : basis.value)
        : (field.error ?? (field.secured ? (basis.frameErrorKey ?? null) : errorKeyOf(field, basis.value)));
  const state: FormFieldState = {
    value: basis.value,
    errorKey,
    empty,
    touched: basis.touched,
    focused: basis.focused,
    visibility,
    source: basis.source,
  };
  if (basis.edited) state.edited = true;
  if (errorKey !== null && field.errorValues) state.errorValues = field.errorValues;
  if (field.secured) {
    state.frameErrorKey = basis.frameErrorKey ?? null;
    // Encrypted values count only while the field is valid and shown.
    if (errorKey === null && visibility !== 'hidden') {
      if (basis.encrypted) state.encrypted = basis.encrypted;
      if (basis.encrypting === true) state.encrypting = true;
    }
  }
  return state;
}

/** Whether two field states say the same (the older is kept, so a field's subscribers do not re-render). */
function sameField(a: FormFieldState, b: FormFieldState): boolean {
  return (
    a.value === b.value &&
    a.errorKey === b.errorKey &&
    a.errorValues === b.errorValues &&
    a.empty === b.empty &&
    a.touched === b.touched &&
    a.focused === b.focused &&
    a.edited === b.edited &&
    a.visibility === b.visibility &&
    a.source === b.source &&
    a.encrypted === b.encrypted &&
    a.encrypting === b.encrypting &&
    a.frameErrorKey === b.frameErrorKey
  );
}

/** A secured field's basis after its frame's report: the frame's verdict, the encrypted values once valid. */
function securedBasis(current: FormFieldState, report: SecuredFieldReport): FieldBasis {
  const { encrypted: _encrypted, encrypting: _encrypting, ...rest } = current;
  // A frame that reports something typed: the shopper changed the field.
  const edited = current.edited === true || !report.empty ? { edited: true } : {};
  if (!report.valid) {
    return {
      ...rest,
      ...edited,
      empty: report.empty,
      frameErrorKey: report.empty ? null : (report.errorKey ?? 'error.va.gen.02'),
    };
  }
  return {
    ...rest,
    ...edited,
    empty: false,
    frameErrorKey: null,
    ...(report.encrypted ? { encrypted: report.encrypted } : {}),
    ...(report.encrypting === true ? { encrypting: true } : {}),
  };
}

/** Whether a secured field's encrypted values are still on their way. */
function isFormEncrypting(fields: Readonly<Record<string, FormFieldState>>): boolean {
  return Object.values(fields).some((field) => field.encrypting === true);
}

const UNTOUCHED = { touched: false, focused: false, source: null } as const;

/**
 * The declarations the last `settle` made, by the fields object it left: the next event reads a
 * field's format, `accepts` and `secured` there instead of making every field again.
 */
const lastDeclarations = new WeakMap<Readonly<Record<string, FormFieldState>>, FormFields>();

/**
 * The fields made again for the state's options, context and method state, each checked (a field
 * that says the same keeps its object), with the order and validity: run after every change, so
 * cross-field rules and a method's own state always hold.
 */
function settle<Options, Context, Extra, Event>(
  definition: FormDefinition<Options, Context, Extra, Event>,
  state: FormState<Options, Context, Extra>,
): FormState<Options, Context, Extra> {
  const declared = definition.fields(state.options, state.context, state.extra, state.fields);
  const fields: Record<string, FormFieldState> = {};
  let changed = Object.keys(state.fields).length !== Object.keys(declared).length;
  for (const [name, field] of Object.entries(declared)) {
    const kept = state.fields[name];
    const next = checkedField(field, kept ?? { value: field.initialValue, ...UNTOUCHED });
    fields[name] = kept && sameField(kept, next) ? kept : next;
    if (fields[name] !== kept) changed = true;
  }
  const names = Object.keys(fields);
  const order = names.filter((name) => fields[name]!.visibility === 'editable');
  const valid =
    names.every((name) => fields[name]!.errorKey === null) &&
    (definition.ready?.(state) ?? true) &&
    !(definition.pending?.(state) ?? false);
  const sameOrder = order.length === state.order.length && order.every((name, i) => state.order[i] === name);
  const settledFields = changed ? fields : state.fields;
  lastDeclarations.set(settledFields, declared);
  if (!changed && sameOrder && valid === state.valid) return state;
  return { ...state, fields: settledFields, order: sameOrder ? state.order : order, valid };
}

/** The first state of a form: every field at its initial value, checked, untouched. */
function createInitialFormState<Options, Context, Extra, Event>(
  definition: FormDefinition<Options, Context, Extra, Event>,
  options: Options,
  context: Context,
): FormState<Options, Context, Extra> {
  const initial: FormState<Options, Context, Extra> = {
    options,
    context,
    extra: definition.initialExtra ? definition.initialExtra(options, context) : (undefined as Extra),
    fields: {},
    order: [],
    submitted: false,
    submitQueued: false,
    valid: false,
    payment: READY_PAYMENT,
  };
  return settle(definition, initial);
}

/**
 * A field's declaration now (format, accepts, secured), or undefined for a field the form does not
 * have: as the last settle made it, or made again for fields that did not come from one (a
 * merchant's stateReducer may hand back fields of its own).
 */
function declarationOf<Options, Context, Extra, Event>(
  definition: FormDefinition<Options, Context, Extra, Event>,
  state: FormState<Options, Context, Extra>,
  name: string,
): FormField | undefined {
  const declared =
    lastDeclarations.get(state.fields) ??
    definition.fields(state.options, state.context, state.extra, state.fields);
  return declared[name];
}

/** The form's own transition of an event (before the method's own state and the settling). */
function formStep<Options, Context, Extra, Event>(
  definition: FormDefinition<Options, Context, Extra, Event>,
  state: FormState<Options, Context, Extra>,
  event: FormEvent<Options, Context>,
): FormState<Options, Context, Extra> {
  switch (event.type) {
    case 'field.changed': {
      const current = state.fields[event.field];
      if (!current || current.visibility !== 'editable' || !canStartPayment(state.payment)) return state;
      const declared = declarationOf(definition, state, event.field);
      if (!declared || declared.secured || (declared.accepts && !declared.accepts(event.value))) return state;
      const value =
        typeof event.value === 'string' && declared.format
          ? declared.format(event.value, typeof current.value === 'string' ? current.value : '')
          : event.value;
      const source = event.source ?? current.source;
      if (value === current.value && source === current.source) return state;
      return {
        ...state,
        fields: { ...state.fields, [event.field]: { ...current, value, source, edited: true } },
      };
    }
    case 'field.focused':
    case 'field.blurred': {
      const current = state.fields[event.field];
      if (!current) return state;
      const focused = event.type === 'field.focused';
      // Leaving a field the shopper never changed and left empty (tabbing past it) raises nothing:
      // its error shows once they leave a field they changed (or one holding a value), or submit.
      const touched = current.touched || (!focused && (current.edited === true || !current.empty));
      if (current.focused === focused && current.touched === touched) return state;
      return { ...state, fields: { ...state.fields, [event.field]: { ...current, focused, touched } } };
    }
    case 'securedField.changed': {
      const current = state.fields[event.field];
      if (!current || !canStartPayment(state.payment)) return state;
      if (!declarationOf(definition, state, event.field)?.secured) return state;
      const basis = securedBasis(current, event.report) as FormFieldState;
      return { ...state, fields: { ...state.fields, [event.field]: basis } };
    }
    case 'submit.requested': {
      // While a payment runs it is the same payment; after success nothing more is paid. A valid
      // form whose frame is still encrypting waits for it, then pays once.
      if (!canStartPayment(state.payment)) return state;
      const submitQueued = state.submitQueued || (state.valid && isFormEncrypting(state.fields));
      return state.submitted && state.submitQueued === submitQueued
        ? state
        : { ...state, submitted: true, submitQueued };
    }
    case 'submit.waitTimedOut':
      return state.submitQueued ? { ...state, submitQueued: false } : state;
    case 'form.reset':
      return {
        ...createInitialFormState(definition, state.options, state.context),
        cleared: (state.cleared ?? 0) + 1,
      };
    case 'form.cleared': {
      const fresh = createInitialFormState(definition, state.options, state.context);
      return {
        ...state,
        fields: fresh.fields,
        order: fresh.order,
        submitted: false,
        submitQueued: false,
        cleared: (state.cleared ?? 0) + 1,
      };
    }
    case 'options.updated': {
      // The same entries again (a new object with equal values) change nothing.
      const options = sameEntries(event.options, state.options) ? state.options : event.options!;
      const context = sameEntries(event.context, state.context) ? state.context : event.context!;
      if (options === state.options && context === state.context) return state;
      // A secured field shown again after being hidden: the frame's verdict is not known, it counts as empty.
      const fields: Record<string, FormFieldState> = {};
      for (const [name, field] of Object.entries(state.fields)) {
        const { encrypted: _encrypted, encrypting: _encrypting, ...rest } = field;
        fields[name] =
          field.visibility === 'hidden' && field.frameErrorKey !== undefined
            ? { ...rest, empty: true, frameErrorKey: null }
            : field;
      }
      return { ...state, options, context, fields };
    }
    case 'payment.started': {
      const payment = paymentReducer(state.payment, event);
      return payment === state.payment ? state : { ...state, payment, submitQueued: false };
    }
    case 'payment.answered':
    case 'payment.failed':
    case 'payment.reset': {
      const payment = paymentReducer(state.payment, event);
      return payment === state.payment ? state : { ...state, payment };
    }
    default:
      event satisfies never;
      return state;
  }
}

/** Whether the form is valid but for code it shows that is still loading (`pending`). */
function isWaitingForCode<Options, Context, Extra, Event>(
  definition: FormDefinition<Options, Context, Extra, Event>,
  state: FormState<Options, Context, Extra>,
): boolean {
  return (
    (definition.pending?.(state) ?? false) &&
    Object.values(state.fields).every((field) => field.errorKey === null) &&
    (definition.ready?.(state) ?? true)
  );
}

/** Whether `next` is absent, or has the same own entries as `current` (values by identity). */
function sameEntries<T>(next: T | undefined, current: T): boolean {
  if (next === undefined || Object.is(next, current)) return true;
  if (typeof next !== 'object' || typeof current !== 'object' || next === null || current === null)
    return false;
  const keys = Object.keys(next);
  return (
    keys.length === Object.keys(current).length &&
    keys.every((key) =>
      Object.is((next as Record<string, unknown>)[key], (current as Record<string, unknown>)[key]),
    )
  );
}

/** Whether an event is one of the form's own (else it is the method's). */
const FORM_EVENT_TYPES: ReadonlySet<string> = new Set([
  'field.changed',
  'field.focused',
  'field.blurred',
  'securedField.changed',
  'submit.requested',
  'submit.waitTimedOut',
  'form.reset',
  'form.cleared',
  'options.updated',
  'payment.started',
  'payment.answered',
  'payment.failed',
  'payment.reset',
]);

/**
 * The pure transition of a form (`createFormReducer(definition)`): validation on every change,
 * errors shown after blur or submit, no change while a payment runs or after success, the payment
 * events through the payment lifecycle (`paymentReducer`); then the method's own state
 * (`reduceExtra`), and the fields made again and checked (cross-field rules hold after any change).
 */
function createFormReducer<Options, Context, Extra = undefined, Event extends { type: string } = never>(
  definition: FormDefinition<Options, Context, Extra, Event>,
): Reducer<FormState<Options, Context, Extra>, FormEvent<Options, Context> | Event> {
  return (state, event) => {
    const own = FORM_EVENT_TYPES.has(event.type);
    let next = own ? formStep(definition, state, event as FormEvent<Options, Context>) : state;
    if (definition.reduceExtra) {
      const extra = definition.reduceExtra(next, event);
      if (extra !== next.extra) next = { ...next, extra };
    }
    if (next === state) return state;
    next = settle(definition, next);
    // A submit while code the form shows loads waits for it when nothing else stops it.
    if (
      event.type === 'submit.requested' &&
      !next.submitQueued &&
      canStartPayment(next.payment) &&
      isWaitingForCode(definition, next)
    )
      next = { ...next, submitQueued: true };
    // A waiting submit whose form turned invalid (an encryption failed, a field emptied, a part
    // that loaded checked its fields) is dropped: its errors show, as for any submit of an invalid form.
    return next.submitQueued &&
      !isFormEncrypting(next.fields) &&
      !next.valid &&
      !(definition.pending?.(next) ?? false)
      ? { ...next, submitQueued: false }
      : next;
  };
}

/** A form machine (the method machines add their effects to the same reducer). */
type FormMachine<Options, Context = undefined, Extra = undefined, Event = never> = Machine<
  FormState<Options, Context, Extra>,
  FormEvent<Options, Context> | Event,
  undefined
>;

/** A form on its own: its state and transitions, without effects (tests, custom flows). */
function createFormMachine<Options, Context, Extra = undefined, Event extends { type: string } = never>(
  definition: FormDefinition<Options, Context, Extra, Event>,
  options: Options,
  context: Context,
  machineOptions: MachineOptions<
    FormState<Options, Context, Extra>,
    FormEvent<Options, Context> | Event
  > = {},
): FormMachine<Options, Context, Extra, Event> {
  return createMachine(
    {
      initialState: createInitialFormState(definition, options, context),
      reducer: createFormReducer(definition),
    },
    undefined,
    machineOptions,
  );
}

export { createFormMachine, createFormReducer, createInitialFormState, isFormEncrypting };
export type {
  FieldValue,
  FieldVisibility,
  FormDefinition,
  FormEvent,
  FormField,
  FormFieldState,
  FormFields,
  FormMachine,
  FormState,
  SecuredFieldReport as FormSecuredFieldReport,
};
