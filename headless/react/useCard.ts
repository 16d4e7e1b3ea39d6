import { useEffect, useId, useMemo } from 'react';
import {
  billingAddressSchemaOf,
  cardFieldSnapshot,
  cardFormSnapshot,
  brandIconsOf,
  createCardMachine,
  effectiveBrand,
  elementStatusOf,
  getCardBrandInfo,
  installmentChoicesOf,
  installmentOptionsOf,
  policiesOf,
  shownErrors,
  visibilityOf,
  type CardMachine,
  type CardFieldName,
  type CardOptions,
  type CardEvent,
  type CardState,
  type CheckoutAction,
  type ElementStatus,
  type CheckoutError,
  type StateReducer,
  type PaymentResponse,
  type PaymentState,
} from 'headless-checkout/core';
import { useCheckoutConfig, useCheckoutContext } from './context';
import { createCardPropGetters, type CardFieldMeta, type CardPropGetters } from './card-props';
import { useI18n } from './useI18n';
import { createCardDeps } from './card-deps';
import { useLatest } from './use-latest';
import { usePayButtonLabel } from './usePayButtonLabel';
import { useSecuredFields } from './useSecuredFields';
import { usePaymentResult, type PaymentResultProps } from './use-payment-result';
import { shallowEqual, useStoreSelector } from './useStoreSelector';

/** Options of useCard: the card options (see docs/use-card.md); amount defaults to the checkout's. */
type UseCardOptions = CardOptions & {
  /** Secured mode: CSS properties for the inputs inside the frames, e.g. `{ color: '#00112c', 'font-size': '16px' }`. */
  securedFieldStyles?: Record<string, string>;
};

/** What useCard returns. */
interface UseCardResult extends CardPropGetters, PaymentResultProps {
  /** The machine's state (fields, brand, bin lookup, status…). */
  state: CardState;
  /** 'ready' | 'loading' | 'redirect' | 'success' | 'error'. */
  status: ElementStatus;
  /** The payment attempt: its lifecycle status, the order of a partial payment, the end's message key. */
  payment: PaymentState;
  /** Whether every shown field is valid. */
  isValid: boolean;
  /** The brand the payment is made with. */
  brand: string | null;
  /** The two brands of a dual-branded card (let the shopper pick one), else null. */
  dualBrands: [string, string] | null;
  /** The security code's name on the card: CVC, CVV, CID or CAV. */
  securityCodeLabel: string;
  /** The security code's length for the brand (4 on the front for amex, else 3 on the back). */
  securityCodeDigits: number;
  /** A brand's display name ('Mastercard' for 'mc'); the id for an unknown brand. */
  getBrandName: (brand: string) => string;
  /** Which optional parts of the form show. */
  visible: ReturnType<typeof visibilityOf>;
  /** The security code and expiry policies ('required' | 'optional' | 'hidden'). */
  policies: ReturnType<typeof policiesOf>;
  /** Accepted brand icons: at most 4, else 3 and `more` ('+N'). */
  brandIcons: ReturnType<typeof brandIconsOf>;
  /** The billing address form for the chosen country and mode (fields, rows, labels), or null when not asked. */
  billingAddressSchema: ReturnType<typeof billingAddressSchemaOf>;
  /** The installments list to offer (one-time, n installments with their amount, revolving); empty when hidden. */
  installmentChoices: ReturnType<typeof installmentChoicesOf>;
  /** Installment options of the brand (null when hidden). */
  installmentOptions: ReturnType<typeof installmentOptionsOf>;
  /** Every error shown now, translated: the error panel's content (title: t('errorPanel.title')). */
  errors: Array<{ field: string; message: string }>;
  /** Secured mode: props for the element a field's frame is put in (card number, expiry, security code, password). */
  getSecuredFieldProps: ReturnType<typeof useSecuredFields>['getSecuredFieldProps'];
  /** The pay button's label now ('Pay €120.00', 'Processing payment…', 'Paid', 'Save details'). */
  payButtonLabel: string;
  /** Submits: shows every error when invalid, sends one request when valid; a no-op after success. */
  submit: () => void;
  /** The action of the last response (3DS2, redirect…) to run, or null: hand it to an action hook. */
  action: CheckoutAction | null;
  /** The action finished: the response it ended with (final, partial, or a further action). */
  completeAction: (response: PaymentResponse) => void;
  /** The action failed. */
  failAction: (error: CheckoutError) => void;
  /** Back to the empty form. */
  reset: () => void;
  /** The machine, for advanced use (send events, subscribe). */
  machine: CardMachine;
}

/** How much of the card state re-renders the component that calls useCard. */
interface UseCardSubscription {
  /**
   * 'all' (default): every change, for a form that renders its inputs in one component.
   * 'form': only form-level changes (status, brand, which fields show, shown errors, address,
   * installments); each field component subscribes to its own field with useCardField, so a
   * keystroke re-renders only that field.
   */
  subscribe?: 'all' | 'form';
  /**
   * Reshapes any transition of the card machine without forking it (downshift's `stateReducer`):
   * gets the state before, the event and the proposed changes, returns the state to keep. Read on
   * every event, so an inline function is fine.
   */
  stateReducer?: StateReducer<CardState, CardEvent>;
}

