/** Timers a core object schedules with: injected, so tests use fake ones and hosts their own. */
interface Timers {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
}

/** The host's own timers (browser or Node). */
const systemTimers: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
};

export { systemTimers };
export type { Timers };
