/**
 * Datasets: GET /datasets/countries.json, GET /datasets/countries/:locale.json and
 * GET /datasets/states/:country/:locale.json. Cached for a day, with an ETag.
 */
import { createHash } from 'node:crypto';
import type { RouteContext, RouteHandler } from '../context';
import { ERROR_CODES, SandboxError } from '../errors';
import { countriesDataset } from '../datasets/countries';
import type { DatasetItem } from '../datasets/countries';
import { statesDataset } from '../datasets/states';
import type { Route } from '../router';

/** How long clients may cache a dataset: one day. */
const DATASET_MAX_AGE_SECONDS = 86_400;

const LOCALE = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

function notAvailable(name: string): SandboxError {
  return new SandboxError(404, ERROR_CODES.notFound, `Dataset ${name} is not available`, 'validation');
}

function canonicalLocale(locale: string): string | undefined {
  if (!LOCALE.test(locale)) return undefined;
  try {
    return Intl.getCanonicalLocales(locale)[0];
  } catch {
    return undefined;
  }
}

function datasetResponse(context: RouteContext, items: DatasetItem[]): Response {
  const body = JSON.stringify(items);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const headers = {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': `public, max-age=${DATASET_MAX_AGE_SECONDS}`,
    ETag: etag,
  };
  const ifNoneMatch = context.request.headers.get('if-none-match');
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(body, { status: 200, headers });
}

const countriesCache = new Map<string, DatasetItem[]>();

function countries(locale: string): DatasetItem[] {
  let items = countriesCache.get(locale);
  if (!items) {
    items = countriesDataset(locale);
    countriesCache.set(locale, items);
  }
  return items;
}

const allCountries: RouteHandler = (context) => datasetResponse(context, countries('en-US'));

const localizedCountries: RouteHandler = (context) => {
  const requested = context.params.locale ?? '';
  const locale = canonicalLocale(requested);
  if (!locale) throw notAvailable(`countries/${requested}`);
  return datasetResponse(context, countries(locale));
};

const states: RouteHandler = (context) => {
  const country = context.params.country ?? '';
  const requested = context.params.locale ?? '';
  const locale = canonicalLocale(requested);
  const items = locale && /^[A-Za-z]{2}$/.test(country) ? statesDataset(country, locale) : undefined;
  if (!items) throw notAvailable(`states/${country}/${requested}`);
  return datasetResponse(context, items);
};

/** The dataset routes. */
const datasetRoutes: Route<RouteHandler>[] = [
  { method: 'GET', path: '/datasets/countries.json', handler: allCountries },
  { method: 'GET', path: '/datasets/countries/:locale.json', handler: localizedCountries },
  { method: 'GET', path: '/datasets/states/:country/:locale.json', handler: states },
];

export { DATASET_MAX_AGE_SECONDS, datasetRoutes };
