// The QR-code methods (spec sections 2, 4 and 9): one definition for Swish, Payconiq by
// Bancontact, WeChat Pay, PayNow, PromptPay and DuitNow: no field, `paymentMethod { type }`, the
// countdowns of spec section 9 and Swish's pending message.
import { describe, expect, it } from 'vitest';
import { getQrCountdownMs, getQrInstructionsKey, loadPaymentMethod } from 'headless-checkout/core';
import { methodHarness } from './phone-method-harness';

const definition = await loadPaymentMethod('swish');

describe('QR-code methods', () => {
  it.each([
    ['swish', 'Swish', 3],
    ['bcmc_mobile', 'Payconiq by Bancontact', 15],
    ['wechatpayQR', 'WeChat Pay', 15],
    ['paynow', 'PayNow', 15],
    ['promptpay', 'PromptPay', 1.5],
    ['duitnow', 'DuitNow', 1.5],
  ])('%s: no field, Continue to %s, sends its type; a %s-minute countdown', async (type, name, minutes) => {
    const { state, submit, sent, button } = methodHarness(definition, { type });
    expect(state().valid).toBe(true);
    expect(definition.layout!(state())).toEqual([]);
    expect(button()).toEqual({ key: 'continueTo', name });
    await submit();
    await submit();
    expect(sent).toEqual([{ paymentMethod: { type } }]);
    expect(getQrCountdownMs(type)).toBe(minutes * 60_000);
  });

  it("names a method as the checkout's payment methods do, else the merchant's option", () => {
    const listed = methodHarness(
      definition,
      { type: 'wechatpayQR' },
      { paymentMethod: { type: 'wechatpayQR', name: 'WeChat' } },
    );
    expect(listed.button()).toEqual({ key: 'continueTo', name: 'WeChat' });
    const named = methodHarness(definition, { type: 'paynow', name: 'PayNow QR' });
    expect(named.button()).toEqual({ key: 'continueTo', name: 'PayNow QR' });
  });

  it('tells the Swish shopper the status may stay pending up to 10 minutes; the others nothing', () => {
    expect(getQrInstructionsKey('swish')).toBe('swish.pendingMessage');
    for (const type of ['bcmc_mobile', 'wechatpayQR', 'paynow', 'promptpay', 'duitnow', undefined])
      expect(getQrInstructionsKey(type)).toBeUndefined();
  });

  it('refuses a type it does not serve and wrong options', () => {
    expect(() => methodHarness(definition, { type: 'mbway' })).toThrow(/not a valid Checkout Component/);
    expect(() => methodHarness(definition, { type: 'swish', name: '' })).toThrow(/Invalid swish options/);
  });
});
