/** Analytics: POST /v2/analytics/id?clientKey= (a fresh checkoutAttemptId) and POST /v2/analytics/log?clientKey= (204). */
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

/** The analytics routes. */
const analyticsRoutes: Route<RouteHandler>[] = [
  { method: 'POST', path: '/v2/analytics/id', handler: attemptId },
  { method: 'POST', path: '/v2/analytics/log', handler: log },
];

export { analyticsRoutes };
