import { CheckoutError } from '../errors/checkout-error';
import type { MachineOptions } from '../store/machine';
import { onDemand } from '../store/on-demand';
import type * as machineModule from './card.machine';
import type { CardMachine, CardServiceDeps } from './card.machine';
import type { CardDeps, CardEvent, CardOptions, CardState } from './card.types';
import { blankCardState } from './card.view';

/** The code of the card machine's transitions: validation on every change, bin lookup, submit. */
type CardMachineCode = Pick<typeof machineModule, 'createCardMachine'>;

/** Loads the card machine's code. */
type CardMachineLoader = () => Promise<CardMachineCode>;

/** The default loader: a dynamic import, shared by every form of the page; a failure is forgotten. */
const machineCode = onDemand<CardMachineCode>(() => import('./card.machine'));

/**
 * Loads the card machine's code ahead of the first card form (which otherwise loads it when it is
 * created): for a page that knows a card form is coming, for tests and for server rendering.
 */
const loadCardMachine: CardMachineLoader = machineCode.load;

/**
 * While the code loads, the form keeps what the shopper types: a change sets the value (no
 * validation, no formatting yet), and the options follow their updates. Every event is replayed
 * through the real transitions once they arrive.
 */
function keepInput(state: CardState, event: CardEvent): CardState {
  switch (event.type) {
    case 'field.changed':
      return {
        ...state,
        fields: { ...state.fields, [event.field]: { ...state.fields[event.field], value: event.value } },
      };
    case 'billingAddress.changed':
      return { ...state, billingAddress: { ...state.billingAddress, [event.field]: event.value } };
    case 'storePaymentMethod.changed':
      return { ...state, storePaymentMethod: event.checked };
    case 'options.updated':
      return { ...state, options: event.options };
    default:
      return state;
  }
}

/** Options of `createLazyCardMachine`: the machine's, and the loader of its code. */
interface LazyCardMachineOptions extends MachineOptions<CardState, CardEvent> {
  /** Loads the transitions' code; default `loadCardMachine` (a dynamic import, once per page). */
  load?: CardMachineLoader;
}

/**
 * A card machine whose transitions load on demand, so a page renders its card form with only the
 * form's view in its first bundle. Until the code arrives, its state is the blank form
 * (`blankCardState`: secured fields loading, nothing validated, no error shown), events queue and
 * typed values are kept; then the real machine (`createCardMachine`) takes over, every queued
 * event goes through it in order, and subscribers are told. A code that cannot load puts the form
 * in error with a NETWORK_ERROR ('Could not load the card form'), reported to `deps.onError`; the
 * next event loads it again. With the code already loaded it is the real machine at once.
 */
function createLazyCardMachine(
  options: CardOptions,
  deps: CardDeps | CardServiceDeps,
  { load, ...machineOptions }: LazyCardMachineOptions = {},
): CardMachine {
  const ready = load ? null : machineCode.loaded();
  if (ready) return ready.createCardMachine(options, deps, machineOptions);

  let machine: CardMachine | null = null;
  let loading = false;
  let state = blankCardState(options, deps.now());
  const queue: CardEvent[] = [];
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  const start = () => {
    loading = true;
    (load ?? loadCardMachine)().then(
      (code) => {
        machine = code.createCardMachine(options, deps, machineOptions);
        machine.subscribe(notify);
        for (const event of queue.splice(0)) machine.send(event);
        notify();
      },
      (cause: unknown) => {
        loading = false;
        const error = new CheckoutError('NETWORK_ERROR', 'Could not load the card form', { cause });
        state = { ...state, status: 'error', error };
        deps.onError?.(error);
        notify();
      },
    );
  };
  start();

  return {
    getSnapshot: () => machine?.getSnapshot() ?? state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    send: (event) => {
      if (machine) return machine.send(event);
      queue.push(event);
      const next = keepInput(state, event);
      if (!loading) start();
      if (next !== state) {
        state = next;
        notify();
      }
    },
    deps,
  };
}

export { createLazyCardMachine, loadCardMachine };
export type { CardMachineCode, CardMachineLoader, LazyCardMachineOptions };
