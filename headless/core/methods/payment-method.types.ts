import type { Amount } from '../amount/amount';
import type { PaymentMethod } from '../checkout/payment-methods';
import type { PaymentData } from '../checkout/types';
import type { FieldValue, FormEvent, FormFields, FormState } from '../form/form.machine';

/** What a method's fields depend on besides its options. */
interface PaymentMethodContext {
  /** The method's entry in the checkout's payment methods (name, issuers, brands…); undefined when not listed. */
  paymentMethod: PaymentMethod | undefined;
  /** The amount to pay (0: the details are stored, or the payment preauthorised). */
  amount: Amount | undefined;
}

/** The options every method takes. */
interface PaymentMethodBaseOptions {
  /** The payment-service type of the method ('ideal', 'onlineBanking_PL'…). */
  type: string;
  /** Where the shopper comes back after a redirect; the session's when left out. */
  returnUrl?: string | undefined;
}

/** A method's form state: its options, context, fields and payment attempt. */
type PaymentMethodState<Options extends PaymentMethodBaseOptions = PaymentMethodBaseOptions> = FormState<
  Options,
  PaymentMethodContext
>;

/** The events of a method's form. */
type PaymentMethodEvent<Options extends PaymentMethodBaseOptions = PaymentMethodBaseOptions> = FormEvent<
  Options,
  PaymentMethodContext
>;

/**
 * A payment method as data plus a pure payload builder: which types it serves, its fields (with
 * their valibot schemas), the payment data it sends, its name. No component: every skin renders it
 * through the method hooks.
 */
interface PaymentMethodDefinition<Options extends PaymentMethodBaseOptions = PaymentMethodBaseOptions> {
  /** The payment-service types the definition serves. */
  types: readonly string[];
  /** Checks the merchant's options; throws IMPLEMENTATION_ERROR for a wrong one. */
  check?: (options: Options) => void;
  /** The fields for these options and context, in focus order; pure. */
  fields: (options: Options, context: PaymentMethodContext) => FormFields;
  /**
   * The payment data for the values of the fields the shopper sees and the encrypted values of its
   * secured fields (by payload name: `encryptedCardNumber`…); pure.
   */
  payload: (
    values: Record<string, FieldValue>,
    options: Options,
    encrypted: Readonly<Record<string, string>>,
  ) => PaymentData;
  /** The method's name as the shopper reads it ('iDEAL'). */
  label: (options: Options, context: PaymentMethodContext) => string;
  /** The name of 'Continue to {name}' for a method that pays elsewhere, else undefined ('Pay {amount}'). */
  continueTo?: (state: PaymentMethodState<Options>) => string | undefined;
  /** Fields whose value (and the control it came from) a later visit in the same tab starts with. */
  remember?: readonly string[];
  /** Whether its fields need the checkout's payment methods (false when the options bring what they need). */
  needsPaymentMethods?: (options: Options) => boolean;
}

export type {
  PaymentMethodBaseOptions,
  PaymentMethodContext,
  PaymentMethodDefinition,
  PaymentMethodEvent,
  PaymentMethodState,
};
