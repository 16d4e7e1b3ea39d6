import { useEffect, useId, useMemo, useRef } from 'react';
import {
  createCheckoutDropin,
  dropinScreenOf,
  itemAfterKey,
  screenTakesFocus,
  selectedItemOf,
  visibleItemsOf,
  type DropinScreen,
  type SupportedPaymentMethodType,
} from 'headless-checkout/core';
import { collectBrowserEnvironment } from './browser-info';
import { browserSessionStorage } from './browser-storage';
import { useCheckoutContext } from './context';
import { useMethodResult } from './method-hook';
import type { MethodPage } from './method-hook.types';
import { METHOD_REGISTRY } from './method-registry';
import { merge } from './prop-getters';
import { useLatest } from './use-latest';
import type { UseDropinOptions, UseDropinResult } from './useDropin.types';
import { useItemSource } from './useDropinItem';
import { useWithSelectFields } from './usePaymentMethod';
import { useStoreSelector } from './useStoreSelector';

/**
 * Moves focus to the element `id` on each screen that takes it (`screenTakesFocus`: a new screen,
 * a partial payment; not the first list); never on mount.
 */
function useFocusOnScreen(screen: DropinScreen, id: string): void {
  const seen = useRef(screen);
  useEffect(() => {
    const previous = seen.current;
    seen.current = screen;
    if (screenTakesFocus(previous, screen)) document.getElementById(id)?.focus();
  }, [screen, id]);
}

/**
 * The drop-in (spec sections 1 to 4): the core's `createCheckoutDropin` in the checkout around —
 * the session's methods listed (instant ones above the divider, stored ones first), the first
 * stored method or the first method open, only the opened items' definitions loaded, one attempt
 * at a time — with the list's radio getters and the open item's method as `usePaymentMethod`
 * returns it. Nothing loads during render or on the server; safe under StrictMode.
 */
function useDropin(options: UseDropinOptions = {}): UseDropinResult {
  const checkout = useCheckoutContext('useDropin');
  const latest = useLatest(options);
  const { dropin, pages } = useMemo(() => {
    // The page each item's provider runs in (a wallet's script, its containers), by item.
    const made = new Map<string, MethodPage>();
    return {
      pages: made,
      dropin: createCheckoutDropin(
        checkout,
        {
          ...latest.current,
          onSelect: (item) => latest.current.onSelect?.(item),
          onReady: () => latest.current.onReady?.(),
        },
        {
          // What the page adds to a method: the tab's storage, a provider's page, the card's browser code.
          deps: (definition, key) => {
            const page = METHOD_REGISTRY.page?.(checkout, definition, undefined) ?? null;
            if (page) made.set(key, page);
            return {
              storage: browserSessionStorage,
              // The wallets' browserInfo (the card brings its own with its host code).
              environment: collectBrowserEnvironment,
              ...(page ? { provider: page.host } : {}),
              ...METHOD_REGISTRY.deps?.(checkout, definition),
            };
          },
          prepare: (item) => latest.current.prepareItem?.(item),
          ...(latest.current.onOrderCancel
            ? { onOrderCancel: (order) => latest.current.onOrderCancel!(order) }
            : {}),
        },
      ),
    };
    // The options are read when the drop-in is made; a new checkout is a new drop-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checkout]);
  useEffect(() => dropin.start(), [dropin]);
  const state = useStoreSelector(dropin.machine, (snapshot) => snapshot);
  const order = useStoreSelector(dropin.orders, (snapshot) => snapshot);
  const visible = visibleItemsOf(state);
  const selected = selectedItemOf(state);
  const active = useWithSelectFields(
    useMethodResult(
      (selected?.type ?? '') as SupportedPaymentMethodType,
      useItemSource(dropin, selected?.key ?? null, pages),
      { securedFieldStyles: options.securedFieldStyles },
    ),
  );
  const elements = useRef(new Map<string, HTMLElement>());
  const screen = useMemo(() => dropinScreenOf(state, order.parts.length), [state, order.parts.length]);
  const screenId = `${useId()}-screen`;
  useFocusOnScreen(screen, screenId);

  const tabStop = selected?.key ?? visible[0]?.key;

  return {
    status: state.status,
    screen,
    instant: visible.filter((item) => item.kind === 'instant'),
    stored: visible.filter((item) => item.kind === 'stored'),
    methods: visible.filter((item) => item.kind === 'method'),
    selected,
    paying: visible.find((item) => item.key === state.paying) ?? null,
    active,
    order: { ...order, cancel: () => dropin.orders.send({ type: 'order.cancelRequested' }) },
    error: state.error,
    handle: { dropin, pages, securedFieldStyles: options.securedFieldStyles },
    select: dropin.select,
    submit: dropin.submit,
    setStatus: dropin.setStatus,
    getScreenProps: (userProps) =>
      merge(userProps, { id: screenId, tabIndex: -1 as const, 'data-screen': screen.name }),
    getListProps: (userProps) => merge(userProps, { role: 'radiogroup' as const }),
    getItemProps: (item, userProps) =>
      merge(userProps, {
        role: 'radio' as const,
        'aria-checked': item.key === selected?.key,
        tabIndex: item.key === tabStop ? (0 as const) : (-1 as const),
        'data-state': item.key === selected?.key ? ('open' as const) : ('closed' as const),
        ref: (element: HTMLElement | null) => {
          if (element) elements.current.set(item.key, element);
          else elements.current.delete(item.key);
        },
        onClick: () => dropin.select(item.key),
        onKeyDown: (event) => {
          const target = itemAfterKey(state, item.key, event.key);
          if (!target) return;
          event.preventDefault();
          dropin.select(target.key);
          elements.current.get(target.key)?.focus();
        },
      }),
  };
}

export { useDropin };
