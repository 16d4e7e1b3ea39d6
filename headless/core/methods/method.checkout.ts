/**
 * A payment method run by a checkout: its machine with the deps the checkout gives (the payment
 * and the action's details through the checkout, its reports, the payment service's client and key,
 * and in the sessions flow the session itself, which Amazon Pay's calls carry, and the balance and
 * order calls a gift card makes), plus what the host brings of the page (the tab's storage, a
 * provider's page, the card's encryption). A hook or a drop-in only mounts it.
 */
import type { Checkout } from '../checkout/checkout';
import { CheckoutError, CHECKOUT_ERROR_MESSAGES } from '../errors/checkout-error';
import type { GiftCardDeps } from './giftcard/giftcard.definition';
import {
  createPaymentMethodMachine,
  type PaymentMethodMachine,
  type PaymentMethodMachineOptions,
} from './payment-method.machine';
import type {
  MethodClosedReason,
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
 * Whether the checkout's payment methods say the method is not offered: they come from the session
 * or the advanced flow's response (without either, every method may be used), have loaded, and
 * list none of the types its definition serves (`paywithgoogle` for `googlepay`, `upi_qr` for
 * `upi`). A stored method (`storedPaymentMethod`) came from their list.
 */
function notOffered(
  checkout: Checkout,
  types: readonly string[],
  options: PaymentMethodBaseOptions,
): boolean {
  if ('storedPaymentMethod' in options && options['storedPaymentMethod']) return false;
  if (!checkout.session && checkout.config.paymentMethodsResponse === undefined) return false;
  const { status, response } = checkout.paymentMethods.getSnapshot();
  return status === 'ready' && !response.paymentMethods.some((method) => types.includes(method.type));
}

/** Why a method's form of this checkout ends with nothing to show; undefined when it shows. */
function closedReasonOf(
  checkout: Checkout,
  types: readonly string[],
  options: PaymentMethodBaseOptions,
): MethodClosedReason | undefined {
  if (checkout.completion.getSnapshot()) return 'checkoutCompleted';
  return notOffered(checkout, types, options) ? 'notOffered' : undefined;
}

/**
 * Creates a method's machine in a checkout (`host`: what the page adds to the checkout's deps, and
 * wins over them); send nothing during a server render, call `start()` after mount and the
 * function it returns on unmount.
 *
 * One order, one payment: once a payment on the page completed the checkout (`checkout.completion`),
 * the form ends with nothing to show (`availability.closed` 'checkoutCompleted'), unless it is
 * the one that paid; a form made after that starts ended. A method the payment methods do not
 * offer ends the same way ('notOffered') and the merchant is told once (onError,
 * IMPLEMENTATION_ERROR), never the shopper.
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
  const machine = createPaymentMethodMachine(
    definition,
    options,
    { ...checkoutMethodDeps(checkout), ...host },
    { ...machineOptions, closed: closedReasonOf(checkout, definition.types, options) },
  );
  let told = false;
  const follow = () => {
    const state = machine.getSnapshot();
    const reason = closedReasonOf(checkout, definition.types, state.options);
    if (!reason) return;
    if (!state.availability.closed) machine.send({ type: 'availability.closed', reason });
    if (reason !== 'notOffered' || told) return;
    told = true;
    checkout.reportError(
      new CheckoutError('IMPLEMENTATION_ERROR', CHECKOUT_ERROR_MESSAGES.methodNotOffered(options.type)),
    );
  };
  return {
    ...machine,
    start: () => {
      const stopMachine = machine.start();
      // Its own state too: a payment of its own that ran when another completed the checkout ends first.
      const stops = [checkout.completion, checkout.paymentMethods, machine].map((store) =>
        store.subscribe(follow),
      );
      follow();
      return () => [stopMachine, ...stops].forEach((stop) => stop());
    },
  };
}

export { checkoutMethodDeps, createCheckoutPaymentMethod };
