/**
 * The two origins of the sandbox. The payment service answers on the origin the client called; the
 * simulated issuer and bank pages (3DS2 method and challenge pages, the bank's payment page) are
 * served by the same handler under another host name, so that the browser treats them as another
 * origin, as it would a real issuer:
 *
 * | the service is called as | the issuer pages are at  |
 * | ------------------------ | ------------------------ |
 * | http://127.0.0.1:{port}/ | http://localhost:{port}/ |
 * | http://localhost:{port}/ | http://127.0.0.1:{port}/ |
 * | http://[::1]:{port}/     | http://127.0.0.1:{port}/ |
 * | http://{host}/ (msw)     | http://issuer.{host}/    |
 *
 * Both keep the port and the sandbox's base path. The issuer's own pages never derive the
 * service's origin: they post back to the notification URLs stored with the transaction.
 */
import type { RouteContext, SandboxContext } from './context';

/** The host name of the issuer pages for a service host name (see the table above). */
function issuerHostname(hostname: string): string {
  if (hostname === '127.0.0.1') return 'localhost';
  if (hostname === 'localhost' || hostname === '[::1]') return '127.0.0.1';
  if (hostname.startsWith('issuer.')) return hostname.slice('issuer.'.length);
  return `issuer.${hostname}`;
}

/** The base URLs of one request: the service's and the issuer's, both ending in '/'. */
interface SandboxUrls {
  /** The payment service, e.g. http://127.0.0.1:3100/. */
  service: string;
  /** The simulated issuer and bank pages, e.g. http://localhost:3100/. */
  issuer: string;
}

/** The base URLs for a request URL and the sandbox's base path. */
function urlsOf(url: URL, basePath: string): SandboxUrls {
  const issuer = new URL(url.origin);
  issuer.hostname = issuerHostname(url.hostname);
  return { service: `${url.origin}${basePath}/`, issuer: `${issuer.origin}${basePath}/` };
}

/** The base URLs of a route's request (a request to the service: on an issuer page, use `ownBase`). */
function sandboxUrls(context: Pick<RouteContext, 'url'> & { sandbox: Pick<SandboxContext, 'basePath'> }) {
  return urlsOf(context.url, context.sandbox.basePath);
}

/** The base URL of the origin the request came to (an issuer page's own, for its forms). */
function ownBase(context: Pick<RouteContext, 'url'> & { sandbox: Pick<SandboxContext, 'basePath'> }): string {
  return `${context.url.origin}${context.sandbox.basePath}/`;
}

/** The origin of an absolute URL, or undefined. */
function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

export { issuerHostname, originOf, ownBase, sandboxUrls, urlsOf };
export type { SandboxUrls };
