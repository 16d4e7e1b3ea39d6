import { useEffect, useMemo, useRef } from 'react';
import {
  createCheckoutPaymentMethod,
  type AnyPaymentMethodDefinition,
  type PaymentMethodContext,
  type PaymentMethodDefinitionOf,
  type PaymentMethodOptionsOf,
  type SupportedPaymentMethodType,
} from 'headless-checkout/core';
import { browserSessionStorage } from './browser-storage';
import { useOpenOrder } from './order-context';
import { useCheckoutConfig, useCheckoutContext } from './context';
import type {
  MethodHookSetup,
  MethodMachine,
  MethodMachineOf,
  MethodRegistry,
  MethodStateOf,
  UsePaymentMethodOptions,
} from './method-hook.types';
import { useI18n } from './useI18n';
import { useLatest } from './use-latest';
import { useStoreSelector, type Subscribable } from './useStoreSelector';

/** A definition the hook brings: loaded from the start. */
const NO_REGISTRY: MethodRegistry = {
  loads: { getSnapshot: () => null, subscribe: () => () => undefined },
  loadOf: () => ({ status: 'ready', definition: null, error: null }),
  load: () => Promise.resolve(null),
  knows: () => true,
};

/** What subscribes while there is no machine yet. */
const NO_MACHINE: Subscribable<null> = { getSnapshot: () => null, subscribe: () => () => undefined };

/**
 * Loads a method's definition (the registry's seam, unless the caller brings it) and the checkout's
 * payment methods, then runs its machine with the options; options and context (the method's
 * entry, the amount) update it in place. Nothing loads during render or on the server; remembered
 * fields come back after mount.
 */
function useMethodMachine<T extends SupportedPaymentMethodType>(
  hookName: string,
  type: T,
  { stateReducer, ...rest }: UsePaymentMethodOptions<T>,
  setup: MethodHookSetup<T> = {},
): MethodMachine<T> {
  type Options = PaymentMethodOptionsOf<T>;
  const checkout = useCheckoutContext(hookName);
  const { amount, countryCode } = useCheckoutConfig(checkout);
  const { locale } = useI18n();
  const options = { ...rest, type } as unknown as Options;
  const optionsKey = JSON.stringify(options);
  const preloaded = setup.definition ?? null;
  const registry = setup.registry ?? NO_REGISTRY;
  const load = useStoreSelector(registry.loads, () => registry.loadOf(type));
  const methods = useStoreSelector(checkout.paymentMethods, (snapshot) => snapshot);
  const entry = methods.response.paymentMethods.find((method) => method.type === type);
  // A type the SDK does not know loads once the payment methods say whether they list it.
  const waitsForList = !preloaded && !registry.knows(type) && methods.status === 'loading';
  const listed = entry !== undefined;
  useEffect(() => {
    if (preloaded || waitsForList) return;
    registry.load(type, listed).catch(() => undefined); // the error is the load's state
  }, [type, preloaded, registry, waitsForList, listed]);
  const definition = preloaded ?? (load.definition as PaymentMethodDefinitionOf<T> | null);
  const needsMethods = definition?.needsPaymentMethods?.(options as never) ?? true;
  useEffect(() => {
    if (needsMethods) void checkout.paymentMethods.load();
  }, [checkout, needsMethods]);
  const methodsMissing = needsMethods && methods.status !== 'ready';
  // The open order of earlier partial payments (an OrderProvider's): a gift card pays within it.
  const order = useOpenOrder();
  const context = useMemo<PaymentMethodContext>(
    () => ({ paymentMethod: entry, amount, locale, countryCode, ...(order ? { order } : {}) }),
    [entry, amount, locale, countryCode, order],
  );

  const reducer = useLatest(stateReducer);
  const hostDeps = useLatest(setup.deps);
  // A new checkout (another session) or definition is a new form: its payment never spans two.
  const made = useMemo(() => {
    if (!definition || methodsMissing) return { machine: null, page: null };
    const page = registry.page?.(checkout, definition as AnyPaymentMethodDefinition, setup.scriptUrl) ?? null;
    return {
      page,
      machine: createCheckoutPaymentMethod(
        checkout,
        definition as never,
        options,
        {
          storage: browserSessionStorage,
          ...(page ? { provider: page.host } : {}),
          ...registry.deps?.(checkout, definition as AnyPaymentMethodDefinition),
          ...hostDeps.current?.(checkout),
        },
        {
          context,
          stateReducer: (state, action) =>
            reducer.current ? (reducer.current(state as never, action as never) as never) : action.changes,
        },
      ) as MethodMachineOf<T>,
    };
    // Options and context reach a running machine through 'options.updated' below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checkout, definition, methodsMissing, type]);
  const { machine } = made;

  const sent = useRef<{ machine: unknown; key: string; context: PaymentMethodContext } | null>(null);
  useEffect(() => {
    if (!machine) return;
    const last = sent.current;
    sent.current = { machine, key: optionsKey, context };
    if (!last || last.machine !== machine) return; // created with these
    if (last.key === optionsKey && last.context === context) return;
    machine.send({
      type: 'options.updated',
      options: JSON.parse(optionsKey) as Options,
      // The form's date stays the one it was made with.
      context: { ...machine.getSnapshot().context, ...context },
    });
  }, [machine, optionsKey, context]);
  // After mount, never on the server: the remembered fields, and whether the method can be used.
  useEffect(() => machine?.start(), [machine]);

  const { select, isEqual } = setup;
  useStoreSelector<MethodStateOf<T> | null, unknown>(
    machine ?? NO_MACHINE,
    (snapshot) => (snapshot && select ? select(snapshot) : snapshot),
    isEqual,
  );
  const state = machine ? machine.getSnapshot() : null;
  const error =
    (preloaded ? null : load.error) ?? (needsMethods && methods.status === 'error' ? methods.error : null);
  return { checkout, definition, machine, state, error, page: made.page };
}

export { useMethodMachine };
