/**
 * Analytics of one checkout (spec section 7): the image GET when a page shows the checkout
 * (`images/analytics.png` with version, platform, locale, flavor and the checkout attempt id), and
 * `POST v2/analytics/log?clientKey=` for what happens in a payment (submitted, action, result,
 * error). The checkout attempt id comes from `v2/analytics/id` (cached 15 minutes). On by default;
 * `analytics.enabled: false` sends none of these calls, not even the attempt id. It never blocks a
 * payment: every call is sent and forgotten, and its failure is swallowed.
 */
import type { HttpClient } from '../http/http-client';

/** The SDK version the calls report (spec section 1). */
const SDK_VERSION = '5.31.0';

/** The checkout option `analytics`. */
interface AnalyticsOptions {
  /** Sends the analytics image and logs, and fetches the checkout attempt id; default true. */
  enabled?: boolean;
}

/** What a log reports: a payment submitted, an action received, a final result, an error. */
interface AnalyticsEvent {
  /** submitted, action, result or error. */
  type: 'submitted' | 'action' | 'result' | 'error';
  /** The payment method's type ('scheme', 'ideal'…), when known. */
  component?: string | undefined;
  /** The action's type, the result code or the error's type. */
  detail?: string | undefined;
}

/** What analytics take from the checkout and the page. */
interface AnalyticsDeps {
  /** The payment-service client. */
  http: HttpClient;
  /** The client key (query of the calls). */
  clientKey: string;
  /** The shopper's locale now. */
  locale: () => string;
  /** The checkout attempt id (null when it could not be had). */
  attemptId: () => Promise<string | null>;
  /** The clock. */
  now: () => number;
}

/** The analytics of a checkout. */
interface Analytics {
  /** Whether the merchant left analytics on. */
  readonly enabled: boolean;
  /** Sends the image GET once per checkout: a page shows it (`loadImage` is the page's way to load an image). */
  shown: (loadImage: (url: string) => void, flavor: string) => void;
  /** Sends a log; never throws, never waits. */
  log: (event: AnalyticsEvent) => void;
}

/** The analytics image's URL for the page's details. */
function analyticsImageUrl(
  apiUrl: string,
  details: { locale: string; flavor: string; checkoutAttemptId: string | null; referrer?: string },
): string {
  const url = new URL('images/analytics.png', apiUrl);
  url.searchParams.set('version', SDK_VERSION);
  url.searchParams.set('platform', 'web');
  url.searchParams.set('locale', details.locale);
  url.searchParams.set('flavor', details.flavor);
  if (details.checkoutAttemptId) url.searchParams.set('checkoutAttemptId', details.checkoutAttemptId);
  return url.href;
}

/** Creates the analytics of a checkout. */
function createAnalytics(options: AnalyticsOptions, deps: AnalyticsDeps): Analytics {
  const enabled = options.enabled !== false;
  let shown = false;
  return {
    enabled,
    shown(loadImage, flavor) {
      if (!enabled || shown) return;
      shown = true;
      void deps
        .attemptId()
        .then((checkoutAttemptId) => {
          loadImage(
            analyticsImageUrl(deps.http.apiUrl, { locale: deps.locale(), flavor, checkoutAttemptId }),
          );
        })
        .catch(() => {});
    },
    log(event) {
      if (!enabled) return;
      const timestamp = deps.now();
      void deps
        .attemptId()
        .then((checkoutAttemptId) =>
          deps.http.request({
            path: 'v2/analytics/log',
            method: 'POST',
            query: { clientKey: deps.clientKey },
            errorLevel: 'silent',
            body: {
              version: SDK_VERSION,
              platform: 'web',
              locale: deps.locale(),
              ...(checkoutAttemptId ? { checkoutAttemptId } : {}),
              type: event.type,
              ...(event.component ? { component: event.component } : {}),
              ...(event.detail ? { detail: event.detail } : {}),
              timestamp: new Date(timestamp).toISOString(),
            },
          }),
        )
        .catch(() => {});
    },
  };
}

export { SDK_VERSION, analyticsImageUrl, createAnalytics };
export type { Analytics, AnalyticsDeps, AnalyticsEvent, AnalyticsOptions };
