/** Timers that run only when a test moves them on (`advance(ms)`): the `timers` dep of a machine. */
function fakeTimers() {
  let now = 0;
  const pending = new Map<number, { at: number; run: () => void }>();
  let id = 0;
  return {
    setTimeout: (run: () => void, ms: number) => (pending.set(++id, { at: now + ms, run }), id),
    clearTimeout: (timer: unknown) => void pending.delete(timer as number),
    advance(ms: number) {
      now += ms;
      for (const [key, timer] of [...pending]) {
        if (timer.at > now) continue;
        pending.delete(key);
        timer.run();
      }
    },
  };
}

export { fakeTimers };
