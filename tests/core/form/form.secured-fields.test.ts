// Secured fields on the form machine: fields typed in the payment service's frames (ACH's account
// and routing numbers, a gift card's number and PIN…). The page gets their validity and encrypted
// values, never the value; a submit waits for an encryption still on its way, bounded by
// SUBMIT_WAIT_MS. The method machine is driven with a small definition of that shape.
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import {
  SUBMIT_WAIT_MS,
  createFormReducer,
  createInitialFormState,
  createPaymentMethodMachine,
  encryptedFormValues,
  formValues,
  isFormEncrypting,
  shownFormErrors,
  type FormDefinition,
  type FormEvent,
  type FormState,
  type FormSecuredFieldReport,
  type PaymentData,
  type PaymentMethodDefinition,
  type PaymentResponse,
  type Timers,
} from 'headless-checkout/core';

interface Options {
  /** The payment-service type. */
  type: string;
  /** Whether the holder name shows. */
  hasHolderName?: boolean;
}

const fields: FormDefinition<Options, unknown>['fields'] = (options) => ({
  accountNumber: {
    schema: v.pipe(v.string(), v.nonEmpty('ach.accountNumberField.invalid')),
    initialValue: '',
    secured: true,
  },
  routingNumber: {
    schema: v.pipe(v.string(), v.nonEmpty('ach.accountLocationField.invalid')),
    initialValue: '',
    secured: true,
    visibility: options.hasHolderName === false ? 'hidden' : 'editable',
  },
  ownerName: {
    schema: v.pipe(v.string(), v.nonEmpty('ach.accountHolderNameField.invalid')),
    initialValue: '',
  },
});

type Event = FormEvent<Options, unknown>;
type SecuredEvent = Extract<Event, { type: 'securedField.changed' }>;
const reducer = createFormReducer<Options, unknown>({ fields });
const start = (options: Options = { type: 'test_secured' }) =>
  createInitialFormState<Options, unknown, undefined, never>({ fields }, options, undefined);
const report = (field: string, changes: FormSecuredFieldReport): SecuredEvent => ({
  type: 'securedField.changed',
  field,
  report: changes,
});
const encrypted = (field: string, name: string, value: string): SecuredEvent =>
  report(field, { valid: true, empty: false, encrypted: { [name]: value } });
const encrypting = (field: string): SecuredEvent =>
  report(field, { valid: true, empty: false, encrypting: true });
const run = (events: Event[], from: FormState<Options, unknown> = start()) => events.reduce(reducer, from);

