import { describe, expect, it, vi } from 'vitest';
import { createMachine, createStore } from 'headless-checkout/core';

type State = { count: number; log: string[] };
type Event = { type: 'incremented' } | { type: 'reset' } | { type: 'doubled' };

const reducer = (state: State, event: Event): State => {
  switch (event.type) {
    case 'incremented':
      return { ...state, count: state.count + 1 };
    case 'doubled':
      return { ...state, count: state.count * 2 };
    case 'reset':
      return state.count === 0 ? state : { ...state, count: 0 };
    default:
      event satisfies never;
      return state;
  }
};

describe('createMachine', () => {
  it('applies events through the pure reducer and keeps the snapshot identity until a change', () => {
    const machine = createMachine({ initialState: { count: 0, log: [] }, reducer }, undefined);
    const first = machine.getSnapshot();
    machine.send({ type: 'reset' });
    expect(machine.getSnapshot()).toBe(first);
    machine.send({ type: 'incremented' });
    expect(machine.getSnapshot()).toEqual({ count: 1, log: [] });
    expect(first).toEqual({ count: 0, log: [] });
  });

  it('notifies subscribers only on change and stops after unsubscribe', () => {
    const machine = createMachine({ initialState: { count: 0, log: [] }, reducer }, undefined);
    const listener = vi.fn();
    const unsubscribe = machine.subscribe(listener);
    machine.send({ type: 'reset' });
    expect(listener).not.toHaveBeenCalled();
    machine.send({ type: 'incremented' });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    machine.send({ type: 'incremented' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('runs effects with injected deps, and queues events effects send', () => {
    const deps = { tick: vi.fn() };
    const machine = createMachine<State, Event, typeof deps>(
      {
        initialState: { count: 0, log: [] },
        reducer,
        effects: [
          ({ event, state, send, deps: injected }) => {
            injected.tick(state.count);
            if (event.type === 'incremented' && state.count === 1) send({ type: 'doubled' });
          },
        ],
      },
      deps,
    );
    machine.send({ type: 'incremented' });
    expect(machine.getSnapshot().count).toBe(2);
    expect(deps.tick.mock.calls).toEqual([[1], [2]]);
    expect(machine.deps).toBe(deps);
  });

  it('lets a stateReducer reshape a transition', () => {
    const machine = createMachine({ initialState: { count: 0, log: [] }, reducer }, undefined, {
      stateReducer: (state, { event, changes }) =>
        event.type === 'incremented' && changes.count > 2 ? state : changes,
    });
    for (let i = 0; i < 5; i += 1) machine.send({ type: 'incremented' });
    expect(machine.getSnapshot().count).toBe(2);
  });
});

describe('createStore', () => {
  it('replaces or derives the value and notifies', () => {
    const store = createStore({ a: 1 });
    const listener = vi.fn();
    store.subscribe(listener);
    store.setState({ a: 2 });
    store.setState((previous) => ({ a: previous.a + 1 }));
    expect(store.getSnapshot()).toEqual({ a: 3 });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
