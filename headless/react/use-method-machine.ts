import { useEffect, useMemo, useRef } from 'react';
import {
  createPaymentMethodMachine,
  loadPaymentMethod,
  paymentMethodLoadOf,
  paymentMethodLoads,
  type Checkout,
  type CheckoutError,
  type PaymentMethodContext,
  type PaymentMethodDefinitionOf,
  type PaymentMethodEvent,
  type PaymentMethodMachine,
  type PaymentMethodOptionsOf,
  type PaymentMethodState,
  type StateReducer,
  type SupportedPaymentMethodType,
} from 'headless-checkout/core';
import { browserSessionStorage } from './browser-storage';
import { useCheckoutConfig, useCheckoutContext } from './context';
import { useLatest } from './use-latest';
import { useStoreSelector, type Subscribable } from './useStoreSelector';

/** The options of a method hook: the definition's options without `type`, and a stateReducer. */
type UsePaymentMethodOptions<T extends SupportedPaymentMethodType> = Omit<
  PaymentMethodOptionsOf<T>,
  'type'
> & {
  /**
   * Reshapes any transition of the method's machine (downshift's `stateReducer`): gets the state
   * before, the event and the proposed changes; returns the state to keep. Read on every event.
   */
  stateReducer?: StateReducer<
    PaymentMethodState<PaymentMethodOptionsOf<T>>,
    PaymentMethodEvent<PaymentMethodOptionsOf<T>>
  >;
};

/** What the method hooks share: the checkout, the machine once it can run, and why it cannot yet. */
interface MethodMachine<T extends SupportedPaymentMethodType> {
  /** The provider's checkout. */
  checkout: Checkout;
  /** The definition. */
  definition: PaymentMethodDefinitionOf<T> | null;
  /** The machine, once the definition and (when it needs them) the payment methods are there. */
  machine: PaymentMethodMachine<PaymentMethodOptionsOf<T>> | null;
  /** Its state (null until it runs). */
  state: PaymentMethodState<PaymentMethodOptionsOf<T>> | null;
  /** Why the machine cannot run: the definition or the payment methods failed to load. */
  error: CheckoutError | null;
}

/** What subscribes while there is no machine yet. */
const NO_MACHINE: Subscribable<null> = { getSnapshot: () => null, subscribe: () => () => undefined };

/**
 * Loads a method's definition (the registry's seam) and the checkout's payment methods, then runs
 * its machine with the options; options and context (the method's entry, the amount) update it in
 * place. Nothing loads during render or on the server; remembered fields come back after mount.
 */
function useMethodMachine<T extends SupportedPaymentMethodType>(
  hookName: string,
  type: T,
  { stateReducer, ...rest }: UsePaymentMethodOptions<T>,
): MethodMachine<T> {
  type Options = PaymentMethodOptionsOf<T>;
  const checkout = useCheckoutContext(hookName);
  const { amount } = useCheckoutConfig(checkout);
  const options = { ...rest, type } as unknown as Options;
  const optionsKey = JSON.stringify(options);
  const load = useStoreSelector(paymentMethodLoads, () => paymentMethodLoadOf(type));
  const methods = useStoreSelector(checkout.paymentMethods, (snapshot) => snapshot);
  useEffect(() => {
    loadPaymentMethod(type).catch(() => undefined); // the error is the load's state
  }, [type]);
  const definition = load.definition as PaymentMethodDefinitionOf<T> | null;
  const needsMethods = definition?.needsPaymentMethods?.(options as never) ?? true;
  useEffect(() => {
    if (needsMethods) void checkout.paymentMethods.load();
  }, [checkout, needsMethods]);
  const methodsMissing = needsMethods && methods.status !== 'ready';
  const entry = methods.response.paymentMethods.find((method) => method.type === type);
  const context = useMemo<PaymentMethodContext>(() => ({ paymentMethod: entry, amount }), [entry, amount]);

  const reducer = useLatest(stateReducer);
  // A new checkout (another session) or definition is a new form: its payment never spans two.
  const machine = useMemo(
    () =>
      definition && !methodsMissing
        ? createPaymentMethodMachine(
            definition as never,
            options,
            {
              submit: (data) => checkout.submitPayment(data),
              reportResult: (response) => void checkout.reportResult(response),
              reportError: (error) => void checkout.reportError(error),
              storage: browserSessionStorage,
            },
            {
              context,
              stateReducer: (state, action) =>
                reducer.current ? reducer.current(state, action) : action.changes,
            },
          )
        : null,
    // Options and context reach a running machine through 'options.updated' below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [checkout, definition, methodsMissing, type],
  ) as PaymentMethodMachine<Options> | null;

  const sent = useRef<{ machine: unknown; key: string; context: PaymentMethodContext } | null>(null);
  useEffect(() => {
    if (!machine) return;
    const last = sent.current;
    sent.current = { machine, key: optionsKey, context };
    if (!last || last.machine !== machine) return; // created with these
    if (last.key === optionsKey && last.context === context) return;
    machine.send({ type: 'options.updated', options: JSON.parse(optionsKey) as Options, context });
  }, [machine, optionsKey, context]);
  useEffect(() => machine?.restore(), [machine]);

  const state = useStoreSelector<PaymentMethodState<Options> | null, PaymentMethodState<Options> | null>(
    machine ?? NO_MACHINE,
    (snapshot) => snapshot,
  );
  const error = load.error ?? (needsMethods && methods.status === 'error' ? methods.error : null);
  return { checkout, definition, machine, state, error };
}

export { useMethodMachine };
export type { MethodMachine, UsePaymentMethodOptions };