describe('form machine: secured fields', () => {
  it("starts empty: the schema's key for an empty field, shown after a submit", () => {
    const state = run([{ type: 'submit.requested' }]);
    expect(state.valid).toBe(false);
    expect(shownFormErrors(state)).toEqual([
      { field: 'accountNumber', errorKey: 'ach.accountNumberField.invalid' },
      { field: 'routingNumber', errorKey: 'ach.accountLocationField.invalid' },
      { field: 'ownerName', errorKey: 'ach.accountHolderNameField.invalid' },
    ]);
  });

  it("takes the frame's verdict and its encrypted values, never a value typed in the page", () => {
    const invalid = run([
      report('accountNumber', { valid: false, empty: false, errorKey: 'error.va.gen.02' }),
    ]);
    expect(invalid.fields.accountNumber).toMatchObject({ value: '', errorKey: 'error.va.gen.02' });
    const valid = run([encrypted('accountNumber', 'encryptedBankAccountNumber', 'jwe-a')], invalid);
    expect(valid.fields.accountNumber).toMatchObject({
      value: '',
      errorKey: null,
      encrypted: { encryptedBankAccountNumber: 'jwe-a' },
    });
    // A value sent as if typed in the page is not taken.
    expect(run([{ type: 'field.changed', field: 'accountNumber', value: '123456789' }], valid)).toBe(valid);
    // Invalid again: the encrypted value goes.
    const emptied = run([report('accountNumber', { valid: false, empty: true })], valid);
    expect(emptied.fields.accountNumber!.encrypted).toBeUndefined();
    expect(emptied.fields.accountNumber!.errorKey).toBe('ach.accountNumberField.invalid');
  });

  it('sends the encrypted values of the fields it shows, by payload name', () => {
    const filled = run([
      encrypted('accountNumber', 'encryptedBankAccountNumber', 'jwe-a'),
      encrypted('routingNumber', 'encryptedBankLocationId', 'jwe-r'),
      { type: 'field.changed', field: 'ownerName', value: 'J. Smith' },
    ]);
    expect(filled.valid).toBe(true);
    expect(encryptedFormValues(filled)).toEqual({
      encryptedBankAccountNumber: 'jwe-a',
      encryptedBankLocationId: 'jwe-r',
    });
    expect(formValues(filled)).toMatchObject({ ownerName: 'J. Smith' });
    // Hidden by new options: neither checked nor sent; shown again, it counts as empty.
    const hidden = run(
      [{ type: 'options.updated', options: { type: 'test_secured', hasHolderName: false } }],
      filled,
    );
    expect(encryptedFormValues(hidden)).toEqual({ encryptedBankAccountNumber: 'jwe-a' });
    const shown = run([{ type: 'options.updated', options: { type: 'test_secured' } }], hidden);
    expect(shown.fields.routingNumber!.errorKey).toBe('ach.accountLocationField.invalid');
    // New options that keep a secured field keep the frame's verdict.
    expect(shown.fields.accountNumber).toMatchObject({
      errorKey: null,
      encrypted: { encryptedBankAccountNumber: 'jwe-a' },
    });
  });

  it('queues a submit of a valid form while a frame encrypts, and drops it when the form turns invalid', () => {
    const waiting = run([
      encrypted('accountNumber', 'encryptedBankAccountNumber', 'jwe-a'),
      encrypted('routingNumber', 'encryptedBankLocationId', 'jwe-r'),
      { type: 'field.changed', field: 'ownerName', value: 'J. Smith' },
      encrypting('accountNumber'),
      { type: 'submit.requested' },
    ]);
    expect(isFormEncrypting(waiting.fields)).toBe(true);
    expect(waiting).toMatchObject({ submitted: true, submitQueued: true, valid: true });
    const failed = run(
      [report('accountNumber', { valid: false, empty: false, errorKey: 'error.va.gen.02' })],
      waiting,
    );
    expect(failed.submitQueued).toBe(false);
    expect(shownFormErrors(failed)).toEqual([{ field: 'accountNumber', errorKey: 'error.va.gen.02' }]);
    // An invalid form does not wait: its errors show.
    expect(run([encrypting('accountNumber'), { type: 'submit.requested' }]).submitQueued).toBe(false);
  });
});

/** A definition of that shape, for the method machine. */
const definition: PaymentMethodDefinition<Options> = {
  types: ['test_secured'],
  fields,
  payload: (state, encryptedValues) => ({
    paymentMethod: {
      type: 'test_secured',
      ...encryptedValues,
      ownerName: String(formValues(state).ownerName),
    },
  }),
  label: () => 'Test account',
};

/** Timers a test fires by hand. */
function manualTimers() {
  const pending = new Map<number, () => void>();
  let next = 0;
  const timers: Timers = {
    setTimeout: (run, ms) => {
      expect(ms).toBe(SUBMIT_WAIT_MS);
      pending.set((next += 1), run);
      return next;
    },
    clearTimeout: (id) => void pending.delete(id as number),
  };
  return { timers, pending, fire: () => [...pending.values()].forEach((run) => run()) };
}

