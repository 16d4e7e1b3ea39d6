import { createPaymentMethodMachine, type PaymentMethodMachine } from '../methods/payment-method.machine';
import type { PaymentMethodContext, PaymentMethodDeps } from '../methods/payment-method.types';
import { schemeDefinition } from '../methods/scheme/scheme.definition';
import type { StateReducer } from '../store/machine';
import type {
  CardEvent,
  CardExtra,
  CardMethodOptions,
  CardOptions,
  CardOwnEvent,
  CardState,
  SecuredFieldReport,
} from './card.types';

/** The card machine: the `scheme` method's machine (its deps: what it was created with). */
type CardMachine = PaymentMethodMachine<CardMethodOptions, CardExtra, CardOwnEvent>;

/** How a card machine starts. */
interface CardMachineOptions {
  /** The checkout's `scheme` entry (its brands) and amount, when there. */
  context?: Partial<PaymentMethodContext>;
  /** Reshapes any transition without forking the machine (downshift's `stateReducer`). */
  stateReducer?: StateReducer<CardState, CardEvent>;
}

/**
 * Creates the card machine: the `scheme` definition on the form machine (validation on every
 * change, errors after blur or submit, the bin lookup, one payment attempt), with its requests,
 * clock and browser details from `deps`. The dates are checked against `deps.now()` at creation (or `context.today`).
 */
function createCardMachine(
  options: CardOptions,
  deps: PaymentMethodDeps,
  { context = {}, stateReducer }: CardMachineOptions = {},
): CardMachine {
  return createPaymentMethodMachine(schemeDefinition, { ...options, type: 'scheme' }, deps, {
    context: {
      paymentMethod: context.paymentMethod,
      amount: context.amount,
      today: context.today,
      countryCode: context.countryCode,
    },
    ...(stateReducer ? { stateReducer } : {}),
  });
}

/** The event of a frame's report: its field, and the report (the number frame's brand and last digits too). */
function securedFieldChanged(report: SecuredFieldReport): CardEvent {
  return { type: 'securedField.changed', field: report.field, report };
}

export { createCardMachine, securedFieldChanged };
export type { CardMachine, CardMachineOptions };
