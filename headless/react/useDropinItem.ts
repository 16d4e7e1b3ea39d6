import {
  type CheckoutDropin,
  type DropinItem,
  type SupportedPaymentMethodType,
} from 'headless-checkout/core';
import { useMethodResult } from './method-hook';
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
  const { dropin: core, pages } = dropin.handle as DropinHandle;
  return useWithSelectFields(
    useMethodResult(item.type as SupportedPaymentMethodType, useItemSource(core, item.key, pages)),
  );
}

export { useDropinItem, useItemSource };
