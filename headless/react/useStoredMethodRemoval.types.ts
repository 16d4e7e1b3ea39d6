/** The types of useStoredMethodRemoval: its options, what it returns, its buttons' props. */
import type { CheckoutError, StoredMethodRemovalStatus, StoredPaymentMethod } from 'headless-checkout/core';
import type { Merged } from './prop-getters';

/** Options of useStoredMethodRemoval. */
interface UseStoredMethodRemovalOptions {
  /** Called once the method is removed (the checkout's stored methods no longer list it). */
  onRemoved?: (storedPaymentMethod: Pick<StoredPaymentMethod, 'id'>) => void;
}

/** What useStoredMethodRemoval returns. */
interface UseStoredMethodRemovalResult {
  /** Whether to offer removal: the merchant enabled it (`showRemovePaymentMethodButton`) and the method is one-click. */
  removable: boolean;
  /** idle (the remove button), confirming (the question), removing, removed, or error (it stays; try again). */
  status: StoredMethodRemovalStatus;
  /** Why the last removal failed (status 'error'). */
  error: CheckoutError | null;
  /** The failure's text to show (status 'error': 'An unknown error occurred'); '' otherwise. */
  message: string;
  /** Asks the confirmation (the remove button's click). */
  requestRemoval: () => void;
  /** Removes the method (the confirmation's 'Yes, remove'). */
  confirm: () => void;
  /** Keeps the method (the confirmation's 'Cancel'); focus returns to the remove button. */
  cancel: () => void;
  /** Props for the remove button ('Remove'): type button, click asks the confirmation. */
  getRemoveButtonProps: <P extends object = object>(userProps?: P) => Merged<P, RemovalButtonProps>;
  /** Props for the element holding the question and its buttons: a group named by the question. */
  getConfirmationProps: <P extends object = object>(
    userProps?: P,
  ) => Merged<P, { id: string; role: 'group'; 'aria-labelledby': string; 'aria-busy'?: true }>;
  /** Props for the question ('Remove stored payment method?'). */
  getQuestionProps: <P extends object = object>(userProps?: P) => Merged<P, { id: string }>;
  /** Props for 'Yes, remove': focused when the question opens, described by the question. */
  getConfirmButtonProps: <P extends object = object>(
    userProps?: P,
  ) => Merged<P, RemovalButtonProps & { 'aria-describedby': string }>;
  /** Props for 'Cancel'. */
  getCancelButtonProps: <P extends object = object>(userProps?: P) => Merged<P, RemovalButtonProps>;
  /** Props for the failure's text: an alert, announced when it appears. */
  getErrorProps: <P extends object = object>(userProps?: P) => Merged<P, { id: string; role: 'alert' }>;
}

/** The props of the removal's buttons. */
interface RemovalButtonProps {
  type: 'button';
  onClick: () => void;
  disabled: boolean;
  ref: (element: HTMLButtonElement | null) => void;
}

export type { RemovalButtonProps, UseStoredMethodRemovalOptions, UseStoredMethodRemovalResult };
