// Types the skin derives from the public hook, and small reads of what the hook returns: no rule of
// its own.
import { useEffect, useRef } from 'react';
import type {
  AddressField as AddressLayoutField,
  AddressSchema,
  UseCardOptions,
  UseCardResult,
} from 'headless-checkout';

/** A card field, as `useCard().meta` names it. */
type CardField = Parameters<UseCardResult['meta']>[0];

/** A billing address field, as `useCard().getBillingAddressInputProps` names it. */
type AddressField = Parameters<UseCardResult['getBillingAddressInputProps']>[0];

/** A stored card, as `useCard({ storedPaymentMethod })` takes it. */
type StoredCard = NonNullable<UseCardOptions['storedPaymentMethod']>;

/** The shopper's installment choice, as `useCard().setInstallments` takes it. */
type InstallmentsChoice = Parameters<UseCardResult['setInstallments']>[0];

/** The billing address form of the chosen country: fields and rows, in display order. */
type AddressLayout = Pick<AddressSchema, 'fields' | 'rows'>;

/** Fields whose input lives in a secured-field frame in secured mode. */
const SECURED_FIELDS: ReadonlySet<CardField> = new Set([
  'cardNumber',
  'expiryDate',
  'expiryMonth',
  'expiryYear',
  'securityCode',
  'password',
]);

/** Whether the field's input is a secured-field frame (secured mode) rather than a page input. */
function isSecuredField(card: UseCardResult, field: CardField): boolean {
  return card.state.mode === 'secured' && SECURED_FIELDS.has(field);
}

/** The billing address layout of the hook (country and mode), or null when no address is asked. */
function billingAddressLayout(card: UseCardResult): AddressLayout | null {
  return card.visible.billingAddress ? card.billingAddressSchema : null;
}

/** Calls `onChange` with each new value after the first (once per change, also under StrictMode). */
function useOnChange<T>(value: T, onChange: ((value: T) => void) | undefined): void {
  const callback = useRef(onChange);
  const previous = useRef(value);
  useEffect(() => {
    callback.current = onChange;
  });
  useEffect(() => {
    if (Object.is(previous.current, value)) return;
    previous.current = value;
    callback.current?.(value);
  }, [value]);
}

export { billingAddressLayout, isSecuredField, useOnChange };
export type { AddressField, AddressLayout, AddressLayoutField, CardField, InstallmentsChoice, StoredCard };
