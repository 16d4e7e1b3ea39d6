import { messages } from '../i18n/compiled/en-US.await-action';
import { addMessages } from '../i18n/i18n';
import type { MessageKey } from '../i18n/messages';
import { createMachine, type Effect, type Machine } from '../store/machine';

/** QR countdowns of spec section 9, in minutes, per payment method type; 15 otherwise. */
const QR_COUNTDOWN_MINUTES: Readonly<Record<string, number>> = {
  swish: 3,
  upi_qr: 5,
  upi: 5,
  promptpay: 1.5,
  duitnow: 1.5,
};
const DEFAULT_QR_COUNTDOWN_MINUTES = 15;
/** The countdown ticks every second. */
const QR_TICK_MS = 1_000;
/** Phones get an "open the app" link: widths up to 768 px on Android, iPhone or iPod, after 1 s. */
const QR_OPEN_APP = { maxWidth: 768, delayMs: 1_000, userAgent: /Android|iPhone|iPod/ } as const;

/** The countdown of a QR payment, in ms. */
function getQrCountdownMs(paymentMethodType: string | undefined): number {
  const type = paymentMethodType ?? '';
  const minutes = Object.prototype.hasOwnProperty.call(QR_COUNTDOWN_MINUTES, type)
    ? QR_COUNTDOWN_MINUTES[type]!
    : DEFAULT_QR_COUNTDOWN_MINUTES;
  return minutes * 60_000;
}

/**
 * What a QR screen tells the shopper besides scanning, per payment method type (spec sections 2
 * and 9): Swish's payment may stay pending up to 10 minutes; Pix's code is paid in the bank's app.
 */
const QR_INSTRUCTIONS: Readonly<Record<string, MessageKey>> = {
  swish: 'swish.pendingMessage',
  pix: 'pix.instructions',
};

/** The instructions' message key of a QR payment's method, or undefined when it has none. */
function getQrInstructionsKey(paymentMethodType: string | undefined): MessageKey | undefined {
  const type = paymentMethodType ?? '';
  return Object.prototype.hasOwnProperty.call(QR_INSTRUCTIONS, type) ? QR_INSTRUCTIONS[type] : undefined;
}

