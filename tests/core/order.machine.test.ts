// The order of partial payments (spec sections 3, 4, 7): a partial answer opens it and lists its
// parts by the order status call; the payment that pays the rest completes it; orders/cancel
// cancels it; the order checkout sends every payment within the open order, for its remaining amount.
import { describe, expect, it } from 'vitest';
import {
  CheckoutError,
  createCheckout,
  createOrderCheckout,
  createOrderMachine,
  NO_ORDER,
  orderReducer,
  withOrder,
  type Amount,
  type Order,
  type OrderStatus,
  type PaymentData,
  type PaymentResponse,
} from 'headless-checkout/core';

const EUR = (value: number): Amount => ({ value, currency: 'EUR' });
const ORDER: Order = { orderData: 'order-data', pspReference: 'ORDER1', remainingAmount: EUR(2500) };
const PARTIAL: PaymentResponse = { resultCode: 'Authorised', order: ORDER };
const STATUS: OrderStatus = {
  paymentMethods: [{ type: 'givex', name: 'Givex', lastFour: '0010', amount: EUR(5000) }],
  remainingAmount: EUR(2500),
};
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('orderReducer', () => {
  it.each<[string, PaymentResponse, string]>([
    ['a partial answer opens the order', PARTIAL, 'open'],
    ['a final answer without an open order changes nothing', { resultCode: 'Authorised' }, 'none'],
    ['a refusal changes nothing', { resultCode: 'Refused' }, 'none'],
    [
      'an order with nothing remaining is not partial',
      { resultCode: 'Authorised', order: { ...ORDER, remainingAmount: EUR(0) } },
      'none',
    ],
  ])('%s', (_, response, status) => {
    expect(orderReducer(NO_ORDER, { type: 'order.answered', response }).status).toBe(status);
  });

  it('keeps the order while open, completes it with the payment of the rest', () => {
    const open = orderReducer(NO_ORDER, { type: 'order.answered', response: PARTIAL });
    expect(open).toMatchObject({ order: ORDER, remainingAmount: EUR(2500), loading: true });
    const listed = orderReducer(open, { type: 'order.statusLoaded', status: STATUS });
    expect(listed.parts).toEqual([{ type: 'givex', name: 'Givex', lastFour: '0010', amount: EUR(5000) }]);
    expect(listed.loading).toBe(false);
    const refused = orderReducer(listed, { type: 'order.answered', response: { resultCode: 'Refused' } });
    expect(refused).toBe(listed);
    const completed = orderReducer(listed, {
      type: 'order.answered',
      response: { resultCode: 'Authorised' },
    });
    expect(completed).toMatchObject({ status: 'completed', remainingAmount: EUR(0), order: ORDER });
  });

  it('cancels only an open order, once', () => {
    expect(orderReducer(NO_ORDER, { type: 'order.cancelRequested' })).toBe(NO_ORDER);
    const open = { ...orderReducer(NO_ORDER, { type: 'order.answered', response: PARTIAL }), loading: false };
    const cancelling = orderReducer(open, { type: 'order.cancelRequested' });
    expect(cancelling.loading).toBe(true);
    expect(orderReducer(cancelling, { type: 'order.cancelRequested' })).toBe(cancelling);
    expect(orderReducer(cancelling, { type: 'order.cancelled' })).toEqual({
      ...NO_ORDER,
      status: 'cancelled',
    });
    const error = new CheckoutError('NETWORK_ERROR', 'down');
    expect(orderReducer(cancelling, { type: 'order.cancelFailed', error })).toMatchObject({
      status: 'open',
      loading: false,
      error,
    });
  });
});

describe('the order machine', () => {
  it('calls the order status after each payment of the order, and orders/cancel on cancel', async () => {
    const statusCalls: string[] = [];
    const cancelled: Order[] = [];
    const machine = createOrderMachine({
      getOrderStatus: (orderData) => {
        statusCalls.push(orderData);
        return Promise.resolve(STATUS);
      },
      cancelOrder: (order) => {
        cancelled.push(order);
        return Promise.resolve({ resultCode: 'Received' });
      },
    });
    machine.send({ type: 'order.answered', response: PARTIAL });
    await flush();
    expect(statusCalls).toEqual(['order-data']);
    expect(machine.getSnapshot().parts).toHaveLength(1);
    machine.send({ type: 'order.cancelRequested' });
    await flush();
    expect(cancelled).toEqual([ORDER]);
    expect(machine.getSnapshot().status).toBe('cancelled');
  });

  it('without a cancel call, a cancel fails with an implementation error and the order stays', async () => {
    const errors: CheckoutError[] = [];
    const machine = createOrderMachine({
      getOrderStatus: () => Promise.resolve(STATUS),
      reportError: (error) => errors.push(error),
    });
    machine.send({ type: 'order.answered', response: PARTIAL });
    await flush();
    machine.send({ type: 'order.cancelRequested' });
    await flush();
    expect(machine.getSnapshot().status).toBe('open');
    expect(errors[0]?.type).toBe('IMPLEMENTATION_ERROR');
  });
});

describe('the order checkout', () => {
  it('withOrder adds the open order reference, never over one the data names', () => {
    const data: PaymentData = { paymentMethod: { type: 'scheme' } };
    expect(withOrder(data, null)).toBe(data);
    expect(withOrder(data, ORDER)).toEqual({
      ...data,
      order: { orderData: 'order-data', pspReference: 'ORDER1' },
    });
    const own = { ...data, order: { orderData: 'x', pspReference: 'y' } };
    expect(withOrder(own, ORDER)).toBe(own);
  });

  it('pays within the open order for the remaining amount and tells the order every answer', async () => {
    const submitted: PaymentData[] = [];
    const answers: PaymentResponse[] = [PARTIAL, { resultCode: 'Authorised' }];
    const checkout = createCheckout({
      environment: 'http://localhost:3100/',
      clientKey: 'test_KEY',
      amount: EUR(7500),
      onSubmit: (data) => {
        submitted.push(data);
        return Promise.resolve(answers.shift()!);
      },
    });
    const orders = createOrderMachine({ getOrderStatus: () => Promise.resolve(STATUS) });
    const inOrder = createOrderCheckout(checkout, orders);
    expect(inOrder.config).toBe(checkout.config);
    let heard = 0;
    inOrder.subscribe(() => (heard += 1));
    await inOrder.submitPayment({ paymentMethod: { type: 'giftcard' } });
    expect(orders.getSnapshot().status).toBe('open');
    expect(inOrder.config.amount).toEqual(EUR(2500));
    expect(inOrder.config).toBe(inOrder.config);
    expect(heard).toBeGreaterThan(0);
    await inOrder.submitPayment({ paymentMethod: { type: 'scheme' } });
    expect(submitted[1]?.order).toEqual({ orderData: 'order-data', pspReference: 'ORDER1' });
    expect(orders.getSnapshot().status).toBe('completed');
    expect(inOrder.config.amount).toEqual(EUR(7500));
  });
});
