// The form machine's extension points (the card's needs, and open invoice's next): a method's own
// state and events, fields made from the fields now (cross-field rules), a verdict from outside the
// value, error values, readiness besides validity, and a payload that needs the host first.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  createFormReducer,
  createInitialFormState,
  createPaymentMethodMachine,
  formValues,
  type FormDefinition,
  type FormEvent,
  type FormState,
  type PaymentData,
  type PaymentMethodDefinition,
} from 'headless-checkout/core';

interface Options {
  type: string;
}
/** The method's own state: a brand some outside lookup decided, and whether its frames are ready. */
interface Extra {
  brand: string | null;
  framesReady: boolean;
}
type OwnEvent = { type: 'brand.found'; brand: string | null } | { type: 'frames.ready' };

const definition: FormDefinition<Options, undefined, Extra, OwnEvent> = {
  fields: (_options, _context, extra, current) => ({
    month: {
      schema: v.pipe(v.string(), v.regex(/^(0[1-9]|1[0-2])?$/, 'error.va.sf-cc-mth.01')),
      initialValue: '',
    },
    // Optional as a pair: the year is needed once the month is there.
    year: {
      schema:
        current.month && current.month.value !== ''
          ? v.pipe(v.string(), v.nonEmpty('error.va.sf-cc-yr.01'))
          : v.string(),
      initialValue: '',
    },
    number: {
      schema: v.pipe(v.string(), v.nonEmpty('error.va.sf-cc-num.02')),
      initialValue: '',
      ...(extra.brand === 'unknown' ? { error: 'error.va.sf-cc-num.03' as const } : {}),
    },
    postalCode: {
      schema: v.pipe(v.string(), v.regex(/^\d{5}$/, 'invalidFormatExpects')),
      initialValue: '',
      errorValues: { format: '99999' },
    },
    securityCode: {
      schema: v.string(),
      initialValue: '',
      visibility: extra.brand === 'maestro' ? 'hidden' : 'editable',
    },
  }),
  initialExtra: () => ({ brand: null, framesReady: false }),
  reduceExtra: (state, event) => {
    switch (event.type) {
      case 'brand.found':
        return event.brand === state.extra.brand ? state.extra : { ...state.extra, brand: event.brand };
      case 'frames.ready':
        return { ...state.extra, framesReady: true };
      default:
        return state.extra;
    }
  },
  ready: (state) => state.extra.framesReady,
};

type Event = FormEvent<Options, undefined> | OwnEvent;
const reducer = createFormReducer(definition);
const start = () => createInitialFormState(definition, { type: 'test' }, undefined);
const run = (events: Event[], from: FormState<Options, undefined, Extra> = start()) =>
  events.reduce(reducer, from);
const change = (field: string, value: string): Event => ({ type: 'field.changed', field, value });
const filled: Event[] = [change('number', '4111'), change('postalCode', '12345'), { type: 'frames.ready' }];

