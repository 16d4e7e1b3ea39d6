// The shape of one entry of the endpoint table, and the types every caller derives from it:
// parameters (path, query, body, authorization), answer, and which entries read or write.
import type * as v from 'valibot';

/** The service groups of the spec (section 1). */
type ServiceGroup =
  | 'agencies'
  | 'agenciesMutation'
  | 'agencySocials'
  | 'agents'
  | 'agentSocials'
  | 'auditLogs'
  | 'blocklist'
  | 'channels'
  | 'creatorAgencies'
  | 'creatorLabels'
  | 'creatorMerge'
  | 'creatorPrograms'
  | 'creators'
  | 'creatorsImport'
  | 'creatorsInternal'
  | 'creatorSocials'
  | 'curation'
  | 'health'
  | 'jobs'
  | 'labels'
  | 'managers'
  | 'managerSocials'
  | 'managersTeams'
  | 'notes'
  | 'notesComments'
  | 'notifications'
  | 'payments'
  | 'permissions'
  | 'programs'
  | 'publicCreators'
  | 'savedViews'
  | 'searchCreator';

/** HTTP methods the API uses. */
type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Marks a body sent as `text/csv` (the file's text), given as a string or a Blob. */
const csvBody = { contentType: 'text/csv' } as const;
type CsvBody = typeof csvBody;

/** How a paged list turns pages: `page`/`count` in the query or the body, or `pageSize`/`pageToken`. */
type Paging = 'query' | 'body' | 'token';

/** One call of any of the back office's services (the fields the transport and the types need). */
interface CallDefinition {
  /** HTTP method. */
  readonly method: HttpMethod;
  /** Path relative to the service's base address, parameters in braces. */
  readonly path: string;
  /** Query key segments after the client's root segments; path values and query follow them. */
  readonly key: readonly string[];
  /** Schema every answer is validated against. */
  readonly response: v.GenericSchema;
  /** Query parameters (types only: the client does not validate requests). */
  readonly query?: v.GenericSchema;
  /** JSON body schema, or `csvBody` (types only). */
  readonly body?: v.GenericSchema | CsvBody;
  /** A POST that reads: it gets query options, not mutation options. */
  readonly read?: true;
  /** Takes an explicit `authorization` header value. */
  readonly authorization?: true;
}

/** One call of the creator-management API. */
interface EndpointDefinition extends CallDefinition {
  /** Service group of the spec. */
  readonly group: ServiceGroup;
  /** Paged list: how the next page is asked for. */
  readonly paging?: Paging;
  /** Query key prefixes (after `'backoffice'`) a successful write invalidates. */
  readonly invalidates?: readonly (readonly string[])[];
}

/** Keeps the literal type of one table entry. */
function endpoint<const D extends EndpointDefinition>(definition: D): D {
  return definition;
}

type Simplify<T> = { [K in keyof T]: T[K] } & {};
type PathParamNames<P extends string> = P extends `${string}{${infer K}}${infer Rest}`
  ? K | PathParamNames<Rest>
  : never;
type PathPart<D extends CallDefinition> = [PathParamNames<D['path']>] extends [never]
  ? unknown
  : { path: Record<PathParamNames<D['path']>, string> };
type QueryPart<D> = D extends { query: infer S extends v.GenericSchema }
  ? object extends v.InferInput<S>
    ? { query?: v.InferInput<S> }
    : { query: v.InferInput<S> }
  : unknown;
type BodyOf<B> = B extends CsvBody ? string | Blob : B extends v.GenericSchema ? v.InferInput<B> : never;
type BodyPart<D> = D extends { body: infer B } ? { body: BodyOf<B> } : unknown;
type AuthPart<D> = D extends { authorization: true } ? { authorization?: string } : unknown;

/** Parameters of a call of one table entry: `path`, `query`, `body`, `authorization` as it takes them. */
type ParamsOfDefinition<D extends CallDefinition> = Simplify<
  PathPart<D> & QueryPart<D> & BodyPart<D> & AuthPart<D>
>;

export { endpoint, csvBody };
export type {
  ServiceGroup,
  HttpMethod,
  CsvBody,
  Paging,
  CallDefinition,
  EndpointDefinition,
  ParamsOfDefinition,
  Simplify,
};
