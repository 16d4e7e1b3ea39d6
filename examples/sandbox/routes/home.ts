/**
 * GET / — the sandbox's own page, for a developer who opens the service's URL (the README and the
 * landing page name it): what the sandbox is, its services in brief, the test merchant's keys and
 * links to the examples. The examples' origin is the one the test merchant's client key allows
 * (`sandboxMerchant(EXAMPLES_PORT)`, as `npm start`, `npm run preview` and `npm run sandbox` set it).
 */
import type { RouteHandler } from '../context';
import { escapeHtml, htmlPage } from '../html';
import { SANDBOX_API_KEY, SANDBOX_CLIENT_KEY } from '../merchants';
import { originOf, sandboxUrls } from '../origins';
import type { Route } from '../router';

/** The example pages, by path on the examples' origin. */
const EXAMPLE_PAGES: readonly { path: string; name: string; about: string }[] = [
  {
    path: '',
    name: 'Landing page',
    about: 'the skin preview, the validation toolkit, every method by market',
  },
  { path: 'checkout-skin/', name: 'Checkout with the default skin', about: 'CardForm and the other methods' },
  { path: 'checkout-hooks/', name: 'Checkout on bare hooks', about: 'the same payments on the hooks alone' },
  { path: 'checkout-dropin/', name: 'Drop-in checkout', about: 'every method of the session in one list' },
  { path: 'backoffice-app/', name: 'Creator back office', about: 'the staff app on the back-office API' },
];

/** The examples' origin: the first one the test merchant's client key allows, if the sandbox has it. */
function examplesOrigin(context: Parameters<RouteHandler>[0]): string | undefined {
  const merchant = context.sandbox.merchants.byClientKey(SANDBOX_CLIENT_KEY);
  const allowed = merchant?.allowedOrigins?.[SANDBOX_CLIENT_KEY] ?? [];
  return allowed.map(originOf).find((origin) => origin !== undefined);
}

function examplesSection(origin: string | undefined): string {
  if (!origin) {
    return `<h2>Examples</h2>
<p>This sandbox has no test merchant allowing the examples' pages: start everything with <code>npm start</code>.</p>`;
  }
  const items = EXAMPLE_PAGES.map(
    (page) =>
      `<li><a href="${escapeHtml(`${origin}/${page.path}`)}">${escapeHtml(page.name)}</a>: ${escapeHtml(page.about)}</li>`,
  ).join('');
  return `<h2>Examples</h2>
<p>At <code>${escapeHtml(origin)}/</code>, when <code>npm start</code> (or <code>npm run preview</code>) runs them:</p>
<ul>${items}</ul>`;
}

const home: RouteHandler = (context) => {
  const { service } = sandboxUrls(context);
  const body = `<main>
<p class="brand">headless-checkout</p>
<h1>Sandbox payment service</h1>
<p>A local stand-in for the payment service that headless-checkout talks to, for the examples, the tests and
your own checkout while you build it. It keeps everything in memory, holds no real card data and its keys
are published on purpose: it is a test tool.</p>
<p>Give <code>${escapeHtml(service)}</code> to the checkout as its <code>environment</code> and to your
server as the payment service's URL.</p>
<h2>Test merchant</h2>
<dl>
<dt>Client key</dt><dd><code>${escapeHtml(SANDBOX_CLIENT_KEY)}</code></dd>
<dt>API key</dt><dd><code>${escapeHtml(SANDBOX_API_KEY)}</code> (header <code>x-api-key</code>)</dd>
</dl>
<h2>Services</h2>
<ul>
<li>The merchant API (<code>merchant/v1/sessions</code>, <code>payments</code>, <code>donations</code>), called by your server with the API key.</li>
<li>The checkout API (<code>v1/sessions/{id}/setup</code>, <code>payments</code>, <code>paymentDetails</code>, balances and orders), called by the page with the client key.</li>
<li>Secured-field frames, the card-data encryption key and BIN lookup.</li>
<li>Simulated issuer and bank pages (3DS2 method and challenge pages, the bank's payment page) on a second origin, and stand-ins for the wallets' scripts.</li>
<li>Datasets: <a href="${escapeHtml(`${service}datasets/countries.json`)}">countries</a> and states, for the address forms.</li>
<li>The back-office API under <code>backoffice/</code>, when <code>npm run sandbox</code> or <code>npm start</code> runs it.</li>
</ul>
<p>Routes, test cards and test data: <code>docs/sandbox.md</code> and <code>docs/testing.md</code>.</p>
${examplesSection(examplesOrigin(context))}
</main>`;
  return htmlPage({ title: 'Sandbox payment service – headless-checkout', body });
};

/** The root page. */
const homeRoutes: Route<RouteHandler>[] = [{ method: 'GET', path: '/', handler: home }];

export { homeRoutes };
