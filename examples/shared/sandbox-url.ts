/**
 * The sandbox payment service's URL, as the merchant's server renders it into every page
 * (`<meta name="sandbox-url">`: examples/merchant-server.ts), so one production build of the
 * examples runs against any sandbox. Without it, the sandbox's default address.
 */
const SANDBOX_URL =
  document.querySelector('meta[name="sandbox-url"]')?.getAttribute('content') || 'http://127.0.0.1:3100/';

export { SANDBOX_URL };
