import { createContext, useContext } from 'react';
import type { Order, OrderMachine, OrderState } from 'headless-checkout/core';
import { useStoreSelector } from './useStoreSelector';

/**
 * The order of partial payments an OrderProvider keeps, as the forms inside read it: apart from the
 * provider, so that a page without one (a card alone) does not carry it.
 */
const OrderContext = createContext<OrderMachine | null>(null);
OrderContext.displayName = 'OrderContext';

/** The order machine of the OrderProvider around, or null outside one (a form may run without an order). */
function useOrderMachine(): OrderMachine | null {
  return useContext(OrderContext);
}

const NO_MACHINE = {
  getSnapshot: () => null,
  subscribe: () => () => undefined,
};

/** The open order of the OrderProvider around (null outside one, or with no open order). */
function useOpenOrder(): Order | null {
  const orders = useOrderMachine();
  return useStoreSelector<OrderState | null, Order | null>(orders ?? NO_MACHINE, (state) =>
    state?.status === 'open' ? state.order : null,
  );
}

export { OrderContext, useOpenOrder, useOrderMachine };
