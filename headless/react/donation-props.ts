import type { DonationState } from 'headless-checkout/core';
import { merge, type Merged } from './prop-getters';

/** The prop getters of useDonation. */
interface DonationGetters {
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

/** The getters over a donation's state: the amounts, their message, Donate, 'Not now' and the end. */
function donationGetters(
  state: DonationState,
  ids: { error: string; result: string; name: string },
  invalid: boolean,
  actions: { select: (value: number) => void; donate: () => void; notNow: () => void },
): DonationGetters {
  const { status, selected } = state;
  const busy = status === 'loading';
  const closed = status === 'success' || status === 'dismissed';
  return {
    getAmountGroupProps: (userProps) =>
      merge(userProps, {
        disabled: busy || closed,
        ...(invalid ? { 'aria-describedby': ids.error, 'aria-invalid': true as const } : {}),
      }),
    getAmountProps: (value, userProps) =>
      merge(userProps, {
        type: 'radio' as const,
        name: ids.name,
        value: String(value),
        checked: value === selected,
        onChange: () => actions.select(value),
      }),
    getFieldErrorProps: (userProps) => merge(userProps, { id: ids.error, 'aria-live': 'polite' as const }),
    getDonateButtonProps: (userProps) =>
      merge(userProps, {
        type: 'button' as const,
        onClick: actions.donate,
        disabled: closed,
        ...(busy ? { 'aria-busy': true as const } : {}),
      }),
    getNotNowButtonProps: (userProps) =>
      merge(userProps, { type: 'button' as const, onClick: actions.notNow, disabled: busy || closed }),
    getResultProps: (userProps) =>
      merge(userProps, {
        id: ids.result,
        role: status === 'success' ? ('status' as const) : ('alert' as const),
        tabIndex: -1 as const,
      }),
  };
}

export { donationGetters };
export type { DonationGetters };
