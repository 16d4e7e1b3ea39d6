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
  /** Turns what the shopper typed into the value kept (text fields), e.g. groups of four for an IBAN. */
  format?: (value: string) => string;
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
}

/** A form's fields by name, in focus order. */
type FormFields = Readonly<Record<string, FormField>>;

/** A field's state. */
interface FormFieldState {
  /** The value. */
  value: FieldValue;
  /** The message key of what is wrong with the value, computed on every change; null when valid. */
  errorKey: MessageKey | null;
  /** Whether the shopper has left the field at least once (its error shows from then on). */
  touched: boolean;
  /** Whether the field has focus. */
  focused: boolean;
  /** Whether the shopper sees and may change it. */
  visibility: FieldVisibility;
  /** Which control set the value last (e.g. 'highlighted' or 'list' for an issuer); null before any change. */
  source: string | null;
  /** A secured field's encrypted values by payload name (`encryptedCardNumber`…), once valid; else absent. */
  encrypted?: Readonly<Record<string, string>>;
  /** A secured field is valid and its encrypted values are on their way from the frame (a submit waits). */
  encrypting?: boolean;
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
interface FormState<Options, Context = undefined> {
  /** The options the fields were made from. */
  options: Options;
  /** What the fields depend on besides the options (the method's entry, the amount…). */
  context: Context;
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
  /** Whether every field the shopper sees is valid. */
  valid: boolean;
  /** The payment attempt: success is final; a refusal returns to ready with the values kept. */
  payment: PaymentState;
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
  /** The options or the context changed: the fields are made again, the values of those that stay are kept. */
  | { type: 'options.updated'; options?: Options; context?: Context }
  /** The payment attempt's events (payment.started, payment.answered, payment.failed, payment.reset). */
  | PaymentEvent;

/** How a form is made: its fields from the options and the context. */
interface FormDefinition<Options, Context = undefined> {
  /** The fields for these options and this context; pure. */
  fields: (options: Options, context: Context) => FormFields;
}

/** The first issue's message key for a value, or null when the schema accepts it. */
function errorKeyOf(field: FormField, value: FieldValue): MessageKey | null {
  const result = v.safeParse(field.schema, value);
  return result.success ? null : ((result.issues[0]?.message ?? 'error.va.gen.02') as MessageKey);
}

/** A field's state for a value: checked unless hidden. */
function fieldState(
  field: FormField,
  value: FieldValue,
  rest: Pick<FormFieldState, 'touched' | 'focused' | 'source'>,
): FormFieldState {
  const visibility = field.visibility ?? 'editable';
  const errorKey = visibility === 'hidden' ? null : errorKeyOf(field, value);
  return { value, errorKey, touched: rest.touched, focused: rest.focused, visibility, source: rest.source };
}

/** A secured field's state after its frame's report: the frame's verdict, the encrypted values once valid. */
function securedFieldState(
  field: FormField,
  current: FormFieldState,
  report: SecuredFieldReport,
): FormFieldState {
  const { encrypted: _encrypted, encrypting: _encrypting, ...rest } = current;
  if (!report.valid) {
    const errorKey = report.empty ? errorKeyOf(field, '') : (report.errorKey ?? 'error.va.gen.02');
    return { ...rest, errorKey: rest.visibility === 'hidden' ? null : errorKey };
  }
  return {
    ...rest,
    errorKey: null,
    ...(report.encrypted ? { encrypted: report.encrypted } : {}),
    ...(report.encrypting === true ? { encrypting: true } : {}),
  };
}

/** A secured field the new options keep: the frame's last verdict stays (its value is in the frame). */
function keptSecuredField(field: FormField, kept: FormFieldState): FormFieldState {
  const visibility = field.visibility ?? 'editable';
  if (visibility === 'hidden') return { ...kept, visibility, errorKey: null };
  // Shown again after being hidden: the frame's verdict is not known, the field counts as empty.
  const errorKey = kept.visibility === 'hidden' ? errorKeyOf(field, '') : kept.errorKey;
  return { ...kept, visibility, errorKey };
}

/** Whether a secured field's encrypted values are still on their way. */
function isFormEncrypting(fields: Readonly<Record<string, FormFieldState>>): boolean {
  return Object.values(fields).some((field) => field.encrypting === true);
}

/** The order and validity of a set of field states. */
function summary(
  fields: Readonly<Record<string, FormFieldState>>,
): Pick<FormState<unknown>, 'order' | 'valid'> {
  const names = Object.keys(fields);
  return {
    order: names.filter((name) => fields[name]!.visibility === 'editable'),
    valid: names.every((name) => fields[name]!.errorKey === null),
  };
}

/** Memoises a definition's fields by the identity of the options and the context. */
function fieldsReader<Options, Context>(definition: FormDefinition<Options, Context>) {
  let last: { options: Options; context: Context; fields: FormFields } | null = null;
  return (options: Options, context: Context): FormFields => {
    if (last && last.options === options && last.context === context) return last.fields;
    last = { options, context, fields: definition.fields(options, context) };
    return last.fields;
  };
}

/** The first state of a form: every field at its initial value, checked, untouched. */
function createInitialFormState<Options, Context>(
  definition: FormDefinition<Options, Context>,
  options: Options,
  context: Context,
): FormState<Options, Context> {
  const declared = definition.fields(options, context);
  const fields: Record<string, FormFieldState> = {};
  for (const [name, field] of Object.entries(declared)) {
    fields[name] = fieldState(field, field.initialValue, { touched: false, focused: false, source: null });
  }
  return {
    options,
    context,
    fields,
    ...summary(fields),
    submitted: false,
    submitQueued: false,
    payment: READY_PAYMENT,
  };
}

/** The state with one field replaced (the order and validity recomputed). */
function withField<Options, Context>(
  state: FormState<Options, Context>,
  name: string,
  field: FormFieldState,
): FormState<Options, Context> {
  const fields = { ...state.fields, [name]: field };
  return { ...state, fields, ...summary(fields) };
}

/**
 * The pure transition of a form (`createFormReducer(definition)`): validation on every change,
 * errors shown after blur or submit, no change while a payment runs or after success, the payment
 * events through the payment lifecycle (`paymentReducer`).
 */
function createFormReducer<Options, Context>(
  definition: FormDefinition<Options, Context>,
): Reducer<FormState<Options, Context>, FormEvent<Options, Context>> {
  const fieldsOf = fieldsReader(definition);
  return (state, event) => {
    switch (event.type) {
      case 'field.changed': {
        const declared = fieldsOf(state.options, state.context)[event.field];
        const current = state.fields[event.field];
        if (!declared || !current || current.visibility !== 'editable' || declared.secured) return state;
        if (!canStartPayment(state.payment) || (declared.accepts && !declared.accepts(event.value)))
          return state;
        const value =
          typeof event.value === 'string' && declared.format ? declared.format(event.value) : event.value;
        const source = event.source ?? current.source;
        if (value === current.value && source === current.source) return state;
        return withField(state, event.field, fieldState(declared, value, { ...current, source }));
      }
      case 'field.focused':
      case 'field.blurred': {
        const current = state.fields[event.field];
        if (!current) return state;
        const focused = event.type === 'field.focused';
        const touched = current.touched || !focused;
        if (current.focused === focused && current.touched === touched) return state;
        return { ...state, fields: { ...state.fields, [event.field]: { ...current, focused, touched } } };
      }
      case 'securedField.changed': {
        const declared = fieldsOf(state.options, state.context)[event.field];
        const current = state.fields[event.field];
        if (!declared?.secured || !current || !canStartPayment(state.payment)) return state;
        const next = withField(state, event.field, securedFieldState(declared, current, event.report));
        // A waiting submit whose form turned invalid (an encryption failed, a field emptied) is
        // dropped: its errors show, as for any submit of an invalid form.
        return next.submitQueued && !isFormEncrypting(next.fields) && !next.valid
          ? { ...next, submitQueued: false }
          : next;
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
        return createInitialFormState(definition, state.options, state.context);
      case 'options.updated': {
        const options = event.options ?? state.options;
        const context = event.context ?? state.context;
        if (options === state.options && context === state.context) return state;
        const declared = fieldsOf(options, context);
        const fields: Record<string, FormFieldState> = {};
        for (const [name, field] of Object.entries(declared)) {
          const kept = state.fields[name];
          fields[name] = !kept
            ? fieldState(field, field.initialValue, { touched: false, focused: false, source: null })
            : field.secured
              ? keptSecuredField(field, kept)
              : fieldState(field, kept.value, kept);
        }
        return { ...state, options, context, fields, ...summary(fields) };
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
  };
}

/** A form machine (the method machines add their effects to the same reducer). */
type FormMachine<Options, Context = undefined> = Machine<
  FormState<Options, Context>,
  FormEvent<Options, Context>,
  undefined
>;

/** A form on its own: its state and transitions, without effects (tests, custom flows). */
function createFormMachine<Options, Context>(
  definition: FormDefinition<Options, Context>,
  options: Options,
  context: Context,
  machineOptions: MachineOptions<FormState<Options, Context>, FormEvent<Options, Context>> = {},
): FormMachine<Options, Context> {
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
