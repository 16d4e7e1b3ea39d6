/**
 * The back-office API (docs/backoffice-api.md) as a plain `Request -> Response` function over an
 * embedded PostgreSQL (PGlite):
 *
 *   const backoffice = createBackoffice({ seed: { creators: 300 } });       // in memory
 *   const backoffice = createBackoffice({ dataDir: 'examples/sandbox/.data/backoffice' });
 *   await backoffice.handle(new Request('http://x/hello?to=you'));
 *   await backoffice.close();
 *
 * The database opens (and, when empty, is seeded) in the background; requests wait for `ready`.
 */
import type { PGlite } from '@electric-sql/pglite';
import { isAllowedOrigin, withCors } from '../cors';
import { json } from '../http';
import { createRouter } from '../router';
import type { Route } from '../router';
import { authRoutes, authorize, principalOf } from './auth';
import type { BackofficeContext, BackofficeHandler } from './context';
import { openDatabase } from './db';
import { ApiError, notFound, toApiError } from './errors';
import { createJobRunner } from './jobs';
import type { JobRunner, JobTiming } from './jobs';
import { activityRoutes } from './routes/activity';
import { creatorRoutes } from './routes/creators';
import { financeRoutes } from './routes/finance';
import { miscRoutes } from './routes/misc';
import { organisationRoutes } from './routes/organisations';
import { searchRoutes } from './routes/search';

/** The seed size used when none is given. */
const DEFAULT_SEED_CREATORS = 50_000;

/** Every back-office route, relative to its base path (trailing slashes are ignored). */
const BACKOFFICE_ROUTES: readonly Route<BackofficeHandler>[] = [
  ...authRoutes,
  ...miscRoutes,
  ...organisationRoutes,
  ...creatorRoutes,
  ...activityRoutes,
  ...financeRoutes,
  ...searchRoutes,
];

/** Options of `createBackoffice`. */
interface CreateBackofficeOptions {
  /** A directory to keep the database in (default: in memory). */
  dataDir?: string;
  /** Size of the seed written into an empty database (default 50,000 creators). */
  seed?: { creators?: number };
  /** The service's clock (default: the real time). */
  now?: () => Date;
  /** A path prefix the API lives under, e.g. '/backoffice' (default: the root). */
  basePath?: string;
  /** Slows jobs down (tests watch them run). */
  jobs?: JobTiming;
  /** Called once when an empty database was seeded. */
  onSeeded?: (info: { creators: number; ms: number }) => void;
  /** Called with every unexpected (500) error; default `console.error`. */
  onInternalError?: (error: unknown) => void;
}

/** A running back-office service. */
interface Backoffice {
  /** Answers one request (waits for `ready`). Never throws. */
  handle(request: Request): Promise<Response>;
  /** Resolves once the database is open and seeded. */
  ready: Promise<void>;
  /** The seed's size and time, or null when the database was seeded before. */
  seeded: Promise<{ creators: number; ms: number } | null>;
  /** The database (after `ready`), for tests and the bench. */
  database(): Promise<PGlite>;
  /** Stops the jobs and closes the database; later requests answer 503. */
  close(): Promise<void>;
  /** The normalised base path ('' for the root). */
  basePath: string;
}

const ALLOWED_METHODS = 'GET, POST, PUT, DELETE, OPTIONS';
const ALLOWED_HEADERS = 'Authorization, Content-Type, Accept';

