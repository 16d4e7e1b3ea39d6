import * as v from 'valibot';
import { CheckoutError } from '../errors/checkout-error';
import { ERROR_MESSAGES } from '../errors/error-messages';
import type { HttpClient } from '../http/http-client';

/** One entry of a dataset: a country or a state. */
interface DatasetItem {
  /** ISO code (country) or subdivision code (state). */
  id: string;
  /** Display name. */
  name: string;
}

const DatasetSchema: v.GenericSchema<unknown, DatasetItem[]> = v.array(
  v.object({ id: v.string(), name: v.string() }),
);

/** Reads the service's datasets (countries, states), caching each one for the page's life. */
interface DatasetClient {
  /** GET datasets/countries.json. */
  getCountries: (signal?: AbortSignal) => Promise<DatasetItem[]>;
  /** GET datasets/states/{country}/{locale}.json; rejects with 'Dataset … is not available'. */
  getStates: (country: string, locale: string, signal?: AbortSignal) => Promise<DatasetItem[]>;
}

/** Creates the dataset client over the payment-service client. */
function createDatasetClient(http: HttpClient): DatasetClient {
  const cache = new Map<string, Promise<DatasetItem[]>>();
  const load = (path: string, name: string, signal?: AbortSignal): Promise<DatasetItem[]> => {
    const cached = cache.get(path);
    if (cached) return cached;
    const promise = http
      .request({ path, schema: DatasetSchema, ...(signal ? { signal } : {}) })
      .catch((error: unknown) => {
        cache.delete(path);
        if (error instanceof CheckoutError && error.type === 'CANCEL') throw error;
        throw new CheckoutError('ERROR', ERROR_MESSAGES.datasetUnavailable(name), { cause: error });
      });
    cache.set(path, promise);
    return promise;
  };
  return {
    getCountries: (signal) => load('datasets/countries.json', 'countries', signal),
    getStates: (country, locale, signal) => {
      const name = `states/${country.toUpperCase()}/${locale}`;
      return load(`datasets/${name}.json`, name, signal);
    },
  };
}

export { createDatasetClient };
export type { DatasetClient, DatasetItem };
