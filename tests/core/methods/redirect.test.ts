// A payment method the SDK does not know, as a payment methods response lists it: the redirect
// fallback (no field, 'Continue to {name}', `paymentMethod { type }`), then the redirect action.
import { describe, expect, it } from 'vitest';
import { loadListedPaymentMethod, loadPaymentMethod } from 'headless-checkout/core';
import { methodHarness } from './phone-method-harness';

const fallback = await loadListedPaymentMethod('mystery_pay');

describe('a listed type the SDK does not know: the redirect fallback', () => {
  it("has no field, is valid at once, reads 'Continue to {name}' with the response's name, and sends its type", async () => {
    const paymentMethod = { type: 'mystery_pay', name: 'Mystery Pay' };
    const { state, submit, sent, button } = methodHarness(
      fallback,
      { type: 'mystery_pay', returnUrl: 'https://shop.example/return' },
      { paymentMethod },
      { resultCode: 'RedirectShopper', action: { type: 'redirect', url: 'https://pay.example/x' } } as never,
    );
    expect(state().order).toEqual([]);
    expect(state().valid).toBe(true);
    expect(fallback.label(state().options, state().context)).toBe('Mystery Pay');
    expect(button()).toEqual({ key: 'continueTo', name: 'Mystery Pay' });
    await submit();
    expect(sent).toEqual([
      { paymentMethod: { type: 'mystery_pay' }, returnUrl: 'https://shop.example/return' },
    ]);
    expect(state().payment.status).toBe('action');
  });

  it('is named by its type when the response gives no name', () => {
    const { state, button } = methodHarness(fallback, { type: 'mystery_pay' });
    expect(fallback.label(state().options, state().context)).toBe('mystery_pay');
    expect(button()).toEqual({ key: 'continueTo', name: 'mystery_pay' });
  });

  it('gives a known type its own definition, and loadPaymentMethod still refuses an unknown one', async () => {
    expect(await loadListedPaymentMethod('ideal')).toBe(await loadPaymentMethod('ideal'));
    // One fallback per listed type, serving only it.
    expect(await loadListedPaymentMethod('mystery_pay')).toBe(fallback);
    expect(fallback.types).toEqual(['mystery_pay']);
    expect(() => methodHarness(fallback, { type: 'other_pay' })).toThrow(
      "'other_pay' is not a valid Checkout Component",
    );
    await expect(loadPaymentMethod('mystery_pay')).rejects.toThrow(
      "'mystery_pay' is not a valid Checkout Component",
    );
  });

  it('refuses options that are not a method', () => {
    expect(() => methodHarness(fallback, { type: 'mystery_pay', returnUrl: 'not a url' })).toThrow(
      /Invalid mystery_pay options/,
    );
  });
});
