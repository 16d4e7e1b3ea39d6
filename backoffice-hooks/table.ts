// A typed client over any call table on the shared transport: the streaming-platform and key-value
// clients are built from it. The types mirror those of the creator-management table (types.ts).
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type * as v from 'valibot';
import type { CallDefinition, ParamsOfDefinition } from './endpoint';
import type { BackofficeError } from './errors';
import { ROOT } from './keys';
import { compact, pathParamNames } from './request';
import {
  createBackofficeTransport,
  groupCalls,
  type BackofficeTransport,
  type BackofficeTransportOptions,
  type TransportParams,
} from './transport';

/** A table of calls by name. */
type CallTable = Record<string, CallDefinition>;
/** The entry names of a table. */
type TableName<T extends CallTable> = keyof T & string;
/** The parameters of one entry: `path`, `query`, `body` as it takes them. */
type TableParams<T extends CallTable, N extends TableName<T>> = ParamsOfDefinition<T[N]>;
/** The validated answer of one entry. */
type TableResponse<T extends CallTable, N extends TableName<T>> = v.InferOutput<T[N]['response']>;
/** Parameters of one call plus an optional AbortSignal. */
type TableCallParams<T extends CallTable, N extends TableName<T>> = TableParams<T, N> & {
  /** Aborts the request; it then rejects with RequestAbortedError. */
  signal?: AbortSignal | undefined;
};
/** The argument list of a call: optional when nothing in the parameters is required. */
type TableCallArgs<T extends CallTable, N extends TableName<T>> =
  object extends TableParams<T, N> ? [params?: TableCallParams<T, N>] : [params: TableCallParams<T, N>];
/** The entries of a table that read (GET). */
type TableQueryName<T extends CallTable> = {
  [N in TableName<T>]: T[N] extends { method: 'GET' } ? N : never;
}[TableName<T>];

type Nest<Name extends string, Leaf> = Name extends `${infer Head}.${infer Rest}`
  ? { [K in Head]: Nest<Rest, Leaf> }
  : { [K in Name]: Leaf };
type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (
  value: infer I,
) => void
  ? I
  : never;
/** One typed function per entry, nested by the dots of its name. */
type TableGroupedCalls<T extends CallTable> = UnionToIntersection<
  {
    [N in TableName<T>]: Nest<N, (...args: TableCallArgs<T, N>) => Promise<TableResponse<T, N>>>;
  }[TableName<T>]
>;

/** Calls every entry of a table by name. */
type TableCall<T extends CallTable> = <N extends TableName<T>>(
  name: N,
  ...args: TableCallArgs<T, N>
) => Promise<TableResponse<T, N>>;

/** A client over one table: `call(name, params)`, the grouped calls, its base address and transport. */
type TableClient<T extends CallTable> = TableGroupedCalls<T> & {
  /** Calls an entry by name. */
  call: TableCall<T>;
  /** The service's base address. */
  baseUrl: string;
  /** The shared transport (auth, named errors, 401/403 redirect). */
  transport: BackofficeTransport;
  /** The query key segments after `'backoffice'` of every read of this client. */
  keyRoot: readonly string[];
};

/** Options of a service's client: its base address, and a shared transport or the transport's options. */
interface ServiceClientOptions extends BackofficeTransportOptions {
  /** The service's base address; the table's paths are relative to it. */
  baseUrl: string;
  /** The transport of the creator-management client (`client.transport`), to share auth and redirect. */
  transport?: BackofficeTransport;
}

/**
 * Builds a client over a table on a transport (the one given, else a new one from the options),
 * its reads' query keys under `['backoffice', ...keyRoot]`. Pure: no browser API is touched until
 * a call runs.
 */
function createTableClient<T extends CallTable>(
  table: T,
  keyRoot: readonly string[],
  options: ServiceClientOptions,
): TableClient<T> {
  const { baseUrl } = options;
  const transport = options.transport ?? createBackofficeTransport(options);
  const send = (name: string, params?: TransportParams) =>
    transport.request({ baseUrl, name, definition: table[name]!, params });
  return Object.assign(groupCalls(Object.keys(table), send), {
    call: send as TableCall<T>,
    baseUrl,
    transport,
    keyRoot,
  }) as unknown as TableClient<T>;
}

interface KeyParams {
  path?: Record<string, string>;
  query?: object;
}

/** The query key of one read: `['backoffice', ...keyRoot, ...entry.key, ...path values, query?]`. */
function tableKey<T extends CallTable, N extends TableName<T>>(
  client: TableClient<T>,
  table: T,
  name: N,
  params: KeyParams | undefined,
): QueryKey {
  const definition = table[name]!;
  const key: unknown[] = [ROOT, ...client.keyRoot, ...definition.key];
  for (const param of pathParamNames(definition.path)) key.push(params?.path?.[param]);
  if (definition.query) key.push(compact(params?.query));
  return key;
}

/** TanStack Query options of one read of a table client. */
function tableQueryOptions<T extends CallTable, N extends TableQueryName<T>>(
  client: TableClient<T>,
  table: T,
  name: N,
  ...[params]: TableCallArgs<T, N>
) {
  const raw = params as (TransportParams & KeyParams) | undefined;
  const call = client.call as (name: string, params?: TransportParams) => Promise<unknown>;
  return queryOptions<TableResponse<T, N>, BackofficeError, TableResponse<T, N>, QueryKey>({
    queryKey: tableKey(client, table, name, raw),
    queryFn: ({ signal }) => call(name, { ...raw, signal }) as Promise<TableResponse<T, N>>,
  });
}

export { createTableClient, tableKey, tableQueryOptions };
export type {
  ServiceClientOptions,
  CallTable,
  TableName,
  TableParams,
  TableResponse,
  TableCallParams,
  TableCallArgs,
  TableQueryName,
  TableGroupedCalls,
  TableCall,
  TableClient,
};
