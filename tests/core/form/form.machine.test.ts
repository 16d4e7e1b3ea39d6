// The form machine: plain event lists in, state out.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  createFormMachine,
  createFormReducer,
  createInitialFormState,
  firstInvalidField,
  formValues,
  isFieldErrorShown,
  nextFormField,
  shownFormErrors,
  type FieldVisibility,
  type FormDefinition,
  type FormEvent,
  type FormState,
} from 'headless-checkout/core';

/** A small form: a required name, an IBAN-like code in groups of four, a consent box, and an extra field. */
interface Options {
  /** How the extra field shows. */
  extra: FieldVisibility;
  /** Codes that cannot be chosen. */
  blocked?: string[];
}

const definition: FormDefinition<Options, { minimum: number }> = {
  fields: (options, context) => ({
    name: { schema: v.pipe(v.string(), v.nonEmpty('firstName.invalid')), initialValue: '' },
    code: {
      schema: v.pipe(v.string(), v.minLength(context.minimum, 'sepaDirectDebit.ibanField.invalid')),
      initialValue: '',
      format: (value) =>
        value
          .replace(/\s+/g, '')
          .toUpperCase()
          .replace(/(.{4})(?=.)/g, '$1 '),
      accepts: (value) => !(options.blocked ?? []).includes(String(value)),
    },
    consent: {
      schema: v.literal(true, 'consent.checkbox.invalid'),
      initialValue: false,
    },
    extra: {
      schema: v.pipe(v.string(), v.nonEmpty('error.va.gen.02')),
      initialValue: 'merchant value',
      visibility: options.extra,
    },
  }),
};

type Event = FormEvent<Options, { minimum: number }>;
type State = FormState<Options, { minimum: number }>;

const reducer = createFormReducer(definition);
const start = (options: Options = { extra: 'editable' }) =>
  createInitialFormState(definition, options, { minimum: 6 });
const run = (events: Event[], from: State = start()) => events.reduce(reducer, from);
const change = (field: string, value: string | boolean, source?: string): Event => ({
  type: 'field.changed',
  field,
  value,
  ...(source ? { source } : {}),
});

describe('form machine: values and validation', () => {
  it('starts with the initial values, checked at once but no error shown', () => {
    const state = start();
    expect(state.fields.name).toMatchObject({ value: '', errorKey: 'firstName.invalid', touched: false });
    expect(state.fields.extra).toMatchObject({ value: 'merchant value', errorKey: null });
    expect(state.valid).toBe(false);
    expect(isFieldErrorShown(state, 'name')).toBe(false);
    expect(shownFormErrors(state)).toEqual([]);
    expect(state.payment.status).toBe('ready');
  });

  it('validates on every change, formats, and shows an error only after blur', () => {
    let state = run([change('code', 'nl 91')]);
    expect(state.fields.code).toMatchObject({ value: 'NL91', errorKey: 'sepaDirectDebit.ibanField.invalid' });
    expect(isFieldErrorShown(state, 'code')).toBe(false);
    state = run([{ type: 'field.focused', field: 'code' }], state);
    expect(state.fields.code!.focused).toBe(true);
    state = run([{ type: 'field.blurred', field: 'code' }], state);
    expect(state.fields.code).toMatchObject({ focused: false, touched: true });
    expect(isFieldErrorShown(state, 'code')).toBe(true);
    state = run([change('code', 'NL91ABNA0417')], state);
    expect(state.fields.code).toMatchObject({ value: 'NL91 ABNA 0417', errorKey: null });
    expect(isFieldErrorShown(state, 'code')).toBe(false);
  });

  it('shows every error after a submit, in focus order', () => {
    const state = run([change('name', 'Ada'), { type: 'submit.requested' }]);
    expect(state.submitted).toBe(true);
    expect(shownFormErrors(state)).toEqual([
      { field: 'code', errorKey: 'sepaDirectDebit.ibanField.invalid' },
      { field: 'consent', errorKey: 'consent.checkbox.invalid' },
    ]);
    expect(firstInvalidField(state)).toBe('code');
  });

  it('is valid when every field it shows is valid (checkbox values too)', () => {
    const state = run([change('name', 'Ada'), change('code', 'NL91ABNA'), change('consent', true)]);
    expect(state.valid).toBe(true);
    expect(formValues(state)).toEqual({
      name: 'Ada',
      code: 'NL91 ABNA',
      consent: true,
      extra: 'merchant value',
    });
  });

  it('keeps the control a value came from', () => {
    const state = run([change('name', 'Ada', 'autofill'), change('name', 'Ada B.')]);
    expect(state.fields.name).toMatchObject({ value: 'Ada B.', source: 'autofill' });
    expect(run([change('name', 'Ada', 'typed')], state).fields.name!.source).toBe('typed');
  });

  it('ignores a value the field refuses, an unknown field and a change that changes nothing', () => {
    const from = start({ extra: 'editable', blocked: ['XXXX'] });
    expect(run([change('code', 'XXXX')], from)).toBe(from);
    expect(run([change('nope', 'x')], from)).toBe(from);
    expect(run([{ type: 'field.blurred', field: 'nope' }], from)).toBe(from);
    const named = run([change('name', 'Ada')], from);
    expect(run([change('name', 'Ada')], named)).toBe(named);
  });
});