function normaliseBasePath(basePath: string | undefined): string {
  const trimmed = (basePath ?? '').replace(/\/+$/, '');
  return trimmed === '' || trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** CORS for the back-office: local origins, credentials, the methods and headers the client uses. */
function withBackofficeCors(request: Request, response: Response): Response {
  const answer = withCors(request, response);
  if (isAllowedOrigin(request.headers.get('origin'))) {
    answer.headers.set('Access-Control-Allow-Credentials', 'true');
  }
  return answer;
}

function preflight(request: Request): Response {
  const headers = new Headers({ 'Cache-Control': 'no-store', Allow: ALLOWED_METHODS });
  const origin = request.headers.get('origin');
  if (isAllowedOrigin(origin)) {
    headers.set('Access-Control-Allow-Origin', origin);
    headers.set('Access-Control-Allow-Methods', ALLOWED_METHODS);
    headers.set('Access-Control-Allow-Headers', ALLOWED_HEADERS);
    headers.set('Access-Control-Allow-Credentials', 'true');
    headers.set('Access-Control-Max-Age', '600');
    headers.set('Vary', 'Origin');
  }
  return new Response(null, { status: 204, headers });
}

/** Builds the service; the database opens in the background. */
function createBackoffice(options: CreateBackofficeOptions = {}): Backoffice {
  const basePath = normaliseBasePath(options.basePath);
  const now = options.now ?? (() => new Date());
  const router = createRouter(BACKOFFICE_ROUTES);
  const onInternalError =
    options.onInternalError ?? ((error: unknown) => console.error('[backoffice] internal error', error));
  const startedAt = performance.now();
  let closed = false;
  let jobs: JobRunner | null = null;

  const opening = openDatabase({
    dataDir: options.dataDir,
    creators: options.seed?.creators ?? DEFAULT_SEED_CREATORS,
  }).then((opened) => {
    jobs = createJobRunner(opened.db, now, options.jobs);
    if (opened.seeded) options.onSeeded?.(opened.seeded);
    return opened;
  });
  const ready = opening.then(() => undefined);
  ready.catch(onInternalError);

  async function route(request: Request): Promise<Response> {
    if (request.method === 'OPTIONS') return preflight(request);
    const url = new URL(request.url);
    let pathname = url.pathname;
    if (basePath) {
      if (pathname !== basePath && !pathname.startsWith(`${basePath}/`))
        throw notFound(`Route not found: ${pathname}`);
      pathname = pathname.slice(basePath.length);
    }
    pathname = pathname.replace(/\/+$/, '') || '/';
    const match = router.match(request.method, pathname);
    if (match.kind === 'notFound') throw notFound(`Route not found: ${request.method} ${url.pathname}`);
    if (match.kind === 'methodNotAllowed') {
      throw new ApiError(405, 'method_not_allowed', `Use ${match.allowed.join(' or ')} on ${url.pathname}`);
    }
    if (closed) throw new ApiError(503, 'unavailable', 'The back-office service is closed');
    let db: PGlite;
    try {
      db = (await opening).db;
    } catch {
      throw new ApiError(503, 'unavailable', 'The back-office database could not be opened');
    }
    const { access, run } = match.route.handler;
    const principal = access === 'open' ? null : await principalOf(db, request);
    authorize(access, principal);
    const context: BackofficeContext = {
      request,
      url,
      params: match.params,
      db,
      now,
      principal,
      jobs: jobs!,
      startedAt,
    };
    const result = await run(context);
    return result instanceof Response ? result : json(result);
  }

  async function handle(request: Request): Promise<Response> {
    let response: Response;
    try {
      response = await route(request);
    } catch (thrown) {
      const error = toApiError(thrown);
      if (error.status >= 500 && error.errorCode === 'internal') onInternalError(thrown);
      response = json(error.toBody(), error.status);
    }
    return withBackofficeCors(request, response);
  }

  return {
    handle,
    ready,
    seeded: opening.then((opened) => opened.seeded),
    database: async () => (await opening).db,
    basePath,
    async close() {
      if (closed) return;
      closed = true;
      let db: PGlite;
      try {
        db = (await opening).db;
      } catch {
        return;
      }
      await jobs?.close();
      await db.close();
    },
  };
}

export { BACKOFFICE_ROUTES, DEFAULT_SEED_CREATORS, createBackoffice };
export type { Backoffice, CreateBackofficeOptions };