/** A card form over the core card machine: state, prop getters for your inputs, actions. */
function useCard(
  options: UseCardOptions = {},
  { subscribe = 'all', stateReducer }: UseCardSubscription = {},
): UseCardResult {
  const checkout = useCheckoutContext('useCard');
  const { t } = useI18n();
  const idPrefix = useId();
  const { securedFieldStyles, ...cardOptions } = options;
  const { amount } = useCheckoutConfig(checkout);
  const withAmount: CardOptions = { amount, mode: 'secured', ...cardOptions };
  // A new checkout (another session, client key or locale) is a new card form: its machine talks
  // to that checkout only, so a payment and its actions never span two sessions.
  // The session's payment methods drive the form: the `scheme` entry's brands are the accepted
  // brands when the options name none. Setup is called after mount, never during render.
  const schemeMethod = useStoreSelector(checkout.paymentMethods, (methods) =>
    methods.response.paymentMethods.find((method) => method.type === 'scheme'),
  );
  useEffect(() => {
    void checkout.paymentMethods.load();
  }, [checkout]);
  const reducer = useLatest(stateReducer);
  const machine = useMemo(
    () =>
      createCardMachine(withAmount, createCardDeps(checkout), {
        context: { paymentMethod: schemeMethod, amount },
        stateReducer: (state, action) => (reducer.current ? reducer.current(state, action) : action.changes),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [checkout],
  );
  const optionsKey = JSON.stringify(withAmount);
  useEffect(() => {
    const options = { ...(JSON.parse(optionsKey) as CardOptions), type: 'scheme' as const };
    const { today } = machine.getSnapshot().context;
    machine.send({
      type: 'options.updated',
      options,
      context: { paymentMethod: schemeMethod, amount, today },
    });
  }, [machine, optionsKey, schemeMethod, amount]);

  useStoreSelector<CardState, CardState | Record<string, unknown>>(
    machine,
    (snapshot) => (subscribe === 'all' ? snapshot : cardFormSnapshot(snapshot)),
    (a, b) =>
      subscribe === 'all'
        ? a === b
        : shallowEqual(a as Record<string, unknown>, b as Record<string, unknown>),
  );
  const state = machine.getSnapshot();
  const secured = useSecuredFields(machine, state, checkout, t, securedFieldStyles, idPrefix);
  const { focusSecuredField } = secured;
  const getters = useMemo(
    () => createCardPropGetters(machine, idPrefix, t, focusSecuredField),
    [machine, idPrefix, t, focusSecuredField],
  );
  const result = usePaymentResult(state.payment, idPrefix, t);
  const status = elementStatusOf(state.payment);
  const payButtonLabel = usePayButtonLabel({ status, amount: state.context.amount ?? state.options.amount });
  const brand = effectiveBrand(state);
  const rules = brand ? getCardBrandInfo(brand) : null;

  return {
    ...getters,
    getSecuredFieldProps: secured.getSecuredFieldProps,
    ...result,
    state,
    status,
    payment: state.payment,
    payButtonLabel,
    isValid: state.valid,
    brand,
    dualBrands: state.extra.dualBrands,
    securityCodeLabel: rules?.securityCodeLabel ?? 'CVC',
    securityCodeDigits: Math.max(...(rules?.securityCodeLengths ?? [3])),
    getBrandName: (name) => getCardBrandInfo(name)?.name ?? name,
    visible: visibilityOf(state),
    policies: policiesOf(state),
    brandIcons: brandIconsOf(state),
    billingAddressSchema: billingAddressSchemaOf(state),
    installmentOptions: installmentOptionsOf(state),
    installmentChoices: installmentChoicesOf(state),
    errors: shownErrors(state).map(({ field, errorKey, errorValues }) => ({
      field,
      message: t(errorKey, errorValues),
    })),
    submit: () => machine.send({ type: 'submit.requested' }),
    action: state.payment.action,
    completeAction: (response) => machine.send({ type: 'payment.answered', response }),
    failAction: (error) => machine.send({ type: 'payment.failed', error }),
    reset: () => machine.send({ type: 'form.reset' }),
    machine,
  };
}

/**
 * One field of a card form, for a component that renders it: re-renders only when this field's
 * value, validity, shown error, focus or visibility change. Use with `useCard(options, { subscribe: 'form' })`.
 */
function useCardField(card: Pick<UseCardResult, 'machine' | 'meta'>, field: CardFieldName): CardFieldMeta {
  useStoreSelector(card.machine, (state) => cardFieldSnapshot(state, field), shallowEqual);
  return card.meta(field);
}

export { useCard, useCardField };
export type { UseCardOptions, UseCardResult, UseCardSubscription };
