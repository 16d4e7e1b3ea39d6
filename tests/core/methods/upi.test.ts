// UPI (spec sections 2, 3, 4, 5 and 9): the switch between the Virtual Payment Address
// (upi_collect, address required) and the QR code (upi_qr, always valid, 5-minute countdown).
import { describe, expect, it } from 'vitest';
import { getQrCountdownMs, isFieldErrorShown, loadPaymentMethod } from 'headless-checkout/core';
import { methodHarness } from './phone-method-harness';

const definition = await loadPaymentMethod('upi');
const setup = (options = {}) => methodHarness(definition, { type: 'upi', ...options });

describe('UPI', () => {
  it("starts on the Virtual Payment Address: the address required ('upi.vpa.invalid'), 'Continue'", async () => {
    const { state, submit, sent, button } = setup();
    expect(state().fields.mode!.value).toBe('vpa');
    expect(state().order).toEqual(['mode', 'virtualPaymentAddress']);
    expect(button()).toEqual({ key: 'continue' });
    await submit();
    expect(sent).toEqual([]);
    expect(state().fields.virtualPaymentAddress!.errorKey).toBe('upi.vpa.invalid');
    expect(isFieldErrorShown(state(), 'virtualPaymentAddress')).toBe(true);
  });

  it.each([
    ['shopper@upi', null],
    ['   ', 'upi.vpa.invalid'],
    ['', 'upi.vpa.invalid'],
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

describe("UPI's component keys upi_qr and upi_collect (spec section 2): the mode preset, no switch", () => {
  it.each(['upi_qr', 'upi_collect'] as const)('%s loads the UPI definition', async (type) => {
    expect(await loadPaymentMethod(type)).toBe(definition);
  });

  it("upi_qr: the QR code only, valid at once, 'Generate QR code', sends upi_qr; a switch to the address is refused", async () => {
    const { state, type, submit, sent, button } = setup({ type: 'upi_qr' });
    expect(state().fields.mode!.value).toBe('qrCode');
    expect(state().fields.mode!.visibility).toBe('hidden');
    expect(state().valid).toBe(true);
    expect(definition.layout!(state())[0]!.rows).toEqual([]);
    expect(button()).toEqual({ key: 'upi.generateQrCode' });
    type('mode', 'vpa');
    expect(state().fields.mode!.value).toBe('qrCode');
    await submit();
    expect(sent).toEqual([{ paymentMethod: { type: 'upi_qr' } }]);
  });

  it("upi_collect: the address only, required, 'Continue', sends upi_collect; a switch to the QR code is refused", async () => {
    const { state, type, submit, sent, button } = setup({ type: 'upi_collect' });
    expect(state().fields.mode!.value).toBe('vpa');
    expect(definition.layout!(state())[0]!.rows.map((row) => row.map((cell) => cell.field))).toEqual([
      ['virtualPaymentAddress'],
    ]);
    expect(button()).toEqual({ key: 'continue' });
    await submit();
    expect(sent).toEqual([]);
    expect(state().fields.virtualPaymentAddress!.errorKey).toBe('upi.vpa.invalid');
    type('mode', 'qrCode');
    expect(state().fields.mode!.value).toBe('vpa');
    type('virtualPaymentAddress', 'shopper@upi');
    await submit();
    expect(sent).toEqual([{ paymentMethod: { type: 'upi_collect', virtualPaymentAddress: 'shopper@upi' } }]);
  });

  it('refuses a default mode that does not fit the type', () => {
    expect(() => setup({ type: 'upi_qr', defaultMode: 'vpa' })).toThrow(
      "Invalid upi options: defaultMode 'vpa' does not fit type 'upi_qr' (its mode is 'qrCode')",
    );
    expect(() => setup({ type: 'upi_collect', defaultMode: 'vpa' })).not.toThrow();
  });
});
