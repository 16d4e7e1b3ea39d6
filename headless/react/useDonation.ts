import { useId, useMemo } from 'react';
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
import { donationGetters, type DonationGetters } from './donation-props';
import { useFocusOnEnd } from './use-payment-result';
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
interface UseDonationResult extends DonationGetters {
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
        {
          onDonate: (donation) => onDonate.current(donation),
          onCancel: () => onCancel.current?.(),
          reportError: (failure) => void checkout.reportError(failure),
        },
      ),
    [amountsKey, onDonate, onCancel, checkout],
  );
  const state = useStoreSelector(machine, (snapshot) => snapshot);
  const { status, selected, fieldErrorKey, messageKey, error, ended } = state;
  const idPrefix = useId();
  const ids = {
    error: `${idPrefix}-donation-error`,
    result: `${idPrefix}-donation-result`,
    name: `${idPrefix}-donation-amount`,
  };

  // Focus lands on the end once per attempt that ended, never on mount.
  useFocusOnEnd(ended, ids.result);
  const select = (value: number) => machine.send({ type: 'amount.selected', value });
  const donate = () => machine.send({ type: 'donate.requested' });
  const notNow = () => machine.send({ type: 'donation.dismissed' });
  const { currency, values } = state.options.amounts;
  const fieldError = fieldErrorKey ? t(fieldErrorKey) : '';
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
    message: status === 'success' ? t('donation.thanks') : messageKey ? t(messageKey) : '',
    error,
    ...donationGetters(state, ids, fieldError !== '', { select, donate, notNow }),
  };
}

export { useDonation };
export type { DonationAmountOption, UseDonationOptions, UseDonationResult };
