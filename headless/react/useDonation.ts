import { useCallback, useEffect, useId, useMemo, useRef } from 'react';
import {
  createDonationMachine,
  type CheckoutError,
  type DonationAmounts,
  type DonationData,
  type DonationStatus,
} from 'headless-checkout/core';
import { useCheckoutContext } from './context';
import { useI18n } from './useI18n';
import { useLatest } from './use-latest';
import { merge, type Merged } from './prop-getters';
import { useStoreSelector } from './useStoreSelector';

/** Options of useDonation. */
interface UseDonationOptions {
  /** The amounts offered (spec section 3): `{ currency: 'EUR', values: [50, 199, 300] }`, minor units. */
  amounts: DonationAmounts;
  /**
   * Takes the donation: your server makes the donation call (with the pspReference of the shopper's
   * payment). Resolve when it is taken (success), reject when not (error).
   */
  onDonate: (donation: DonationData) => Promise<void> | void;
  /** Called when the shopper declines ('Not now'). */
  onCancel?: () => void;
}

/** One amount button, ready to show. */
interface DonationAmountOption {
  /** The value in minor units. */
  value: number;
  /** The amount formatted in the shopper's locale ('€0.50'). */
  label: string;
  /** Whether the shopper chose it. */
  selected: boolean;
}

/** What useDonation returns. */
interface UseDonationResult {
  /** ready, loading (your onDonate runs), success, error (try again or decline), dismissed ('Not now'). */
  status: DonationStatus;
  /** The amounts to offer, formatted. */
  amounts: DonationAmountOption[];
  /** The chosen value (minor units), or null. */
  selected: number | null;
  /** Chooses an amount. */
  select: (value: number) => void;
  /** Donates the chosen amount (without one: the amount's message, no call). */
  donate: () => void;
  /** Declines ('Not now'): calls onCancel. */
  notNow: () => void;
  /** The amount's message after Donate without an amount ('Choose an amount to donate'); '' otherwise. */
  fieldError: string;
  /** The text of the end: 'Thanks for your support!' or 'An unknown error occurred'; '' before. */
  message: string;
  /** Why it failed (status 'error'). */
  error: CheckoutError | null;
  /** Props for the fieldset of the amounts (its legend is 'Donation amount'). */
  getAmountGroupProps: <P extends object = object>(
    userProps?: P,
  ) => Merged<P, { 'aria-describedby'?: string; 'aria-invalid'?: true; disabled: boolean }>;
  /** Props for one amount's radio input (with its label's text in `amounts[i].label`). */
  getAmountProps: <P extends object = object>(
    value: number,
    userProps?: P,
  ) => Merged<
    P,
    {
      type: 'radio';
      name: string;
      value: string;
      checked: boolean;
      onChange: () => void;
    }
  >;
  /** Props for the amount's message (always rendered, announced when it appears). */
  getFieldErrorProps: <P extends object = object>(
    userProps?: P,
  ) => Merged<P, { id: string; 'aria-live': 'polite' }>;
  /** Props for Donate. */
  getDonateButtonProps: <P extends object = object>(
    userProps?: P,
  ) => Merged<P, { type: 'button'; onClick: () => void; disabled: boolean; 'aria-busy'?: true }>;
  /** Props for 'Not now'. */
  getNotNowButtonProps: <P extends object = object>(
    userProps?: P,
  ) => Merged<P, { type: 'button'; onClick: () => void; disabled: boolean }>;
  /** Props for the end's element: status (success) or alert (error), focused when it appears. */
  getResultProps: <P extends object = object>(
    userProps?: P,
  ) => Merged<P, { id: string; role: 'status' | 'alert'; tabIndex: -1 }>;
}

