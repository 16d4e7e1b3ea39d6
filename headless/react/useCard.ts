import { useEffect, useId, useMemo, useState } from 'react';
import {
  billingAddressSchemaOf,
  classifyPaymentResponse,
  brandIconsOf,
  createCardEncryptor,
  createCardMachine,
  effectiveBrand,
  getCardBrandRules,
  installmentOptionsOf,
  isCardValid,
  isErrorShown,
  lookupBin,
  policiesOf,
  shownErrors,
  visibilityOf,
  type CardMachine,
  type CardFieldName,
  type CardOptions,
  type CardState,
  type Checkout,
} from 'headless-checkout/core';
import { collectBrowserEnvironment } from './browser-info';
import { useCheckoutContext } from './context';
import {
  createCardPropGetters,
  isFieldVisible,
  type CardFieldMeta,
  type CardPropGetters,
} from './card-props';
import { useI18n } from './useI18n';
import { useSecuredFields } from './useSecuredFields';
import { useStoreSelector } from './useStoreSelector';

/** Options of useCard: the card options (see docs/use-card.md); amount defaults to the checkout's. */
type UseCardOptions = CardOptions & {
  /** Secured mode: CSS properties for the inputs inside the frames, e.g. `{ color: '#00112c', 'font-size': '16px' }`. */
  securedFieldStyles?: Record<string, string>;
};

/** What useCard returns. */
interface UseCardResult extends CardPropGetters {
  /** The machine's state (fields, brand, bin lookup, status…). */
  state: CardState;
  /** 'ready' | 'loading' | 'redirect' | 'success' | 'error'. */
  status: CardState['status'];
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
  /** Installment options of the brand (null when hidden). */
  installmentOptions: ReturnType<typeof installmentOptionsOf>;
  /** Every error shown now, translated: the error panel's content (title: t('errorPanel.title')). */
  errors: Array<{ field: string; message: string }>;
  /** Secured mode: props for the element a field's frame is put in (card number, expiry, security code, password). */
  getSecuredFieldProps: ReturnType<typeof useSecuredFields>['getSecuredFieldProps'];
  /** Submits: shows every error when invalid, sends one request when valid. */
  submit: () => void;
  /** Back to the empty form. */
  reset: () => void;
  /** The machine, for advanced use (send events, subscribe). */
  machine: CardMachine;
}

function createDeps(checkout: Checkout) {
  // jose loads only when the page encrypts (direct mode); in secured mode the frames do.
  const encryptor = createCardEncryptor({
    http: checkout.http,
    clientKey: checkout.config.clientKey,
    loadJose: () => import('jose'),
  });
  let requests = 0;
  return {
    now: Date.now,
    encrypt: encryptor.encrypt,
    lookupBin: (request: Parameters<typeof lookupBin>[2]) =>
      lookupBin(checkout.http, checkout.config.clientKey, request),
    submit: async (data: Parameters<Checkout['submitPayment']>[0]) => {
      const response = await checkout.submitPayment(data);
      const outcome = classifyPaymentResponse(response);
      if (outcome.type === 'success') checkout.config.onPaymentCompleted?.(response);
      if (outcome.type === 'error') checkout.config.onPaymentFailed?.(response);
      return response;
    },
    environment: collectBrowserEnvironment,
    createRequestId: () => `bin-${(requests += 1)}`,
    onError: (error: Parameters<Checkout['reportError']>[0]) => void checkout.reportError(error),
  };
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
}

/** The form-level view of the state: what a form component renders besides the fields' own values. */
function formLevel(state: CardState): Record<string, unknown> {
  return {
    status: state.status,
    mode: state.mode,
    securedFields: state.securedFields,
    submitted: state.submitted,
    detectedBrand: state.detectedBrand,
    dualBrands: state.dualBrands,
    selectedBrand: state.selectedBrand,
    binLookup: state.binLookup,
    installments: state.installments,
    storePaymentMethod: state.storePaymentMethod,
    billingAddress: state.billingAddress,
    billingAddressTouched: state.billingAddressTouched,
    response: state.response,
    action: state.action,
    error: state.error,
    options: state.options,
    visible: JSON.stringify(visibilityOf(state)),
    errors: JSON.stringify(shownErrors(state)),
    valid: isCardValid(state),
  };
}

/** Shallow equality of two plain objects. */
function shallowEqual(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/** A card form over the core card machine: state, prop getters for your inputs, actions. */
function useCard(
  options: UseCardOptions = {},
  { subscribe = 'all' }: UseCardSubscription = {},
): UseCardResult {
  const checkout = useCheckoutContext('useCard');
  const { t } = useI18n();
  const idPrefix = useId();
  const { securedFieldStyles, ...cardOptions } = options;
  const withAmount: CardOptions = { amount: checkout.config.amount, mode: 'secured', ...cardOptions };
  const [machine] = useState(() => createCardMachine(withAmount, createDeps(checkout)));
  const optionsKey = JSON.stringify(withAmount);
  useEffect(() => {
    machine.send({ type: 'options.updated', options: JSON.parse(optionsKey) as CardOptions });
  }, [machine, optionsKey]);

  useStoreSelector<CardState, CardState | Record<string, unknown>>(
    machine,
    (snapshot) => (subscribe === 'all' ? snapshot : formLevel(snapshot)),
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
  const brand = effectiveBrand(state);
  const rules = brand ? getCardBrandRules(brand) : null;

  return {
    ...getters,
    getSecuredFieldProps: secured.getSecuredFieldProps,
    state,
    status: state.status,
    isValid: isCardValid(state),
    brand,
    dualBrands: state.dualBrands,
    securityCodeLabel: rules?.securityCodeLabel ?? 'CVC',
    securityCodeDigits: Math.max(...(rules?.securityCodeLengths ?? [3])),
    getBrandName: (name) => getCardBrandRules(name)?.name ?? name,
    visible: visibilityOf(state),
    policies: policiesOf(state),
    brandIcons: brandIconsOf(state),
    billingAddressSchema: billingAddressSchemaOf(state),
    installmentOptions: installmentOptionsOf(state),
    errors: shownErrors(state).map(({ field, errorKey, errorValues }) => ({
      field,
      message: t(errorKey, errorValues),
    })),
    submit: () => machine.send({ type: 'submit.requested' }),
    reset: () => machine.send({ type: 'reset' }),
    machine,
  };
}

/**
 * One field of a card form, for a component that renders it: re-renders only when this field's
 * value, validity, shown error, focus or visibility change. Use with `useCard(options, { subscribe: 'form' })`.
 */
function useCardField(card: Pick<UseCardResult, 'machine' | 'meta'>, field: CardFieldName): CardFieldMeta {
  useStoreSelector(
    card.machine,
    (state) => {
      const { value, result, touched, focused } = state.fields[field];
      return {
        value,
        valid: result.valid,
        errorKey: result.errorKey,
        shown: isErrorShown(state, field),
        touched,
        focused,
        visible: isFieldVisible(state, field),
        mode: state.mode,
        securedFields: state.securedFields,
      };
    },
    shallowEqual,
  );
  return card.meta(field);
}

export { useCard, useCardField };
export type { UseCardOptions, UseCardResult, UseCardSubscription };
