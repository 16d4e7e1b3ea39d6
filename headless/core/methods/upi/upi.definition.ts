import * as v from 'valibot';
import type { PaymentData } from '../../checkout/types';
import { CheckoutError } from '../../errors/checkout-error';
import type { FormFields, FormFieldState } from '../../form/form.machine';
import type { FormLayout } from '../../form/form.layout';
import { validatorSchema } from '../../form/validator-schema';
import { validateRequired } from '../../validation/common';
import type {
  PaymentMethodBaseOptions,
  PaymentMethodContext,
  PaymentMethodDefinition,
  PaymentMethodState,
} from '../payment-method.types';
import { checkOptions } from '../options-check';
import { messages } from '../../i18n/compiled/en-US.upi';

/*
 * UPI (`upi`, spec sections 2, 3, 4, 5 and 9): a switch between the Virtual Payment Address (the
 * shopper's address, required; the payment is confirmed in the app: `upi_collect`, button
 * 'Continue') and a QR code (always valid; `upi_qr`, button 'Generate QR code', a 5-minute
 * countdown). The payment sends `paymentMethod { type: 'upi_collect', virtualPaymentAddress }` or
 * `paymentMethod { type: 'upi_qr' }`. The component keys `upi_qr` and `upi_collect` (spec section 2;
 * a payment methods response may list them instead of `upi`) are UPI with its mode preset and no
 * switch: only the QR code, or only the address.
 */

/** The two ways to pay with UPI: the Virtual Payment Address, or a QR code. */
type UpiMode = 'vpa' | 'qrCode';

/** The payment-service types UPI pays with, by mode. */
const UPI_PAYMENT_TYPES: Readonly<Record<UpiMode, 'upi_collect' | 'upi_qr'>> = {
  vpa: 'upi_collect',
  qrCode: 'upi_qr',
};

/** Options of UPI. */
interface UpiOptions extends PaymentMethodBaseOptions {
  /** The method's type: `upi` (the switch), or `upi_qr` / `upi_collect` (that mode only). */
  type: 'upi' | 'upi_qr' | 'upi_collect';
  /** The mode the switch starts in (default 'vpa'); with `upi_qr` or `upi_collect`, only that type's mode. */
  defaultMode?: UpiMode | undefined;
  /** Values the form starts with: the Virtual Payment Address. */
  data?: { virtualPaymentAddress?: string | undefined } | undefined;
  /** The method's name; by default the payment methods' name for it, else 'UPI'. */
  name?: string | undefined;
}

const MODES: readonly UpiMode[] = ['vpa', 'qrCode'];

const OptionsSchema = v.looseObject({
  defaultMode: v.optional(v.picklist(MODES)),
  data: v.optional(v.looseObject({ virtualPaymentAddress: v.optional(v.string()) })),
  name: v.optional(v.pipe(v.string(), v.nonEmpty())),
  returnUrl: v.optional(v.pipe(v.string(), v.url())),
});

/** The one mode of `upi_qr` and `upi_collect`; null for `upi` (the shopper switches). */
function presetModeOf(type: UpiOptions['type']): UpiMode | null {
  const preset = MODES.find((mode) => UPI_PAYMENT_TYPES[mode] === type);
  return preset ?? null;
}

/** The mode chosen now. */
function modeOf(options: UpiOptions, fields: Readonly<Record<string, FormFieldState>>): UpiMode {
  const preset = presetModeOf(options.type);
  if (preset) return preset;
  const value = fields.mode?.value;
  return value === 'qrCode' || value === 'vpa' ? value : (options.defaultMode ?? 'vpa');
}

/** UPI's fields: the mode (VPA or QR) and the virtual payment address. */
type UpiField = 'mode' | 'virtualPaymentAddress';

