import * as v from 'valibot';
import { CheckoutError } from '../errors/checkout-error';
import * as ERROR_TEXTS from '../errors/error-texts';
import type { HttpClient } from '../http/http-client';
import { createMachine } from '../store/machine';

/** One entry of a dataset: a country or a state. */
interface DatasetItem {
  /** ISO code (country) or subdivision code (state). */
  id: string;
  /** Display name. */
  name: string;
}

/** Where one dataset stands. */
interface DatasetStatus {
  /** 'loading' while its request runs, 'ready' with its entries, 'error' when it is not available. */
  status: 'loading' | 'ready' | 'error';
  /** Its entries once 'ready'; empty otherwise. */
  items: DatasetItem[];
}

/** Every dataset asked for so far, by name (`countries`, `states/US/en-US`); a new object on each change. */
type DatasetsState = Readonly<Partial<Record<string, DatasetStatus>>>;

/** What happens to the datasets. */
type DatasetsEvent =
  | { type: 'dataset.requested'; name: string }
  | { type: 'dataset.loaded'; name: string; items: DatasetItem[] }
  | { type: 'dataset.failed'; name: string }
  | { type: 'dataset.cancelled'; name: string };

const DatasetSchema: v.GenericSchema<unknown, DatasetItem[]> = v.array(
  v.object({ id: v.string(), name: v.string() }),
);

/** The name of the countries dataset. */
const COUNTRIES_DATASET = 'countries';

/** The name of a country's states dataset in a locale: `states/US/en-US`. */
function statesDatasetName(country: string, locale: string): string {
  return `states/${country.toUpperCase()}/${locale}`;
}

/** The datasets' transitions: a request marks its dataset loading, its answer ready or failed. */
function datasetsReducer(state: DatasetsState, event: DatasetsEvent): DatasetsState {
  switch (event.type) {
    case 'dataset.requested':
      return { ...state, [event.name]: { status: 'loading', items: [] } };
    case 'dataset.loaded':
      return { ...state, [event.name]: { status: 'ready', items: event.items } };
    case 'dataset.failed':
      return { ...state, [event.name]: { status: 'error', items: [] } };
    case 'dataset.cancelled': {
      const { [event.name]: _cancelled, ...rest } = state;
      return rest;
    }
    default:
      event satisfies never;
      return state;
  }
}

/**
 * Reads the service's datasets (countries, states), caching each one for the page's life, and
 * keeps where each stands in a store (for a UI: subscribe, read `getSnapshot()[name]`).
 */
interface DatasetClient {
  /** GET datasets/countries.json. */
  getCountries: (signal?: AbortSignal) => Promise<DatasetItem[]>;
  /** GET datasets/states/{country}/{locale}.json; rejects with 'Dataset … is not available'. */
  getStates: (country: string, locale: string, signal?: AbortSignal) => Promise<DatasetItem[]>;
  /** Every dataset asked for so far, by name (`COUNTRIES_DATASET`, `statesDatasetName(…)`). */
  getSnapshot: () => DatasetsState;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
}

/** Creates the dataset client over the payment-service client. */
function createDatasetClient(http: HttpClient): DatasetClient {
  const cache = new Map<string, Promise<DatasetItem[]>>();
  const machine = createMachine<DatasetsState, DatasetsEvent>(
    { initialState: {}, reducer: datasetsReducer },
    undefined,
  );
  const load = (name: string, signal?: AbortSignal): Promise<DatasetItem[]> => {
    const path = `datasets/${name}.json`;
    const cached = cache.get(path);
    if (cached) return cached;
    machine.send({ type: 'dataset.requested', name });
    const promise = http.request({ path, schema: DatasetSchema, ...(signal ? { signal } : {}) }).then(
      (items) => {
        machine.send({ type: 'dataset.loaded', name, items });
        return items;
      },
      (error: unknown) => {
        cache.delete(path);
        if (error instanceof CheckoutError && error.type === 'CANCEL') {
          machine.send({ type: 'dataset.cancelled', name });
          throw error;
        }
        machine.send({ type: 'dataset.failed', name });
        throw new CheckoutError('ERROR', ERROR_TEXTS.datasetUnavailable(name), { cause: error });
      },
    );
    cache.set(path, promise);
    return promise;
  };
  return {
    getCountries: (signal) => load(COUNTRIES_DATASET, signal),
    getStates: (country, locale, signal) => load(statesDatasetName(country, locale), signal),
    getSnapshot: machine.getSnapshot,
    subscribe: machine.subscribe,
  };
}

export { COUNTRIES_DATASET, createDatasetClient, statesDatasetName };
export type { DatasetClient, DatasetItem, DatasetStatus, DatasetsState };
