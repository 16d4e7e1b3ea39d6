import { useEffect, useMemo, useRef } from 'react';
import {
  createPaymentMethodMachine,
  type Checkout,
  type CheckoutError,
  type AnyPaymentMethodDefinition,
  type PaymentData,
  type PaymentMethodContext,
  type ProviderHost,
  type PaymentMethodDefinitionOf,
  type PaymentMethodDeps,
  type PaymentMethodEvent,
  type PaymentMethodExtraOf,
  type PaymentMethodLoad,
  type PaymentMethodMachine,
  type PaymentMethodOptionsOf,
  type PaymentMethodOwnEventOf,
  type PaymentMethodState,
  type StateReducer,
  type SupportedPaymentMethodType,
} from 'headless-checkout/core';
import { browserSessionStorage } from './browser-storage';
import { useOpenOrder } from './OrderProvider';
import { useCheckoutConfig, useCheckoutContext } from './context';
import { useI18n } from './useI18n';
import { useLatest } from './use-latest';
import { useStoreSelector, type Subscribable } from './useStoreSelector';

/** A type's form state (its options, fields, own state and payment). */
type MethodStateOf<T extends SupportedPaymentMethodType> = PaymentMethodState<
  PaymentMethodOptionsOf<T>,
  PaymentMethodExtraOf<T>
>;

/** A type's events (the form's and the method's own). */
type MethodEventOf<T extends SupportedPaymentMethodType> = PaymentMethodEvent<
  PaymentMethodOptionsOf<T>,
  PaymentMethodOwnEventOf<T>
>;

/** A type's machine. */
type MethodMachineOf<T extends SupportedPaymentMethodType> = PaymentMethodMachine<
  PaymentMethodOptionsOf<T>,
  PaymentMethodExtraOf<T>,
  PaymentMethodOwnEventOf<T>
>;

/** The options of a method hook: the definition's options without `type`, and a stateReducer. */
type UsePaymentMethodOptions<T extends SupportedPaymentMethodType> = Omit<
  PaymentMethodOptionsOf<T>,
  'type'
> & {
  /**
   * Reshapes any transition of the method's machine (downshift's `stateReducer`): gets the state
   * before, the event and the proposed changes; returns the state to keep. Read on every event.
   */
  stateReducer?: StateReducer<MethodStateOf<T>, MethodEventOf<T>>;
  /**
   * CSS properties for the inputs inside the method's secured fields (the card's number, expiry and
   * security code, ACH's account numbers, a gift card's number and PIN), e.g. `{ color: '#00112c' }`
   * (text properties only; see docs/secured-fields.md).
   */
  securedFieldStyles?: Record<string, string> | undefined;
};

/**
 * What a hook built on the method hook adds (the card's): its definition imported with the page (no
 * registry load: the machine runs from the first render), what its machine needs of the page besides
 * the payment (encryption, bin lookup, clock, browser details), and how much of the state re-renders
 * the caller.
 */
interface MethodHookSetup<T extends SupportedPaymentMethodType> {
  /** The definition, imported statically: the form runs at once, without the registry's chunk. */
  definition?: PaymentMethodDefinitionOf<T>;
  /**
   * Where a definition the hook does not bring comes from: the registry (`METHOD_REGISTRY`), which
   * the loading hooks pass, so a page whose only form brings its definition (the card's) does not
   * carry the registry's table.
   */
  registry?: MethodRegistry;
  /** The machine's deps besides the checkout's submit, reports and the tab's storage. */
  deps?: (checkout: Checkout) => Partial<PaymentMethodDeps>;
  /** The part of the state whose changes re-render the caller (default: all of it), compared by `isEqual`. */
  select?: (state: MethodStateOf<T>) => unknown;
  /** Compares two selections (default Object.is). */
  isEqual?: (a: unknown, b: unknown) => boolean;
  /** The ids' prefix the caller's own getters use too (default: the hook's own useId). */
  idPrefix?: string;
  /** The provider's script URL the caller was given (a wallet hook's `scriptUrl` option). */
  scriptUrl?: string | undefined;
}

/** What the method hooks share: the checkout, the machine once it can run, and why it cannot yet. */
interface MethodMachine<T extends SupportedPaymentMethodType> {
  /** The provider's checkout. */
  checkout: Checkout;
  /** The definition. */
  definition: PaymentMethodDefinitionOf<T> | null;
  /** The machine, once the definition and (when it needs them) the payment methods are there. */
  machine: MethodMachineOf<T> | null;
  /** Its state (null until it runs). */
  state: MethodStateOf<T> | null;
  /** Why the machine cannot run: the definition or the payment methods failed to load. */
  error: CheckoutError | null;
  /** The page its provider runs in (a wallet's containers), made with the machine; null without one. */
  page: MethodPage | null;
}

/** The page a provider runs in (a wallet's), made with the machine: the host its effects get, and the refs of its containers. */
interface MethodPage {
  /** What the definition's effects get as `deps.provider`. */
  host: ProviderHost;
  /** The ref of a container the caller places (by name); undefined for a name the provider has not. */
  refOf: (name: string) => ((element: HTMLElement | null) => void) | undefined;
}

/** The registry as the hooks read it: its loads (a store), one type's load, and a load to start. */
interface MethodRegistry {
  /** The loads by type, to subscribe to. */
  loads: Subscribable<unknown>;
  /** Where a type's load stands. */
  loadOf: (type: string) => PaymentMethodLoad;
  /**
   * Starts a type's load (once per page). `listed`: the payment methods list the type, so a type
   * the SDK does not know pays by redirect (else it is refused).
   */
  load: (type: string, listed: boolean) => Promise<unknown>;
  /** Whether the SDK knows the type (an unknown one waits for the payment methods to learn whether it is listed). */
  knows: (type: string) => boolean;
  /** What a definition's machine needs of the browser (its `hostDeps`), loaded when first used. */
  deps?: (checkout: Checkout, definition: AnyPaymentMethodDefinition) => Partial<PaymentMethodDeps>;
  /** The page a definition's provider runs in (null without one; `scriptUrl`: the hook's option). */
  page?: (
    checkout: Checkout,
    definition: AnyPaymentMethodDefinition,
    scriptUrl: string | undefined,
  ) => MethodPage | null;
}

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
    const { session } = checkout;
    return {
      page,
      machine: createPaymentMethodMachine(
        definition as never,
        options,
        {
          submit: (data) => checkout.submitPayment(data),
          submitDetails: (data) => checkout.submitDetails(data),
          reportResult: (response) => void checkout.reportResult(response),
          reportError: (error) => void checkout.reportError(error),
          storage: browserSessionStorage,
          http: checkout.http,
          clientKey: checkout.config.clientKey,
          // The session's calls a gift card's balance flow makes (a hook may bring the merchant's).
          ...(session
            ? {
                checkBalance: (paymentMethod: PaymentData['paymentMethod']) =>
                  session.checkBalance(paymentMethod),
                createOrder: () => session.createOrder(),
              }
            : {}),
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
export type {
  MethodPage,
  MethodRegistry,
  MethodEventOf,
  MethodHookSetup,
  MethodMachine,
  MethodMachineOf,
  MethodStateOf,
  UsePaymentMethodOptions,
};
