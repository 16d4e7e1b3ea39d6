/**
 * The state-machine primitive every feature is built on: a snapshot, a pure reducer, listeners,
 * and injected dependencies (time, fetch, timers, window…) so the same machine runs in Node
 * tests, in the browser and on the server.
 */

/** A pure transition: the next state for an event. Must not mutate `state`. */
type Reducer<State, Event> = (state: State, event: Event) => State;

/**
 * Control hook in the style of downshift: sees the event and the changes the reducer proposes and
 * returns the state to keep. The default keeps the proposed changes.
 */
type StateReducer<State, Event> = (state: State, action: { event: Event; changes: State }) => State;

/** Side effects run after a transition (calls, timers); they may send further events. */
type Effect<State, Event, Deps> = (context: {
  /** The state after the transition. */
  state: State;
  /** The state before the transition. */
  previous: State;
  /** The event that caused the transition. */
  event: Event;
  /** Sends another event to the machine. */
  send: (event: Event) => void;
  /** The injected dependencies. */
  deps: Deps;
}) => void;

/** What a feature declares to become a machine. */
interface MachineDefinition<State, Event, Deps> {
  /** The state before any event. */
  initialState: State;
  /** The pure transition function. */
  reducer: Reducer<State, Event>;
  /** Effects run after every event, in order, with the state it produced. */
  effects?: ReadonlyArray<Effect<State, Event, Deps>>;
}

/** Options a consumer may pass when creating a machine. */
interface MachineOptions<State, Event> {
  /** Reshapes a transition without forking the machine. */
  stateReducer?: StateReducer<State, Event>;
}

/** A running machine: read it, subscribe to it, send it events. */
interface Machine<State, Event, Deps = unknown> {
  /** The current state; the same object until a transition changes it. */
  getSnapshot: () => State;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
  /** Feeds one event through the reducer, notifies listeners and runs the effects. */
  send: (event: Event) => void;
  /** The dependencies the machine was created with. */
  deps: Deps;
}

/** Creates a machine from a definition and its dependencies. */
function createMachine<State, Event, Deps = undefined>(
  definition: MachineDefinition<State, Event, Deps>,
  deps: Deps,
  options: MachineOptions<State, Event> = {},
): Machine<State, Event, Deps> {
  let state = definition.initialState;
  const listeners = new Set<() => void>();
  const queue: Event[] = [];
  let running = false;

  const send = (event: Event): void => {
    // Events sent by listeners or effects during a transition are queued, so every event sees
    // the state its predecessor produced and listeners never observe a half-applied step.
    queue.push(event);
    if (running) return;
    running = true;
    try {
      while (queue.length > 0) {
        const next = queue.shift() as Event;
        const previous = state;
        const changes = definition.reducer(previous, next);
        state = options.stateReducer ? options.stateReducer(previous, { event: next, changes }) : changes;
        if (state !== previous) for (const listener of [...listeners]) listener();
        for (const effect of definition.effects ?? []) effect({ state, previous, event: next, send, deps });
      }
    } finally {
      running = false;
      queue.length = 0;
    }
  };

  return {
    getSnapshot: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send,
    deps,
  };
}

/** A minimal store without a reducer: for configuration-like values that are replaced whole. */
interface Store<State> {
  /** The current value. */
  getSnapshot: () => State;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
  /** Replaces the value (or derives it from the previous one) and notifies when it changed. */
  setState: (next: State | ((previous: State) => State)) => void;
}

/** Creates a store holding one value. */
function createStore<State>(initialState: State): Store<State> {
  const machine = createMachine<State, { next: State | ((previous: State) => State) }>(
    {
      initialState,
      reducer: (state, { next }) =>
        typeof next === 'function' ? (next as (previous: State) => State)(state) : next,
    },
    undefined,
  );
  return {
    getSnapshot: machine.getSnapshot,
    subscribe: machine.subscribe,
    setState: (next) => machine.send({ next }),
  };
}

export { createMachine, createStore };
export type { Effect, Machine, MachineDefinition, MachineOptions, Reducer, StateReducer, Store };