describe('form machine: a method of its own', () => {
  it('makes the fields once per change (the declarations the last settle made serve the event)', () => {
    let made = 0;
    const counted: typeof definition = {
      ...definition,
      fields: (...args) => {
        made += 1;
        return definition.fields(...args);
      },
    };
    const countedReducer = createFormReducer(counted);
    const state = createInitialFormState(counted, { type: 'test' }, undefined);
    made = 0;
    const typed = countedReducer(state, change('postalCode', '12345'));
    expect(typed.fields.postalCode!.value).toBe('12345');
    expect(made).toBe(1);
  });

  it("keeps the method's own state and hears its own events", () => {
    const state = run([{ type: 'brand.found', brand: 'visa' }]);
    expect(state.extra).toEqual({ brand: 'visa', framesReady: false });
    expect(run([{ type: 'form.reset' }], state).extra).toEqual({ brand: null, framesReady: false });
  });

  it('is valid only when the method is ready as well', () => {
    const state = run(filled.slice(0, 2));
    expect(Object.values(state.fields).every((field) => field.errorKey === null)).toBe(true);
    expect(state.valid).toBe(false);
    expect(run([{ type: 'frames.ready' }], state).valid).toBe(true);
  });

  it('makes fields from the fields now: the year is required once there is a month, and not before', () => {
    expect(run(filled).fields.year!.errorKey).toBeNull();
    const state = run([...filled, change('month', '03')]);
    expect(state.fields.year!.errorKey).toBe('error.va.sf-cc-yr.01');
    expect(state.valid).toBe(false);
    expect(run([change('year', '30')], state).valid).toBe(true);
    expect(run([change('month', '')], state).fields.year!.errorKey).toBeNull();
  });

  it('takes a verdict from outside the value, unless the field is empty', () => {
    const unknown = run([...filled, { type: 'brand.found', brand: 'unknown' }]);
    expect(unknown.fields.number).toMatchObject({ errorKey: 'error.va.sf-cc-num.03', empty: false });
    expect(run([change('number', '')], unknown).fields.number!.errorKey).toBe('error.va.sf-cc-num.02');
    expect(run([{ type: 'brand.found', brand: 'visa' }], unknown).fields.number!.errorKey).toBeNull();
  });

  it("gives an error's values with it, and none when valid", () => {
    const wrong = run([change('postalCode', '12')]);
    expect(wrong.fields.postalCode).toMatchObject({
      errorKey: 'invalidFormatExpects',
      errorValues: { format: '99999' },
    });
    expect(run([change('postalCode', '12345')], wrong).fields.postalCode!.errorValues).toBeUndefined();
  });

  it("hides a field by the method's state: not checked, out of the focus order", () => {
    const state = run([{ type: 'brand.found', brand: 'maestro' }]);
    expect(state.fields.securityCode!.visibility).toBe('hidden');
    expect(state.order).not.toContain('securityCode');
    expect(run([{ type: 'brand.found', brand: 'visa' }], state).order).toContain('securityCode');
  });

  it('keeps the objects of the fields a change left alone (a field subscriber does not re-render)', () => {
    const before = run(filled);
    const after = run([change('number', '41111')], before);
    expect(after.fields.postalCode).toBe(before.fields.postalCode);
    expect(after.fields.number).not.toBe(before.fields.number);
    expect(run([{ type: 'brand.found', brand: null }], before)).toBe(before);
  });
});

describe('method machine: a payload that needs the host first', () => {
  it('shows the payment as submitting at once, then sends what the promise gives, once', async () => {
    const submitted: PaymentData[] = [];
    let release: (value: string) => void = () => undefined;
    const method: PaymentMethodDefinition<Options> = {
      types: ['test'],
      fields: () => ({
        name: { schema: v.pipe(v.string(), v.nonEmpty('error.va.gen.02')), initialValue: '' },
      }),
      payload: (state) =>
        new Promise<string>((resolve) => (release = resolve)).then((encrypted) => ({
          paymentMethod: { type: 'test', name: String(formValues(state).name), encrypted },
        })),
      label: () => 'Test',
    };
    const machine = createPaymentMethodMachine(
      method,
      { type: 'test' },
      {
        submit: async (data) => {
          submitted.push(data);
          return { resultCode: 'Authorised' };
        },
      },
    );
    machine.send({ type: 'field.changed', field: 'name', value: 'J. Smith' });
    machine.send({ type: 'submit.requested' });
    machine.send({ type: 'submit.requested' });
    expect(machine.getSnapshot().payment.status).toBe('submitting');
    expect(submitted).toHaveLength(0);
    release('jwe');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(submitted).toEqual([{ paymentMethod: { type: 'test', name: 'J. Smith', encrypted: 'jwe' } }]);
    expect(machine.getSnapshot().payment.status).toBe('success');
  });

  it('fails the payment (not the page) when the payload cannot be made', async () => {
    const method: PaymentMethodDefinition<Options> = {
      types: ['test'],
      fields: () => ({}),
      payload: () => Promise.reject(new Error('no key')),
      label: () => 'Test',
    };
    const machine = createPaymentMethodMachine(
      method,
      { type: 'test' },
      {
        submit: () => Promise.reject(new Error('never called')),
      },
    );
    machine.send({ type: 'submit.requested' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(machine.getSnapshot().payment).toMatchObject({ status: 'error', error: { type: 'ERROR' } });
  });
});