/** The switch, and the address (shown and required in 'vpa' mode only: the QR mode is always valid). */
function fields(
  options: UpiOptions,
  _context: PaymentMethodContext,
  _extra: undefined,
  current: Readonly<Record<string, FormFieldState>>,
): FormFields<UpiField> {
  const mode = modeOf(options, current);
  const modes = presetModeOf(options.type) ? [mode] : MODES;
  return {
    mode: {
      schema: v.picklist(modes),
      initialValue: presetModeOf(options.type) ?? options.defaultMode ?? 'vpa',
      accepts: (value) => typeof value === 'string' && (modes as readonly string[]).includes(value),
      // `upi_qr` and `upi_collect` have one mode: no switch.
      ...(modes.length === 1 ? { visibility: 'hidden' as const } : {}),
    },
    virtualPaymentAddress: {
      schema: validatorSchema((value: string) => validateRequired(value, { errorKey: 'upi.vpa.invalid' })),
      initialValue: options.data?.virtualPaymentAddress ?? '',
      visibility: mode === 'vpa' ? 'editable' : 'hidden',
    },
  };
}

/** The switch (two radio cards; none for `upi_qr` and `upi_collect`), then the address in 'vpa' mode. */
function layout(state: PaymentMethodState<UpiOptions>): FormLayout {
  const mode = modeOf(state.options, state.fields);
  return [
    {
      name: 'upi',
      rows: [
        ...(presetModeOf(state.options.type)
          ? []
          : [
              [
                {
                  field: 'mode',
                  kind: 'radio' as const,
                  labelKey: 'upi.modeSelection' as const,
                  options: [
                    { value: 'vpa', labelKey: 'upi.collectionMode.vpa' as const },
                    { value: 'qrCode', labelKey: 'upi.collectionMode.qrCode' as const },
                  ],
                },
              ],
            ]),
        ...(mode === 'vpa'
          ? [
              [
                {
                  field: 'virtualPaymentAddress',
                  kind: 'text' as const,
                  labelKey: 'upi.vpa' as const,
                  autoComplete: 'off',
                  placeholder: 'name@bank',
                },
              ],
            ]
          : []),
      ],
    },
  ];
}

/** The payment (spec sections 3 and 4): `upi_qr`, or `upi_collect` with the address trimmed. */
function payload(state: PaymentMethodState<UpiOptions>): PaymentData {
  const { options } = state;
  const mode = modeOf(options, state.fields);
  const returnUrl = options.returnUrl ? { returnUrl: options.returnUrl } : {};
  if (mode === 'qrCode') return { paymentMethod: { type: UPI_PAYMENT_TYPES.qrCode }, ...returnUrl };
  const address = state.fields.virtualPaymentAddress?.value;
  return {
    paymentMethod: {
      type: UPI_PAYMENT_TYPES.vpa,
      virtualPaymentAddress: typeof address === 'string' ? address.trim() : '',
    },
    ...returnUrl,
  };
}

/** The method's name. */
function nameOf(options: UpiOptions, context: PaymentMethodContext): string {
  return options.name ?? context.paymentMethod?.name ?? 'UPI';
}

/** UPI's definition. */
interface UpiDefinition extends PaymentMethodDefinition<UpiOptions, undefined, never, UpiField> {
  /** The types it serves: UPI, and its two component keys with the mode preset. */
  types: readonly ['upi', 'upi_qr', 'upi_collect'];
}

/** UPI as a payment method. */
const upiDefinition: UpiDefinition = {
  types: ['upi', 'upi_qr', 'upi_collect'],
  messages,
  check: (options) => {
    checkOptions(OptionsSchema, options, 'upi');
    const preset = presetModeOf(options.type);
    if (preset && options.defaultMode && options.defaultMode !== preset) {
      throw new CheckoutError(
        'IMPLEMENTATION_ERROR',
        `Invalid upi options: defaultMode '${options.defaultMode}' does not fit type '${options.type}' (its mode is '${preset}')`,
      );
    }
  },
  fields,
  layout,
  payload,
  label: nameOf,
  // Spec section 2: 'Continue' with the address, 'Generate QR code' for the QR code.
  buttonLabel: ({ options, fields: current }) =>
    modeOf(options, current) === 'qrCode' ? { key: 'upi.generateQrCode' } : { key: 'continue' },
  needsPaymentMethods: () => false,
};

export { UPI_PAYMENT_TYPES, upiDefinition };
export type { UpiDefinition, UpiMode, UpiOptions };
