// Types derived from the endpoint table by entry name.
import type * as v from 'valibot';
import type { endpoints } from './endpoints';
import type { ParamsOfDefinition } from './endpoint';

/** The endpoint table's type. */
type Endpoints = typeof endpoints;
/** Every entry name: `'agencies.list'`, `'creators.get'`, `'notes.comments.upsert'`, … */
type EndpointName = keyof Endpoints;
/** The parameters of a call: `path`, `query`, `body`, `authorization`, each as the entry takes it. */
type EndpointParams<N extends EndpointName> = ParamsOfDefinition<Endpoints[N]>;
/** The validated answer of a call. */
type EndpointResponse<N extends EndpointName> = v.InferOutput<Endpoints[N]['response']>;
/** Parameters of one call plus an optional AbortSignal. */
type CallParams<N extends EndpointName> = EndpointParams<N> & {
  /** Aborts the request; it then rejects with RequestAbortedError. */
  signal?: AbortSignal | undefined;
};
/** The argument list of a call: the parameters are optional when nothing in them is required. */
type CallArgs<N extends EndpointName> =
  object extends EndpointParams<N> ? [params?: CallParams<N>] : [params: CallParams<N>];

type NamesWhere<Condition> = {
  [N in EndpointName]: Endpoints[N] extends Condition ? N : never;
}[EndpointName];
/** Entries that read: every GET and the POSTs that read (creator search, curation query). */
type QueryName = NamesWhere<{ method: 'GET' } | { read: true }>;
/** Entries that write. */
type MutationName = Exclude<EndpointName, QueryName>;
/** Paged lists (page/count with `hasMore`, or pageSize/pageToken). */
type PagedName = NamesWhere<{ paging: string }>;

type Nest<Name extends string, Leaf> = Name extends `${infer Head}.${infer Rest}`
  ? { [K in Head]: Nest<Rest, Leaf> }
  : { [K in Name]: Leaf };
type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (
  value: infer I,
) => void
  ? I
  : never;
/** One typed function per entry, nested by the dots of its name: `client.creators.get(params)`. */
type GroupedCalls = UnionToIntersection<
  {
    [N in EndpointName]: Nest<N, (...args: CallArgs<N>) => Promise<EndpointResponse<N>>>;
  }[EndpointName]
>;

export type {
  Endpoints,
  EndpointName,
  EndpointParams,
  EndpointResponse,
  CallParams,
  CallArgs,
  QueryName,
  MutationName,
  PagedName,
  GroupedCalls,
};
