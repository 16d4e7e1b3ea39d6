/**
 * The back-office API (docs/backoffice-api.md) as a plain `Request -> Response` function over an
 * embedded PostgreSQL (PGlite) or a PostgreSQL server (`databaseUrl`):
 *
 *   const backoffice = createBackoffice({ seed: { creators: 300 } });       // in memory
 *   const backoffice = createBackoffice({ dataDir: 'examples/sandbox/.data/backoffice' });
 *   const backoffice = createBackoffice({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/backoffice' });
 *   await backoffice.handle(new Request('http://x/hello?to=you'));
 *   await backoffice.close();
 *
 * The database opens (and, when empty, is seeded) in the background; requests wait for `ready`.
 */
import { MAX_BODY_BYTES, PAYLOAD_TOO_LARGE_MESSAGE, json } from '../http';
import type { AdapterRefusal } from '../http';
import { examplesOrigins, DEFAULT_EXAMPLES_PORT } from '../merchants';
import { allowHeader, createRouter } from '../router';
import type { Route, RouteMethod } from '../router';
import { authRoutes, authorize, principalOf } from './auth';
import type { BackofficeContext, BackofficeHandler } from './context';
import { openDatabase } from './db';
import type { Database } from './db';
import { ApiError, badRequest, notFound, toApiError } from './errors';
import { checkContentType, checkOrigin, isAllowedCaller, withCallerCors } from './guard';
import { createJobRunner } from './jobs';
import { IMPORT_MAX_BYTES, deleteOrphanUploads, importTooLargeMessage } from './uploads';
import type { JobRunner, JobTiming } from './jobs';
import { activityRoutes } from './routes/activity';
import { creatorRoutes } from './routes/creators';
import { financeRoutes } from './routes/finance';
import { keyValueRoutes } from './routes/key-value';
import { miscRoutes } from './routes/misc';
import { organisationRoutes } from './routes/organisations';
import { searchRoutes } from './routes/search';
import { streamingRoutes } from './routes/streaming';

/**
 * The seed size used when none is given: small, so a first start waits for PGlite's initdb and a
 * couple of seconds of seed, not a minute (docs/sandbox.md, "First start"). `npm start` takes
 * BACKOFFICE_SEED_CREATORS (`seedCreatorsFromEnv` in ../server.ts) for 50,000 or 500,000.
 */
const DEFAULT_SEED_CREATORS = 5_000;
/** The import calls (their bodies are `text/csv`), relative to the base path. */
const IMPORT_PATH = /^\/creators\/import(\/update|\/email)?\/csv\/*$/;

/** The largest seed accepted (the bench's 500,000 and room above it). */
const MAX_SEED_CREATORS = 5_000_000;

/** Every back-office route, relative to its base path (trailing slashes are ignored). */
const BACKOFFICE_ROUTES: readonly Route<BackofficeHandler>[] = [
  ...authRoutes,
  ...miscRoutes,
  ...organisationRoutes,
  ...creatorRoutes,
  ...activityRoutes,
  ...financeRoutes,
  ...searchRoutes,
  ...streamingRoutes,
  ...keyValueRoutes,
];

/** Options of `createBackoffice`. */
interface CreateBackofficeOptions {
  /** A directory to keep the database in (default: in memory). */
  dataDir?: string;
  /**
   * A PostgreSQL server to keep the database on instead of PGlite:
   * `postgres://user:password@host:port/database` (the command line takes it from
   * `BACKOFFICE_DATABASE_URL`). A missing database is created; `dataDir` is then unused.
   */
  databaseUrl?: string;
  /** Drops the database of `databaseUrl` on `close()` (a test's fresh database). */
  temporaryDatabase?: boolean;
  /** Size of the seed written into an empty database (default 5,000 creators). */
  seed?: { creators?: number };
  /** The service's clock (default: the real time). */
  now?: () => Date;
  /** A path prefix the API lives under, e.g. '/backoffice' (default: the root). */
  basePath?: string;
  /** Slows jobs down (tests watch them run). */
  jobs?: JobTiming;
  /**
   * The most bytes a CSV import's body may carry (default IMPORT_MAX_BYTES, 256 MiB: a 100,000-row
   * realistic file is about 10 MB). The body is read as a stream and staged as it arrives
   * (uploads.ts), so this bounds the file, not the memory; the command line takes
   * BACKOFFICE_IMPORT_MAX_BYTES. Every other call keeps the sandbox's 1 MB (MAX_BODY_BYTES).
   */
  importMaxBytes?: number;
  /** Called once when an empty database was seeded. */
  onSeeded?: (info: { creators: number; ms: number }) => void;
  /** Called with every unexpected (500) error; default `console.error`. */
  onInternalError?: (error: unknown) => void;
  /**
   * The staff app's origins, which may call the API besides the service's own origin (default: the
   * examples' on port 5173). Requests naming any other Origin are 403 (guard.ts).
   */
  allowedOrigins?: readonly string[];
}

