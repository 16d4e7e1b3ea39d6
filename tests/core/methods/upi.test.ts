// UPI (spec sections 2, 3, 4, 5 and 9): the switch between the Virtual Payment Address
// (upi_collect, address required) and the QR code (upi_qr, always valid, 5-minute countdown).
import { describe, expect, it } from 'vitest';
import { getQrCountdownMs, isFieldErrorShown, loadPaymentMethod } from 'headless-checkout/core';
import { methodHarness } from './phone-method-harness';

const definition = await loadPaymentMethod('upi');
const setup = (options = {}) => methodHarness(definition, { type: 'upi', ...options });

describe('UPI', () => {
  it("starts on the Virtual Payment Address: the address required ('error.va.gen.02'), 'Continue'", async () => {
    const { state, submit, sent, button } = setup();
    expect(state().fields.mode!.value).toBe('vpa');
    expect(state().order).toEqual(['mode', 'virtualPaymentAddress']);
    expect(button()).toEqual({ key: 'continue' });
    await submit();
    expect(sent).toEqual([]);
    expect(state().fields.virtualPaymentAddress!.errorKey).toBe('error.va.gen.02');
    expect(isFieldErrorShown(state(), 'virtualPaymentAddress')).toBe(true);
  });

  it.each([
    ['shopper@upi', null],
    ['   ', 'error.va.gen.02'],
    ['', 'error.va.gen.02'],
  ])('address %j: error %s', (address, errorKey) => {
    const { state, type } = setup();
    type('virtualPaymentAddress', address);
    expect(state().fields.virtualPaymentAddress!.errorKey).toBe(errorKey);
  });

  it('sends upi_collect with the address trimmed (spec sections 3 and 4)', async () => {
    const { type, submit, sent } = setup();
    type('virtualPaymentAddress', ' shopper@upi ');
    await submit();
    expect(sent).toEqual([{ paymentMethod: { type: 'upi_collect', virtualPaymentAddress: 'shopper@upi' } }]);
  });

  it("in QR mode is always valid, hides the address, reads 'Generate QR code' and sends upi_qr", async () => {
    const { type, submit, sent, state, button } = setup();
    type('virtualPaymentAddress', 'x');
    type('mode', 'qrCode');
    expect(state().valid).toBe(true);
    expect(state().fields.virtualPaymentAddress!.visibility).toBe('hidden');
    expect(definition.layout!(state())[0]!.rows).toHaveLength(1);
    expect(button()).toEqual({ key: 'upi.generateQrCode' });
    await submit();
    expect(sent).toEqual([{ paymentMethod: { type: 'upi_qr' } }]);
  });

  it('keeps the address typed when the shopper switches back, and ignores an unknown mode', () => {
    const { type, state } = setup({ defaultMode: 'qrCode' });
    expect(state().valid).toBe(true);
    type('mode', 'vpa');
    type('virtualPaymentAddress', 'a@b');
    type('mode', 'qrCode');
    type('mode', 'intent');
    expect(state().fields.mode!.value).toBe('qrCode');
    type('mode', 'vpa');
    expect(state().fields.virtualPaymentAddress!.value).toBe('a@b');
  });

  it('lays the switch out as two choices with their labels', () => {
    const { state } = setup();
    expect(definition.layout!(state())[0]!.rows[0]![0]).toEqual({
      field: 'mode',
      kind: 'radio',
      labelKey: 'upi.modeSelection',
      options: [
        { value: 'vpa', labelKey: 'upi.collectionMode.vpa' },
        { value: 'qrCode', labelKey: 'upi.collectionMode.qrCode' },
      ],
    });
  });

  it('counts the QR code down from 5 minutes (spec section 9)', () => {
    expect(getQrCountdownMs('upi_qr')).toBe(5 * 60_000);
  });

  it('refuses a wrong default mode', () => {
    expect(() => setup({ defaultMode: 'intent' })).toThrow(/Invalid upi options/);
  });
});
