import type { CheckoutDropin, DropinItem, SupportedPaymentMethodType } from 'headless-checkout/core';
import { useId } from 'react';
import { useMethodResult } from './method-hook';
import { useCardOf } from './useCard';
import type { UseCardResult } from './useCard.types';
import type { MethodMachine, MethodPage } from './method-hook.types';
import type { DropinHandle, UseDropinResult } from './useDropin.types';
import type { UsePaymentMethodResult } from './usePaymentMethod';
import { useWithSelectFields } from './usePaymentMethod';
import { useStoreSelector } from './useStoreSelector';

const NO_MACHINE = { getSnapshot: () => null, subscribe: () => () => undefined };

/** An item's method as a method hook's source: its machine once its definition loaded. */
function useItemSource(
  dropin: CheckoutDropin,
  key: string | null,
  pages: ReadonlyMap<string, MethodPage>,
): MethodMachine<SupportedPaymentMethodType> {
  const method = useStoreSelector(dropin.methods, (methods) => (key ? methods[key] : undefined));
  const machine = method?.machine ?? null;
  useStoreSelector(machine ?? NO_MACHINE, (state) => state);
  return {
    checkout: dropin.checkout,
    definition: (method?.definition ?? null) as never,
    machine: machine as never,
    state: (machine?.getSnapshot() ?? null) as never,
    error: method?.error ?? null,
    page: (key ? pages.get(key) : undefined) ?? null,
  };
}

/**
 * One item of a drop-in as `usePaymentMethod` returns it, whether or not it is the open one: an
 * instant item's wallet button (Google Pay, Apple Pay above the divider) pays without being opened.
 * Its method runs in the drop-in (one attempt at a time); call it in a component per item.
 */
function useDropinItem(
  dropin: Pick<UseDropinResult, 'handle'>,
  item: DropinItem,
): UsePaymentMethodResult<SupportedPaymentMethodType> {
  const { dropin: core, pages, securedFieldStyles } = dropin.handle as DropinHandle;
  return useWithSelectFields(
    useMethodResult(item.type as SupportedPaymentMethodType, useItemSource(core, item.key, pages), {
      securedFieldStyles,
    }),
  );
}

/**
 * A drop-in's card item (a card, or a stored card) as `useCard` returns it: brand icons, the
 * dual-brand choice, installments, the billing address. Call it once the item's method runs
 * (`dropin.active.machine` set while the item is open); before, it throws.
 */
function useDropinCard(dropin: Pick<UseDropinResult, 'handle'>, item: DropinItem): UseCardResult {
  const { dropin: core, pages, securedFieldStyles } = dropin.handle as DropinHandle;
  const idPrefix = useId();
  const method = useMethodResult('scheme', useItemSource(core, item.key, pages) as never, {
    securedFieldStyles,
    idPrefix,
  });
  return useCardOf(method, idPrefix);
}

export { useDropinCard, useDropinItem, useItemSource };
