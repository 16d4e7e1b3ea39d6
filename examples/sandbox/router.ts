/**
 * A small router: routes are a method plus a path pattern such as `/v1/sessions/:id/setup` or
 * `/datasets/states/:country/:locale.json`. A `:name` matches one path segment (up to a literal
 * suffix in the same segment); everything else matches literally.
 */

/** The HTTP methods routes may use. */
type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One route: a method, a path pattern and a handler. */
interface Route<THandler> {
  /** The HTTP method. */
  method: RouteMethod;
  /** The path pattern, starting with '/', relative to the service root. */
  path: string;
  /** What answers the request. */
  handler: THandler;
}

/** The outcome of matching a request against the routes. */
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

/** Builds a router; the first matching route wins. HEAD requests match GET routes. */
function createRouter<THandler>(routes: readonly Route<THandler>[]): Router<THandler> {
  const compiled = routes.map(compile);
  return {
    match(method, pathname) {
      const wanted = method === 'HEAD' ? 'GET' : method;
      const allowed: RouteMethod[] = [];
      for (const entry of compiled) {
        const found = entry.pattern.exec(pathname);
        if (!found) continue;
        if (entry.route.method !== wanted) {
          if (!allowed.includes(entry.route.method)) allowed.push(entry.route.method);
          continue;
        }
        const params: Record<string, string> = {};
        entry.names.forEach((name, index) => {
          params[name] = decode(found[index + 1] ?? '');
        });
        return { kind: 'found', route: entry.route, params };
      }
      return allowed.length > 0 ? { kind: 'methodNotAllowed', allowed } : { kind: 'notFound' };
    },
  };
}

export { createRouter };
export type { Route, RouteMatch, RouteMethod, Router };
