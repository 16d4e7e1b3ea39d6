import { createStore, type Store } from '../store/machine';

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

/** A running countdown. */
interface QrCountdown extends Pick<Store<QrCountdownState>, 'getSnapshot' | 'subscribe'> {
  /** When the countdown ends (ms since epoch). */
  expiresAt: number;
  /** Starts (or resumes) ticking; the end time is fixed at creation. */
  start: () => void;
  /** Stops ticking. */
  stop: () => void;
}

/**
 * A countdown of `durationMs` from now that ticks every second once started (from the clock, so it
 * never drifts). Creating it has no side effect: a component creates it while rendering and starts
 * it in an effect.
 */
function createQrCountdown(options: {
  durationMs: number;
  now?: () => number;
  timers?: { setInterval: (run: () => void, ms: number) => unknown; clearInterval: (id: unknown) => void };
}): QrCountdown {
  const now = options.now ?? Date.now;
  const timers = options.timers ?? {
    setInterval: (run: () => void, ms: number) => setInterval(run, ms),
    clearInterval: (id: unknown) => clearInterval(id as ReturnType<typeof setInterval>),
  };
  const expiresAt = now() + options.durationMs;
  const stateAt = (): QrCountdownState => {
    const remainingMs = Math.max(0, expiresAt - now());
    return {
      remainingMs,
      percentage: options.durationMs > 0 ? Math.round((remainingMs / options.durationMs) * 1000) / 10 : 0,
      formatted: formatCountdown(remainingMs),
      expired: remainingMs === 0,
    };
  };
  const store = createStore<QrCountdownState>(stateAt());
  let interval: unknown = null;
  const stop = () => {
    if (interval !== null) timers.clearInterval(interval);
    interval = null;
  };
  const start = () => {
    if (interval !== null || stateAt().expired) return;
    interval = timers.setInterval(() => {
      const next = stateAt();
      store.setState(() => next);
      if (next.expired) stop();
    }, QR_TICK_MS);
  };
  return { getSnapshot: store.getSnapshot, subscribe: store.subscribe, expiresAt, start, stop };
}

export {
  DEFAULT_QR_COUNTDOWN_MINUTES,
  QR_COUNTDOWN_MINUTES,
  QR_OPEN_APP,
  QR_TICK_MS,
  createQrCountdown,
  formatCountdown,
  getQrCountdownMs,
  shouldOfferOpenApp,
};
export type { QrCountdown, QrCountdownState };