describe('form machine: visibility and focus order', () => {
  it('an editable field is in the focus order and checked', () => {
    const state = run([change('extra', '')]);
    expect(state.order).toEqual(['name', 'code', 'consent', 'extra']);
    expect(state.fields.extra!.errorKey).toBe('error.va.gen.02');
    expect(nextFormField(state, 'code')).toBe('consent');
    expect(nextFormField(state, 'extra')).toBeNull();
  });

  it('a read-only field shows the merchant value, is checked, takes no change and is not in the focus order', () => {
    const from = start({ extra: 'readOnly' });
    expect(from.order).toEqual(['name', 'code', 'consent']);
    expect(run([change('extra', 'typed')], from)).toBe(from);
    expect(formValues(from).extra).toBe('merchant value');
  });

  it('a hidden field is neither checked, nor shown, nor sent', () => {
    const from = run(
      [change('name', 'Ada'), change('code', 'NL91ABNA'), change('consent', true)],
      start({ extra: 'hidden' }),
    );
    expect(from.valid).toBe(true);
    expect(from.fields.extra!.errorKey).toBeNull();
    expect(formValues(from)).not.toHaveProperty('extra');
  });
});

describe('form machine: options and reset', () => {
  it('makes the fields again for new options and context, keeping the values of those that stay', () => {
    const from = run([
      change('name', 'Ada'),
      change('code', 'NL91AB'),
      { type: 'field.blurred', field: 'code' },
    ]);
    expect(from.fields.code!.errorKey).toBeNull();
    const state = run(
      [{ type: 'options.updated', options: { extra: 'hidden' }, context: { minimum: 10 } }],
      from,
    );
    expect(state.fields.name!.value).toBe('Ada');
    // The kept value is checked by the new rule, and its error shows (it was left before).
    expect(state.fields.code).toMatchObject({
      value: 'NL91 AB',
      errorKey: 'sepaDirectDebit.ibanField.invalid',
    });
    expect(isFieldErrorShown(state, 'code')).toBe(true);
    expect(state.fields.extra!.visibility).toBe('hidden');
    expect(run([{ type: 'options.updated' }], state)).toBe(state);
  });

  it('goes back to the initial values on reset, counting the reset (the page empties the frames)', () => {
    const state = run([change('name', 'Ada'), { type: 'submit.requested' }, { type: 'form.reset' }]);
    expect(state).toEqual({ ...start(), cleared: 1 });
    expect(run([{ type: 'form.reset' }], state).cleared).toBe(2);
  });

  it('clears the fields for a next entry, keeping the payment, the options and the context', () => {
    const typed = run([change('name', 'Ada'), { type: 'submit.requested' }]);
    const state = run([{ type: 'form.cleared' }], typed);
    expect(state.fields).toEqual(start().fields);
    expect(state).toMatchObject({ submitted: false, submitQueued: false, cleared: 1 });
    expect(state.payment).toBe(typed.payment);
    expect(state.options).toBe(typed.options);
    expect(state.context).toBe(typed.context);
  });
});

describe('form machine: the payment attempt', () => {
  const filled = () => run([change('name', 'Ada'), change('code', 'NL91ABNA'), change('consent', true)]);

  it('takes no change while a payment runs, and no second submit', () => {
    const running = run([{ type: 'submit.requested' }, { type: 'payment.started' }], filled());
    expect(running.payment.status).toBe('submitting');
    expect(run([change('name', 'Bob')], running)).toBe(running);
    expect(run([{ type: 'submit.requested' }], running)).toBe(running);
  });

  it('keeps the values after a refusal (back to ready with the message)', () => {
    const refused = run(
      [{ type: 'payment.started' }, { type: 'payment.answered', response: { resultCode: 'Refused' } }],
      filled(),
    );
    expect(refused.payment).toMatchObject({
      status: 'ready',
      messageKey: 'error.subtitle.refused',
      ended: 1,
    });
    expect(refused.fields.name!.value).toBe('Ada');
    expect(run([change('name', 'Bob')], refused).fields.name!.value).toBe('Bob');
  });

  it('is final after success: changes and submits change nothing; a reset starts a new payment', () => {
    const paid = run(
      [{ type: 'payment.started' }, { type: 'payment.answered', response: { resultCode: 'Authorised' } }],
      filled(),
    );
    expect(paid.payment.status).toBe('success');
    expect(
      run([change('name', 'Bob'), { type: 'submit.requested' }, { type: 'payment.started' }], paid),
    ).toBe(paid);
    expect(run([{ type: 'form.reset' }], paid).payment.status).toBe('ready');
  });
});

describe('form machine: createFormMachine and stateReducer', () => {
  it('runs the reducer, and a stateReducer reshapes a transition', () => {
    const machine = createFormMachine(
      definition,
      { extra: 'editable' },
      { minimum: 6 },
      {
        // Upper-cases every name the shopper types.
        stateReducer: (_state, { event, changes }) =>
          event.type === 'field.changed' && event.field === 'name'
            ? {
                ...changes,
                fields: {
                  ...changes.fields,
                  name: { ...changes.fields.name!, value: String(event.value).toUpperCase() },
                },
              }
            : changes,
      },
    );
    machine.send(change('name', 'ada'));
    expect(machine.getSnapshot().fields.name!.value).toBe('ADA');
    machine.send(change('code', 'nl91abna'));
    expect(machine.getSnapshot().fields.code!.value).toBe('NL91 ABNA');
  });
});
