/**
 * GET /images/logos/:type/:name.svg — the logo of a method's issuer (a Dragonpay bank or payment
 * centre on its voucher), from the service's static resources (spec section 7). The sandbox draws a
 * stand-in: the issuer's id on a badge whose colour follows from the id, so each issuer looks the
 * same every time and differs from the others.
 */
import { createHash } from 'node:crypto';
import type { RouteHandler } from '../context';
import { invalidRequest } from '../errors';
import { escapeHtml } from '../html';
import type { Route } from '../router';

const NAME = /^[a-z0-9_-]{1,32}$/i;

const logo: RouteHandler = (context) => {
  const type = context.params.type ?? '';
  const name = context.params.name ?? '';
  if (!NAME.test(type) || !NAME.test(name))
    throw invalidRequest('Invalid request: type and name must be 1 to 32 letters, digits, - or _');
  const hue = createHash('sha256').update(name.toLowerCase()).digest()[0]! * (360 / 256);
  const label = escapeHtml(name.toUpperCase().slice(0, 6));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="40" viewBox="0 0 80 40" role="img"><rect width="80" height="40" rx="6" fill="hsl(${hue.toFixed(0)} 55% 35%)"/><text x="40" y="25" font-family="Arial, sans-serif" font-size="14" font-weight="700" fill="#fff" text-anchor="middle">${label}</text></svg>`;
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
};

/** The logo routes. */
const logoRoutes: Route<RouteHandler>[] = [
  { method: 'GET', path: '/images/logos/:type/:name.svg', handler: logo },
];

export { logoRoutes };