/** `mm:ss` of a remaining time (rounded up to the second, never negative). */
function formatCountdown(remainingMs: number): string {
  const seconds = Math.max(0, Math.ceil(remainingMs / 1_000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Whether to offer opening the method's app: a phone (by user agent) at most 768 px wide. */
function shouldOfferOpenApp(device: { width: number; userAgent: string }): boolean {
  return device.width <= QR_OPEN_APP.maxWidth && QR_OPEN_APP.userAgent.test(device.userAgent);
}

/** A countdown's state. */
interface QrCountdownState {
  /** Time left, in ms (0 once expired). */
  remainingMs: number;
  /** Time left as a share of the whole, 100 down to 0 (the progress bar). */
  percentage: number;
  /** `mm:ss`. */
  formatted: string;
  /** True once the time is up. */
  expired: boolean;
}

/** The state of a countdown of `durationMs` with `remainingMs` left. */
function qrCountdownStateOf(remainingMs: number, durationMs: number): QrCountdownState {
  const left = Math.max(0, remainingMs);
  return {
    remainingMs: left,
    percentage: durationMs > 0 ? Math.round((left / durationMs) * 1000) / 10 : 0,
    formatted: formatCountdown(left),
    expired: left === 0,
  };
}

/** The events of a countdown. */
type QrCountdownEvent =
  /** The caller starts (or resumes) ticking. */
  | { type: 'countdown.started' }
  /** A second has passed: the time left, read from the clock. */
  | {
      type: 'countdown.ticked';
      /** Time left, in ms. */
      remainingMs: number;
      /** The whole countdown, in ms. */
      durationMs: number;
    }
  /** The caller stops ticking. */
  | { type: 'countdown.stopped' };

/**
 * The pure transition of a countdown: a tick sets the time left; once expired, nothing changes it.
 * Starting and stopping change only whether it ticks (its effect), not its state.
 */
function qrCountdownReducer(state: QrCountdownState, event: QrCountdownEvent): QrCountdownState {
  switch (event.type) {
    case 'countdown.ticked':
      return state.expired ? state : qrCountdownStateOf(event.remainingMs, event.durationMs);
    case 'countdown.started':
    case 'countdown.stopped':
      return state;
    default:
      event satisfies never;
      return state;
  }
}

/** Interval timers (fake ones in tests). */
interface IntervalTimers {
  /** Runs `run` every `ms`; returns its id. */
  setInterval: (run: () => void, ms: number) => unknown;
  /** Cancels an interval by its id. */
  clearInterval: (id: unknown) => void;
}

/** What a countdown machine runs with. */
interface QrCountdownDeps {
  /** The clock, in ms. */
  now: () => number;
  /** The timers it ticks with. */
  timers: IntervalTimers;
  /** When the countdown ends (ms since epoch). */
  expiresAt: number;
  /** The whole countdown, in ms. */
  durationMs: number;
}

/**
 * Ticks every second once started (unless the time is already up), reading the time left from the
 * clock; stops on a stop and at the end. A second start while ticking does nothing.
 */
function createCountdownTickEffect(): Effect<QrCountdownState, QrCountdownEvent, QrCountdownDeps> {
  let interval: unknown = null;
  return ({ state, event, send, deps }) => {
    const clear = () => {
      if (interval !== null) deps.timers.clearInterval(interval);
      interval = null;
    };
    if (event.type === 'countdown.started') {
      if (interval !== null || deps.expiresAt - deps.now() <= 0) return;
      interval = deps.timers.setInterval(
        () =>
          send({
            type: 'countdown.ticked',
            remainingMs: deps.expiresAt - deps.now(),
            durationMs: deps.durationMs,
          }),
        QR_TICK_MS,
      );
    } else if (event.type === 'countdown.stopped' || state.expired) {
      clear();
    }
  };
}

/** A running countdown. */
interface QrCountdown extends Pick<Machine<QrCountdownState, QrCountdownEvent>, 'getSnapshot' | 'subscribe'> {
  /** When the countdown ends (ms since epoch). */
  expiresAt: number;
  /** Starts (or resumes) ticking; the end time is fixed at creation. */
  start: () => void;
  /** Stops ticking. */
  stop: () => void;
}

/**
 * A countdown of `durationMs` from now that ticks every second once started (from the clock, so it
 * never drifts). Creating it has no side effect but adding the polled actions' en-US texts (the
 * await-action group: the QR code and await views show them), the same each time: a component
 * creates it while rendering and starts it in an effect.
 */
function createQrCountdown(options: {
  /** The whole countdown, in ms. */
  durationMs: number;
  /** The clock, in ms. */
  now?: () => number;
  /** Interval timers (fake ones in tests). */
  timers?: IntervalTimers;
}): QrCountdown {
  addMessages(messages);
  const now = options.now ?? Date.now;
  const timers = options.timers ?? {
    setInterval: (run: () => void, ms: number) => setInterval(run, ms),
    clearInterval: (id: unknown) => clearInterval(id as ReturnType<typeof setInterval>),
  };
  const { durationMs } = options;
  const expiresAt = now() + durationMs;
  const machine = createMachine<QrCountdownState, QrCountdownEvent, QrCountdownDeps>(
    {
      initialState: qrCountdownStateOf(expiresAt - now(), durationMs),
      reducer: qrCountdownReducer,
      effects: [createCountdownTickEffect()],
    },
    { now, timers, expiresAt, durationMs },
  );
  return {
    getSnapshot: machine.getSnapshot,
    subscribe: machine.subscribe,
    expiresAt,
    start: () => machine.send({ type: 'countdown.started' }),
    stop: () => machine.send({ type: 'countdown.stopped' }),
  };
}

export {
  DEFAULT_QR_COUNTDOWN_MINUTES,
  QR_COUNTDOWN_MINUTES,
  QR_INSTRUCTIONS,
  QR_OPEN_APP,
  QR_TICK_MS,
  createQrCountdown,
  formatCountdown,
  getQrCountdownMs,
  getQrInstructionsKey,
  qrCountdownReducer,
  qrCountdownStateOf,
  shouldOfferOpenApp,
};
export type { IntervalTimers, QrCountdown, QrCountdownDeps, QrCountdownEvent, QrCountdownState };