/**
 * A donation after the shopper's payment (spec sections 2, 3, 4): amount buttons from `amounts`,
 * Donate and 'Not now'; your `onDonate` gets `{ data: { amount: { currency, value } } }` and its
 * promise decides success ('Thanks for your support!') or error ('An unknown error occurred', the
 * shopper may try again). Focus moves to the end when it comes. The SDK makes no call itself: your
 * server makes the donation. Invalid amounts throw IMPLEMENTATION_ERROR. Safe on the server and
 * under StrictMode.
 */
function useDonation(options: UseDonationOptions): UseDonationResult {
  const checkout = useCheckoutContext('useDonation');
  const { t, formatAmount } = useI18n();
  const onDonate = useLatest(options.onDonate);
  const onCancel = useLatest(options.onCancel);
  const amountsKey = JSON.stringify(options.amounts);
  const machine = useMemo(
    () =>
      createDonationMachine(
        { amounts: JSON.parse(amountsKey) as DonationAmounts },
        { onDonate: (donation) => onDonate.current(donation) },
      ),
    [amountsKey, onDonate],
  );
  const state = useStoreSelector(machine, (snapshot) => snapshot);
  const { status, selected, fieldErrorKey, messageKey, error, ended } = state;
  const idPrefix = useId();
  const ids = { error: `${idPrefix}-donation-error`, result: `${idPrefix}-donation-result` };

  // A failed donation is the merchant's to know.
  useEffect(() => {
    if (status === 'error' && error) checkout.reportError(error);
  }, [status, error, checkout]);
  // Focus lands on the end once per attempt that ended, never on mount.
  const seen = useRef(ended);
  useEffect(() => {
    if (ended === seen.current) return;
    seen.current = ended;
    document.getElementById(ids.result)?.focus();
  }, [ended, ids.result]);

  const select = useCallback((value: number) => machine.send({ type: 'amount.selected', value }), [machine]);
  const donate = useCallback(() => machine.send({ type: 'donate.requested' }), [machine]);
  const notNow = useCallback(() => {
    if (machine.getSnapshot().status === 'loading' || machine.getSnapshot().status === 'success') return;
    machine.send({ type: 'donation.dismissed' });
    onCancel.current?.();
  }, [machine, onCancel]);

  const { currency, values } = state.options.amounts;
  const busy = status === 'loading';
  const closed = status === 'success' || status === 'dismissed';
  const fieldError = fieldErrorKey ? t(fieldErrorKey) : '';
  const message = status === 'success' ? t('donation.thanks') : messageKey ? t(messageKey) : '';
  const name = `${idPrefix}-donation-amount`;

  return {
    status,
    amounts: values.map((value) => ({
      value,
      label: formatAmount({ value, currency }),
      selected: value === selected,
    })),
    selected,
    select,
    donate,
    notNow,
    fieldError,
    message,
    error,
    getAmountGroupProps: (userProps) =>
      merge(userProps, {
        disabled: busy || closed,
        ...(fieldError ? { 'aria-describedby': ids.error, 'aria-invalid': true as const } : {}),
      }),
    getAmountProps: (value, userProps) =>
      merge(userProps, {
        type: 'radio' as const,
        name,
        value: String(value),
        checked: value === selected,
        onChange: () => select(value),
      }),
    getFieldErrorProps: (userProps) => merge(userProps, { id: ids.error, 'aria-live': 'polite' as const }),
    getDonateButtonProps: (userProps) =>
      merge(userProps, {
        type: 'button' as const,
        onClick: donate,
        disabled: closed,
        ...(busy ? { 'aria-busy': true as const } : {}),
      }),
    getNotNowButtonProps: (userProps) =>
      merge(userProps, { type: 'button' as const, onClick: notNow, disabled: busy || closed }),
    getResultProps: (userProps) =>
      merge(userProps, {
        id: ids.result,
        role: status === 'success' ? ('status' as const) : ('alert' as const),
        tabIndex: -1 as const,
      }),
  };
}

export { useDonation };
export type { DonationAmountOption, UseDonationOptions, UseDonationResult };