/** A running back-office service. */
interface Backoffice {
  /** Answers one request (waits for `ready`). Never throws. */
  handle(request: Request): Promise<Response>;
  /**
   * The error answer (with CORS headers) to a request the HTTP adapter refuses before `handle`;
   * `request` carries the URL and headers only.
   */
  refuse(request: Request, refusal: AdapterRefusal): Response;
  /** The most body bytes a call may carry when more than the sandbox's 1 MB (the CSV imports: `importMaxBytes`). */
  bodyLimit(method: string, url: URL): number | undefined;
  /**
   * Whether a call reads its body as a stream (the CSV imports): the HTTP adapter then hands the
   * body over as it arrives instead of reading it first, and the call counts it against its limit.
   */
  streamsBody(method: string, url: URL): boolean;
  /** Resolves once the database is open and seeded. */
  ready: Promise<void>;
  /** The seed's size and time, or null when the database was seeded before. */
  seeded: Promise<{ creators: number; ms: number } | null>;
  /** The database (after `ready`), for tests and the bench. */
  database(): Promise<Database>;
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

/** A preflight of an allowed origin (guard.ts refused the others): the methods and headers the client uses. */
function preflight(request: Request, allowedOrigins: readonly string[]): Response {
  const headers = new Headers({ 'Cache-Control': 'no-store', Allow: ALLOWED_METHODS });
  if (isAllowedCaller(request.headers.get('origin'), new URL(request.url), allowedOrigins)) {
    headers.set('Access-Control-Allow-Methods', ALLOWED_METHODS);
    headers.set('Access-Control-Allow-Headers', ALLOWED_HEADERS);
    headers.set('Access-Control-Max-Age', '600');
  }
  return new Response(null, { status: 204, headers });
}

function methodNotAllowed(method: string, url: URL, allowed: readonly RouteMethod[]): ApiError {
  return new ApiError(
    405,
    'method_not_allowed',
    `Method ${method} is not allowed on ${url.pathname}; use ${allowed.join(' or ')}`,
    undefined,
    { Allow: allowHeader(allowed) },
  );
}

/** Builds the service; the database opens in the background. */
function createBackoffice(options: CreateBackofficeOptions = {}): Backoffice {
  const basePath = normaliseBasePath(options.basePath);
  const now = options.now ?? (() => new Date());
  const router = createRouter(BACKOFFICE_ROUTES);
  const allowedOrigins = options.allowedOrigins ?? examplesOrigins(DEFAULT_EXAMPLES_PORT);
  const onInternalError =
    options.onInternalError ?? ((error: unknown) => console.error('[backoffice] internal error', error));
  const startedAt = performance.now();
  const importMaxBytes = options.importMaxBytes ?? IMPORT_MAX_BYTES;
  let closed = false;
  let jobs: JobRunner | null = null;

  const opening = openDatabase({
    dataDir: options.dataDir,
    url: options.databaseUrl,
    temporary: options.temporaryDatabase,
    creators: options.seed?.creators ?? DEFAULT_SEED_CREATORS,
  }).then(async (opened) => {
    // Before any request is served: the uploads a stop cut short are no one's (their client had no answer).
    await deleteOrphanUploads(opened.db);
    jobs = createJobRunner(opened.db, now, options.jobs);
    if (opened.seeded) options.onSeeded?.(opened.seeded);
    return opened;
  });
  const ready = opening.then(() => undefined);
  ready.catch(onInternalError);
  const seeded = opening.then((opened) => opened.seeded);
  // Reported once, through `ready`; a caller that awaits `seeded` still sees the failure.
  seeded.catch(() => undefined);

  /** The path relative to the base path, without trailing slashes; null outside the base path. */
  function routePath(url: URL): string | null {
    let pathname = url.pathname;
    if (basePath) {
      if (pathname !== basePath && !pathname.startsWith(`${basePath}/`)) return null;
      pathname = pathname.slice(basePath.length);
    }
    return pathname.replace(/\/+$/, '') || '/';
  }

  async function route(request: Request): Promise<Response> {
    const url = new URL(request.url);
    checkOrigin(request, url, allowedOrigins);
    if (request.method === 'OPTIONS') return preflight(request, allowedOrigins);
    const pathname = routePath(url);
    if (pathname === null) throw notFound(`Route not found: ${url.pathname}`);
    const match = router.match(request.method, pathname);
    if (match.kind === 'notFound') throw notFound(`Route not found: ${request.method} ${url.pathname}`);
    if (match.kind === 'methodNotAllowed') throw methodNotAllowed(request.method, url, match.allowed);
    await checkContentType(request, match.route.handler.body ?? 'json');
    if (closed) throw new ApiError(503, 'unavailable', 'The back-office service is closed');
    let db: Database;
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
      importMaxBytes,
      startedAt,
    };
    const result = await run(context);
    return result instanceof Response ? result : json(result);
  }