function setup() {
  const submitted: PaymentData[] = [];
  let answer: (response: PaymentResponse) => void = () => undefined;
  const reportError = vi.fn();
  const clock = manualTimers();
  const machine = createPaymentMethodMachine(
    definition,
    { type: 'test_secured' },
    {
      submit: (data) => {
        submitted.push(data);
        return new Promise((resolve) => (answer = resolve));
      },
      reportError,
      timers: clock.timers,
    },
  );
  const fill = () => {
    machine.send(encrypted('accountNumber', 'encryptedBankAccountNumber', 'jwe-a'));
    machine.send(encrypted('routingNumber', 'encryptedBankLocationId', 'jwe-r'));
    machine.send({ type: 'field.changed', field: 'ownerName', value: 'J. Smith' });
  };
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    machine,
    submitted,
    answer: (response: PaymentResponse) => answer(response),
    reportError,
    clock,
    fill,
    flush,
  };
}

describe('method machine: a submit while a secured field encrypts', () => {
  it('pays at once with the encrypted values when nothing is on its way', async () => {
    const { machine, submitted, fill, answer, flush } = setup();
    fill();
    machine.send({ type: 'submit.requested' });
    expect(submitted).toEqual([
      {
        paymentMethod: {
          type: 'test_secured',
          encryptedBankAccountNumber: 'jwe-a',
          encryptedBankLocationId: 'jwe-r',
          ownerName: 'J. Smith',
        },
      },
    ]);
    answer({ resultCode: 'Authorised' });
    await flush();
    expect(machine.getSnapshot().payment.status).toBe('success');
  });

  it('waits for the last encrypted value, then pays once (two presses are one request)', () => {
    const { machine, submitted, fill, clock } = setup();
    fill();
    machine.send(encrypting('routingNumber'));
    machine.send({ type: 'submit.requested' });
    machine.send({ type: 'submit.requested' });
    expect(submitted).toHaveLength(0);
    expect(machine.getSnapshot()).toMatchObject({ submitQueued: true, payment: { status: 'ready' } });
    expect(clock.pending.size).toBe(1);
    machine.send(encrypted('routingNumber', 'encryptedBankLocationId', 'jwe-r2'));
    expect(submitted).toHaveLength(1);
    expect(submitted[0]!.paymentMethod).toMatchObject({ encryptedBankLocationId: 'jwe-r2' });
    expect(machine.getSnapshot()).toMatchObject({ submitQueued: false, payment: { status: 'submitting' } });
    expect(clock.pending.size).toBe(0);
  });

  it('fails with a NETWORK_ERROR after SUBMIT_WAIT_MS, shown and reported once, and may pay again', () => {
    const { machine, submitted, fill, clock, reportError } = setup();
    fill();
    machine.send(encrypting('routingNumber'));
    machine.send({ type: 'submit.requested' });
    clock.fire();
    expect(submitted).toHaveLength(0);
    expect(machine.getSnapshot()).toMatchObject({
      submitQueued: false,
      payment: {
        status: 'error',
        messageKey: 'error.subtitle.payment',
        error: { type: 'NETWORK_ERROR', message: 'Secured fields: the card data took too long to encrypt' },
        ended: 1,
      },
    });
    expect(reportError).toHaveBeenCalledTimes(1);
    // The late value pays nothing by itself; the next press does.
    machine.send(encrypted('routingNumber', 'encryptedBankLocationId', 'jwe-r2'));
    expect(submitted).toHaveLength(0);
    machine.send({ type: 'submit.requested' });
    expect(submitted).toHaveLength(1);
  });

  it('drops the wait when the encryption fails: no request, the field error shown', () => {
    const { machine, submitted, fill, clock } = setup();
    fill();
    machine.send(encrypting('accountNumber'));
    machine.send({ type: 'submit.requested' });
    machine.send(report('accountNumber', { valid: false, empty: false, errorKey: 'error.va.gen.02' }));
    expect(submitted).toHaveLength(0);
    expect(clock.pending.size).toBe(0);
    expect(shownFormErrors(machine.getSnapshot())).toEqual([
      { field: 'accountNumber', errorKey: 'error.va.gen.02' },
    ]);
  });
});
