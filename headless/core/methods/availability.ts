/**
 * Whether a method can be used on this page (spec sections 4 and 9), for the definitions that
 * check it (the wallets): `availabilityCheck(run)` is what such a definition declares as its
 * `isAvailable`; the method machine then starts 'checking', the host asks once after mount
 * (`machine.start()`: 'availability.checkRequested', never on the server, once under StrictMode),
 * and `run` answers true (with what it found: Google's client, Apple's session class) or false
 * with why, within METHOD_AVAILABILITY_TIMEOUT_MS (5 s, the spec's instant-pay availability
 * timeout), else false; a later answer is ignored, and a refusal goes to onError once. The check
 * ships with the definitions that have one: a page whose methods have none (the card's) does not
 * carry it. The machine keeps the rest: a method without a check is available from the start,
 * nothing is paid while a method is not available, and a reset keeps what the check found.
 */
import { isCheckoutError, type CheckoutError } from '../errors/checkout-error';
import type { Effect } from '../store/machine';
import { systemTimers } from '../store/timers';
import type {
  AvailabilityEvent,
  MethodAvailability,
  MethodAvailabilityCheck,
  PaymentMethodBaseOptions,
  PaymentMethodDeps,
  PaymentMethodState,
} from './payment-method.types';

/** The instant-pay availability timeout of spec section 9, in ms. */
const METHOD_AVAILABILITY_TIMEOUT_MS = 5_000;

/** The availability after one of its events. Pure. */
function reduceAvailability(availability: MethodAvailability, event: AvailabilityEvent): MethodAvailability {
  switch (event.type) {
    case 'availability.checkStarted':
      return availability.available === 'checking' && availability.check === null
        ? { ...availability, check: event.check }
        : availability;
    case 'availability.checked':
      // A check answers once, while it is the running one (not after its time-out).
      if (event.check !== availability.check || availability.available !== 'checking') return availability;
      return {
        ...availability,
        available: event.available,
        error: event.available ? null : (event.error ?? null),
        provider: event.available ? (event.provider ?? null) : null,
      };
    default:
      return availability;
  }
}

/** Numbers the checks of the page, so that an answer names the check it answers. */
let checks = 0;

/**
 * A definition's availability check: `run` on 'availability.checkRequested' (once at a time), its
 * answer or the time-out's; `notAvailable` words why around what went wrong (a time-out, a thrown
 * error that is not a CheckoutError): 'Google Pay is not available'.
 */
function availabilityCheck<Options extends PaymentMethodBaseOptions, Extra>(
  run: (
    state: PaymentMethodState<Options, Extra>,
    deps: PaymentMethodDeps,
  ) => Promise<{ provider?: unknown }>,
  notAvailable: (cause: unknown) => CheckoutError,
): MethodAvailabilityCheck<Options, Extra> {
  const effect: Effect<PaymentMethodState<Options, Extra>, AvailabilityEvent, PaymentMethodDeps> = ({
    event,
    state,
    previous,
    send,
    deps,
  }) => {
    const { availability } = state;
    if (event.type === 'availability.checked') {
      if (availability.available === false && previous.availability.available === 'checking')
        if (availability.error) deps.reportError?.(availability.error);
      return;
    }
    if (event.type !== 'availability.checkRequested') return;
    if (availability.available !== 'checking' || availability.check !== null) return;
    const check = ++checks;
    send({ type: 'availability.checkStarted', check });
    const timers = deps.timers ?? systemTimers;
    let answered = false;
    const answer = (available: boolean, error?: CheckoutError, provider?: unknown) => {
      if (answered) return;
      answered = true;
      timers.clearTimeout(timer);
      send({ type: 'availability.checked', check, available, error, provider });
    };
    const timer = timers.setTimeout(
      () => answer(false, notAvailable(`no answer within ${METHOD_AVAILABILITY_TIMEOUT_MS} ms`)),
      METHOD_AVAILABILITY_TIMEOUT_MS,
    );
    let found: Promise<{ provider?: unknown }>;
    try {
      found = run(state, deps);
    } catch (error) {
      found = Promise.reject(error);
    }
    found.then(
      (result) => answer(true, undefined, result.provider),
      (error: unknown) => answer(false, isCheckoutError(error) ? error : notAvailable(error)),
    );
  };
  return {
    run,
    reduce: reduceAvailability,
    effect: effect as MethodAvailabilityCheck<Options, Extra>['effect'],
  };
}

export { METHOD_AVAILABILITY_TIMEOUT_MS, availabilityCheck, reduceAvailability };
