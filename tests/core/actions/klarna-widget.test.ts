import { describe, expect, it } from 'vitest';
import {
  INITIAL_KLARNA_WIDGET,
  CheckoutError,
  actionViewOf,
  createKlarnaWidgetMachine,
  isKlarnaWidgetAction,
  klarnaPaymentsOf,
  klarnaSdkDataOf,
  klarnaWidgetReducer,
  type KlarnaWidgetEvent,
  type KlarnaWidgetState,
} from '../../../headless/core';

const run = (events: KlarnaWidgetEvent[], from: KlarnaWidgetState = INITIAL_KLARNA_WIDGET) =>
  events.reduce(klarnaWidgetReducer, from);

const LOADED: KlarnaWidgetEvent = { type: 'widget.loaded', result: { show_form: true } };
const AUTHORIZE: KlarnaWidgetEvent = { type: 'authorize.requested' };

describe("Klarna's widget (spec section 4)", () => {
  it('starts initializing, and is ready once Klarna shows the widget', () => {
    expect(INITIAL_KLARNA_WIDGET.status).toBe('initializing');
    expect(run([LOADED])).toMatchObject({ status: 'ready', error: null, details: null });
  });

  it('authorize moves to loading; approved gives success with the token as details', () => {
    expect(run([LOADED, AUTHORIZE])).toMatchObject({ status: 'loading', attempts: 1 });
    const approved = run([
      LOADED,
      AUTHORIZE,
      { type: 'authorize.answered', result: { approved: true, show_form: true, authorization_token: 'tok' } },
    ]);
    expect(approved).toMatchObject({
      status: 'success',
      details: { authorization_token: 'tok' },
      error: null,
    });
  });

  it('not approved gives error with empty details (sent so the service answers the refusal)', () => {
    const declined = run([
      LOADED,
      AUTHORIZE,
      { type: 'authorize.answered', result: { approved: false, show_form: false } },
    ]);
    expect(declined.status).toBe('error');
    expect(declined.details).toEqual({});
    expect(declined.error).toBeInstanceOf(CheckoutError);
    expect(declined.error?.message).toBe('Payment refused');
  });

  it('show_form without approval returns to ready with the error and its message, nothing to submit', () => {
    const closed = run([
      LOADED,
      AUTHORIZE,
      { type: 'authorize.answered', result: { approved: false, show_form: true } },
    ]);
    expect(closed).toMatchObject({ status: 'ready', details: null, messageKey: 'klarna.notCompleted' });
    expect(closed.error?.type).toBe('ERROR');
    // The shopper may confirm again; the error clears while Klarna is asked.
    expect(run([AUTHORIZE], closed)).toMatchObject({
      status: 'loading',
      error: null,
      messageKey: null,
      attempts: 2,
    });
  });

  it('approved without a token is not a success (treated as not approved)', () => {
    const state = run([
      LOADED,
      AUTHORIZE,
      { type: 'authorize.answered', result: { approved: true, show_form: false } },
    ]);
    expect(state).toMatchObject({ status: 'error', details: {} });
  });

  it('ignores authorize before the widget is ready, a second authorize, and late answers', () => {
    expect(run([AUTHORIZE])).toBe(INITIAL_KLARNA_WIDGET);
    const loading = run([LOADED, AUTHORIZE]);
    expect(run([AUTHORIZE], loading)).toBe(loading);
    const ready = run([LOADED]);
    expect(
      run(
        [
          {
            type: 'authorize.answered',
            result: { approved: true, show_form: true, authorization_token: 't' },
          },
        ],
        ready,
      ),
    ).toBe(ready);
    const success = run(
      [{ type: 'authorize.answered', result: { approved: true, show_form: true, authorization_token: 't' } }],
      loading,
    );
    expect(run([{ type: 'widget.failed', error: new CheckoutError('NETWORK_ERROR') }], success)).toBe(
      success,
    );
  });

  it('a widget that does not load is an error without details', () => {
    expect(run([{ type: 'widget.loaded', result: { show_form: false } }])).toMatchObject({
      status: 'error',
      details: null,
    });
    const failed = run([
      { type: 'widget.failed', error: new CheckoutError('NETWORK_ERROR', 'Script x could not be loaded') },
    ]);
    expect(failed).toMatchObject({ status: 'error', details: null });
    expect(failed.error?.type).toBe('NETWORK_ERROR');
  });

  it('runs as a machine with a stateReducer', () => {
    const machine = createKlarnaWidgetMachine({
      stateReducer: (_state, { event, changes }) =>
        event.type === 'authorize.requested' ? { ...changes, attempts: 99 } : changes,
    });
    machine.send(LOADED);
    machine.send(AUTHORIZE);
    expect(machine.getSnapshot()).toMatchObject({ status: 'loading', attempts: 99 });
  });
});

describe("Klarna's action and API", () => {
  const action = {
    type: 'sdk' as const,
    paymentMethodType: 'klarna',
    paymentData: 'P',
    sdkData: { client_token: 'ct', payment_method_category: 'pay_later' },
  };

  it('the klarna types get the klarna view; other sdk actions stay unsupported', () => {
    for (const type of ['klarna', 'klarna_account', 'klarna_paynow'])
      expect(actionViewOf({ ...action, paymentMethodType: type }).kind).toBe('klarna');
    expect(isKlarnaWidgetAction({ ...action, paymentMethodType: 'paypal' })).toBe(false);
    expect(actionViewOf({ ...action, paymentMethodType: 'paypal' }).kind).toBe('sdk');
  });

  it('reads the token and category; a missing one is Invalid Action', () => {
    expect(klarnaSdkDataOf(action)).toEqual({ client_token: 'ct', payment_method_category: 'pay_later' });
    for (const sdkData of [
      undefined,
      {},
      { client_token: 'ct' },
      { client_token: '', payment_method_category: 'x' },
    ]) {
      const result = klarnaSdkDataOf({ ...action, sdkData });
      expect(result).toBeInstanceOf(CheckoutError);
      expect((result as CheckoutError).message).toBe('Invalid Action');
    }
  });

  it('finds Klarna.Payments on a global only with init, load and authorize', () => {
    const payments = { init: () => {}, load: () => {}, authorize: () => {} };
    expect(klarnaPaymentsOf({ Klarna: { Payments: payments } })).toBe(payments);
    expect(klarnaPaymentsOf({ Klarna: { Payments: { init: () => {} } } })).toBeNull();
    expect(klarnaPaymentsOf({})).toBeNull();
    expect(klarnaPaymentsOf(undefined)).toBeNull();
  });
});
