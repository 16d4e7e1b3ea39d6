import { useEffect, useId, useMemo } from 'react';
import {
  cardFieldSnapshot,
  cardFormSnapshot,
  getCardBrandInfo,
  schemeDefinition,
  type CardFieldName,
} from 'headless-checkout/core';
import { useCheckoutConfig, useCheckoutContext } from './context';
import { createCardPropGetters, type CardFieldMeta } from './card-props';
import { createCardDeps } from './card-deps';
import { useI18n } from './useI18n';
import { usePaymentMethodAs } from './method-hook';
import type { MethodHookResult } from './method-hook.types';
import type { UseCardOptions, UseCardResult, UseCardSubscription } from './useCard.types';
import { shallowEqual, useStoreSelector } from './useStoreSelector';

/** A card form: the `scheme` method's hook with the card's frames, prop getters and view. */
function useCard(
  options: UseCardOptions = {},
  { subscribe = 'all', stateReducer }: UseCardSubscription = {},
): UseCardResult {
  const checkout = useCheckoutContext('useCard');
  const idPrefix = useId();
  const { amount } = useCheckoutConfig(checkout);
  // The session's payment methods drive the form: the `scheme` entry's brands are the accepted
  // brands when the options name none. Setup is called after mount, never during render; the card
  // does not wait for it.
  useEffect(() => {
    void checkout.paymentMethods.load();
  }, [checkout]);
  // The card's definition comes with the page (no registry chunk): the form runs from the first
  // render. A new checkout (another session, client key or locale) is a new card form.
  const method = usePaymentMethodAs(
    'useCard',
    'scheme',
    { amount, mode: 'secured', ...options, ...(stateReducer ? { stateReducer } : {}) },
    {
      definition: schemeDefinition,
      deps: createCardDeps,
      idPrefix,
      ...(subscribe === 'form'
        ? {
            select: cardFormSnapshot,
            isEqual: (a, b) => shallowEqual(a as Record<string, unknown>, b as Record<string, unknown>),
          }
        : {}),
    },
  );
  return useCardOf(method, idPrefix);
}

/**
 * A card form over a running `scheme` method (a useCard's own, or a drop-in's card item): the
 * card's prop getters and view on top of the method hook's result.
 */
function useCardOf(method: MethodHookResult<'scheme'>, idPrefix: string): UseCardResult {
  const { t } = useI18n();
  if (!method.machine || !method.state) throw new Error('A card form needs its running scheme method');
  const machine = method.machine;
  const state = method.state;
  const { focusSecuredField } = method;
  // The method's getters (stable for the machine) serve where the card needs nothing of its own.
  const { getLabelProps, getErrorProps, getFormProps, setField, blurField } = method;
  const getters = useMemo(
    () =>
      createCardPropGetters(machine, idPrefix, t, focusSecuredField, {
        getLabelProps,
        getErrorProps,
        getFormProps,
        setField,
        blurField,
      }),
    [
      machine,
      idPrefix,
      t,
      focusSecuredField,
      getLabelProps,
      getErrorProps,
      getFormProps,
      setField,
      blurField,
    ],
  );
  // The definition's view (the core's cardViewOf), computed by the method hook.
  const view = method.view!;
  const { shownErrors: shown, ...facts } = view;

  return {
    ...method,
    ...getters,
    ...facts,
    view,
    state,
    machine,
    getBrandName: (name) => getCardBrandInfo(name)?.name ?? name,
    errors: shown.map(({ field, errorKey, errorValues }) => ({ field, message: t(errorKey, errorValues) })),
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

export { useCard, useCardField, useCardOf };
