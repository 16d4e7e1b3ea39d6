/**
 * A small router: routes are a method plus a path pattern such as `/v1/sessions/:id/setup` or
 * `/datasets/states/:country/:locale.json`. A `:name` matches one path segment (up to a literal
 * suffix in the same segment); everything else matches literally.
 */

/** The HTTP methods routes may use. */
type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The methods the services know; any other (TRACE, PROPFIND, …) is 405 on every path. */
const KNOWN_METHODS: readonly string[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** The methods that change state: the back office checks their Origin and Content-Type. */
const STATE_CHANGING_METHODS: readonly string[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** One route: a method, a path pattern and a handler. */
interface Route<THandler> {
  /** The HTTP method. */
  method: RouteMethod;
  /** The path pattern, starting with '/', relative to the service root. */
  path: string;
  /** What answers the request. */
  handler: THandler;
}

/**
 * The outcome of matching a request against the routes. A method no route uses (TRACE, PROPFIND,
 * …) is `methodNotAllowed` on any path: `allowed` lists the path's methods, or every method of the
 * routes when no route has the path.
 */
type RouteMatch<THandler> =
  | { kind: 'found'; route: Route<THandler>; params: Record<string, string> }
  | { kind: 'methodNotAllowed'; allowed: RouteMethod[] }
  | { kind: 'notFound' };

/** A router over a fixed list of routes. */
interface Router<THandler> {
  /** Finds the route for a method and a path (already stripped of the service's base path). */
  match(method: string, pathname: string): RouteMatch<THandler>;
}

interface CompiledRoute<THandler> {
  route: Route<THandler>;
  pattern: RegExp;
  names: string[];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compile<THandler>(route: Route<THandler>): CompiledRoute<THandler> {
  const names: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) =>
      segment.replace(
        /:([A-Za-z][A-Za-z0-9]*)|([^:]+)/g,
        (_all, name: string | undefined, literal: string | undefined) => {
          if (name) {
            names.push(name);
            return '([^/]+?)';
          }
          return escapeRegExp(literal ?? '');
        },
      ),
    )
    .join('/');
  return { route, pattern: new RegExp(`^${source}$`), names };
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Methods in the order of KNOWN_METHODS (GET, POST, PUT, PATCH, DELETE). */
function inOrder(methods: RouteMethod[]): RouteMethod[] {
  return methods.sort((a, b) => KNOWN_METHODS.indexOf(a) - KNOWN_METHODS.indexOf(b));
}

/** Builds a router; the first matching route wins. HEAD requests match GET routes. */
function createRouter<THandler>(routes: readonly Route<THandler>[]): Router<THandler> {
  const compiled = routes.map(compile);
  const everyMethod = inOrder([...new Set(routes.map((route) => route.method))]);
  return {
    match(method, pathname) {
      const wanted = method === 'HEAD' ? 'GET' : method;
      const known = KNOWN_METHODS.includes(method);
      const allowed: RouteMethod[] = [];
      for (const entry of compiled) {
        const found = entry.pattern.exec(pathname);
        if (!found) continue;
        if (!known || entry.route.method !== wanted) {
          if (!allowed.includes(entry.route.method)) allowed.push(entry.route.method);
          continue;
        }
        const params: Record<string, string> = {};
        entry.names.forEach((name, index) => {
          params[name] = decode(found[index + 1] ?? '');
        });
        return { kind: 'found', route: entry.route, params };
      }
      if (!known)
        return { kind: 'methodNotAllowed', allowed: allowed.length > 0 ? inOrder(allowed) : everyMethod };
      return allowed.length > 0
        ? { kind: 'methodNotAllowed', allowed: inOrder(allowed) }
        : { kind: 'notFound' };
    },
  };
}

/** The `Allow` header of a 405: the allowed methods, HEAD with GET, and OPTIONS (preflights). */
function allowHeader(allowed: readonly RouteMethod[]): string {
  const methods: string[] = [...allowed];
  if (methods.includes('GET')) methods.splice(methods.indexOf('GET') + 1, 0, 'HEAD');
  return [...methods, 'OPTIONS'].join(', ');
}

export { KNOWN_METHODS, STATE_CHANGING_METHODS, allowHeader, createRouter };
export type { Route, RouteMatch, RouteMethod, Router };