  function errorResponse(request: Request, error: ApiError): Response {
    return withCallerCors(request, json(error.toBody(), error.status, error.headers), allowedOrigins);
  }

  async function handle(request: Request): Promise<Response> {
    let response: Response;
    try {
      response = await route(request);
    } catch (thrown) {
      const error = toApiError(thrown);
      if (error.status >= 500 && error.errorCode === 'internal') onInternalError(thrown);
      return errorResponse(request, error);
    }
    return withCallerCors(request, response, allowedOrigins);
  }

  function refuse(request: Request, refusal: AdapterRefusal): Response {
    const url = new URL(request.url);
    if (refusal.kind === 'methodNotAllowed') {
      const match = router.match(refusal.method, routePath(url) ?? url.pathname);
      const allowed = match.kind === 'methodNotAllowed' ? match.allowed : [];
      return errorResponse(request, methodNotAllowed(refusal.method, url, allowed));
    }
    if (refusal.kind === 'payloadTooLarge') {
      // The adapter's refusal carries the limit, not the method: an import's limit is its own.
      const message =
        refusal.limit === importMaxBytes && isImport('POST', url)
          ? importTooLargeMessage(importMaxBytes)
          : refusal.limit && refusal.limit !== MAX_BODY_BYTES
            ? `Request body is larger than ${refusal.limit} bytes`
            : PAYLOAD_TOO_LARGE_MESSAGE;
      return errorResponse(request, new ApiError(413, 'payload_too_large', message));
    }
    return errorResponse(request, badRequest(refusal.message));
  }

  /** Whether a call is a CSV import. */
  function isImport(method: string, url: URL): boolean {
    const pathname = routePath(url);
    return method === 'POST' && pathname !== null && IMPORT_PATH.test(pathname);
  }

  /** The body limit of a call: `importMaxBytes` for the CSV imports, else none of its own. */
  function bodyLimit(method: string, url: URL): number | undefined {
    return isImport(method, url) ? importMaxBytes : undefined;
  }

  return {
    handle,
    refuse,
    bodyLimit,
    streamsBody: isImport,
    ready,
    seeded,
    database: async () => (await opening).db,
    basePath,
    async close() {
      if (closed) return;
      closed = true;
      let db: Database;
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

export { BACKOFFICE_ROUTES, DEFAULT_SEED_CREATORS, IMPORT_MAX_BYTES, MAX_SEED_CREATORS, createBackoffice };
export type { Backoffice, CreateBackofficeOptions };
