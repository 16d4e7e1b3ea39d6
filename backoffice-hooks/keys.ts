// Hierarchical query keys, derived from the table: ['backoffice', ...entry.key, ...path values,
// query?, body?], e.g. ['backoffice', 'creators', 'detail', 'cr_1', { parts: ['details'] }].
// A prefix (`backofficeKeys.scope('creators')`) matches everything below it.
import type { QueryKey } from '@tanstack/react-query';
import { endpoints } from './endpoints';
import type { EndpointDefinition } from './endpoint';
import { compact, pathParamNames } from './request';
import type { CallArgs, EndpointName, PagedName } from './types';

const ROOT = 'backoffice';

interface KeyParams {
  path?: Record<string, string>;
  query?: object;
  body?: unknown;
}

function keyOf(name: EndpointName, params: KeyParams | undefined, omit: readonly string[] = []): QueryKey {
  const definition: EndpointDefinition = endpoints[name];
  const without = (value: object | undefined) =>
    Object.fromEntries(Object.entries(compact(value)).filter(([field]) => !omit.includes(field)));
  const key: unknown[] = [ROOT, ...definition.key];
  for (const param of pathParamNames(definition.path)) key.push(params?.path?.[param]);
  if (definition.query) key.push(without(params?.query));
  if (definition.body && definition.read) key.push(without(params?.body as object | undefined));
  return key;
}

/** The query keys of the back office. */
const backofficeKeys = {
  /** Every back-office query: `['backoffice']`. */
  all: [ROOT] as const,
  /** A prefix below the root: `scope('creators')` → `['backoffice', 'creators']`. */
  scope: (...segments: string[]): QueryKey => [ROOT, ...segments],
  /** The key of one read: `endpoint('creators.get', { path: { id } })`. */
  endpoint: <N extends EndpointName>(name: N, ...[params]: CallArgs<N>): QueryKey =>
    keyOf(name, params as KeyParams | undefined),
  /** The key of an infinite list (page and page token left out, `'infinite'` last). */
  infinite: <N extends PagedName>(name: N, ...[params]: CallArgs<N>): QueryKey => [
    ...keyOf(name, params as KeyParams | undefined, ['page', 'pageToken']),
    'infinite',
  ],
  /** The mutation key of a write: `['backoffice', ...entry.key]`. */
  mutation: (name: EndpointName): QueryKey => [ROOT, ...endpoints[name].key],
};

export { backofficeKeys, ROOT };
export type { KeyParams };
