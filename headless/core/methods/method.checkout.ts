/**
 * A payment method run by a checkout: its machine with the deps the checkout gives (the payment
 * and the action's details through the checkout, its reports, the payment service's client and key,
 * and in the sessions flow the session itself, which Amazon Pay's calls carry, and the balance and
 * order calls a gift card makes), plus what the host brings of the page (the tab's storage, a
 * provider's page, the card's encryption). A hook or a drop-in only mounts it.
 */
import type { Checkout } from '../checkout/checkout';
import type { GiftCardDeps } from './giftcard/giftcard.definition';
import {
  createPaymentMethodMachine,
  type PaymentMethodMachine,
  type PaymentMethodMachineOptions,
} from './payment-method.machine';
import type {
  PaymentMethodBaseOptions,
  PaymentMethodDefinition,
  PaymentMethodDeps,
} from './payment-method.types';

/** The deps a checkout gives every method's machine. */
function checkoutMethodDeps(checkout: Checkout): GiftCardDeps {
  const { session } = checkout;
  return {
    submit: (data) => checkout.submitPayment(data),
    submitDetails: (data) => checkout.submitDetails(data),
    reportResult: (response) => void checkout.reportResult(response),
    reportError: (error) => void checkout.reportError(error),
    http: checkout.http,
    clientKey: checkout.config.clientKey,
    ...(session
      ? {
          session,
          checkBalance: (method) => session.checkBalance(method),
          createOrder: () => session.createOrder(),
        }
      : {}),
  };
}

/**
 * Creates a method's machine in a checkout (`host`: what the page adds to the checkout's deps, and
 * wins over them); send nothing during a server render, call `start()` after mount.
 */
function createCheckoutPaymentMethod<
  Options extends PaymentMethodBaseOptions,
  Extra = undefined,
  Event extends { type: string } = never,
>(
  checkout: Checkout,
  definition: PaymentMethodDefinition<Options, Extra, Event>,
  options: Options,
  host: Partial<PaymentMethodDeps>,
  machineOptions: PaymentMethodMachineOptions<Options, Extra, Event> = {},
): PaymentMethodMachine<Options, Extra, Event> {
  return createPaymentMethodMachine(
    definition,
    options,
    { ...checkoutMethodDeps(checkout), ...host },
    machineOptions,
  );
}

export { checkoutMethodDeps, createCheckoutPaymentMethod };
