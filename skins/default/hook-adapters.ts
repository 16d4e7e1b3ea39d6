// Types the skin derives from the public hook, and small reads of what the hook returns: no rule of
// its own.
import { useEffect, useRef } from 'react';
import type { UseCardOptions, UseCardResult } from 'headless-checkout';

/** A card field, as `useCard().meta` names it. */
type CardField = Parameters<UseCardResult['meta']>[0];

/** A stored card, as `useCard({ storedPaymentMethod })` takes it. */
type StoredCard = NonNullable<UseCardOptions['storedPaymentMethod']>;

/** The shopper's installment choice, as `useCard().setInstallments` takes it. */
type InstallmentsChoice = Parameters<UseCardResult['setInstallments']>[0];

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

export { useOnChange };
export type { CardField, InstallmentsChoice, StoredCard };
