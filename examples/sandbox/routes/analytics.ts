/**
 * Analytics (spec section 7): POST /v2/analytics/id?clientKey= (a fresh checkoutAttemptId),
 * POST /v2/analytics/log?clientKey= (204; the event is kept in the store), and
 * GET /images/analytics.png?version=&platform=&locale=… (a 1×1 transparent PNG; the query is kept
 * in the store as an event of type 'image').
 */
import * as v from 'valibot';
import { requireClientKey } from '../context';
import type { RouteHandler } from '../context';
import { empty, json, readBody } from '../http';
import { newCheckoutAttemptId } from '../ids';
import type { Route } from '../router';

/** Any JSON object (or an empty body). */
const AnalyticsBodySchema = v.record(v.string(), v.unknown());

const attemptId: RouteHandler = async (context) => {
  requireClientKey(context);
  await readBody(context.request, AnalyticsBodySchema, {});
  return json({ checkoutAttemptId: newCheckoutAttemptId(context.sandbox.now()) });
};

const log: RouteHandler = async (context) => {
  requireClientKey(context);
  const body = await readBody(context.request, AnalyticsBodySchema, {});
  context.sandbox.store.addAnalyticsEvent(body);
  return empty(204);
};

/** A 1×1 transparent PNG. */
const PIXEL = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

const image: RouteHandler = (context) => {
  const query = Object.fromEntries(context.url.searchParams);
  context.sandbox.store.addAnalyticsEvent({ type: 'image', ...query });
  return new Response(PIXEL, {
    headers: {
      'Content-Type': 'image/png',
      'Cache-Control': 'no-store',
      'Content-Length': String(PIXEL.byteLength),
    },
  });
};

/** The analytics routes. */
const analyticsRoutes: Route<RouteHandler>[] = [
  { method: 'POST', path: '/v2/analytics/id', handler: attemptId },
  { method: 'POST', path: '/v2/analytics/log', handler: log },
  { method: 'GET', path: '/images/analytics.png', handler: image },
];

export { analyticsRoutes };
