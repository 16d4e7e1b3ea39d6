import { useCallback, useEffect, useMemo } from 'react';
import {
  COUNTRIES_DATASET,
  localizeCountries,
  statesDatasetName,
  type DatasetItem,
  type DatasetStatus,
  type DatasetsState,
} from 'headless-checkout/core';
import { useCheckoutContext } from './context';
import { useI18n } from './useI18n';
import { useStoreSelector } from './useStoreSelector';

/** A dataset of an address form (the countries, or the chosen country's states) as it loads. */
interface AddressDataset {
  /** 'idle' (not asked for), 'loading', 'ready', or 'error' (not available: offer a text input). */
  status: 'idle' | DatasetStatus['status'];
  /** Its entries once 'ready' (empty when the dataset has none); empty otherwise. */
  items: DatasetItem[];
}

/** Options of useAddressDatasets. */
interface UseAddressDatasetsOptions {
  /** Load the countries (the form has a country field). */
  countries: boolean;
  /** The country whose states to load, in the shopper's locale (the form has a state field); '' loads none. */
  statesOf: string;
}

/** What useAddressDatasets returns. */
interface UseAddressDatasetsResult {
  /** The countries, named in the shopper's locale and sorted in it (English where the browser has no names). */
  countries: AddressDataset;
  /** The states of `statesOf`. */
  states: AddressDataset;
}

const IDLE: AddressDataset = { status: 'idle', items: [] };
const LOADING: AddressDataset = { status: 'loading', items: [] };

/** A dataset as a form reads it: idle when not asked, loading until its request answered. */
function datasetOf(asked: boolean, status: DatasetStatus | undefined): AddressDataset {
  if (!asked) return IDLE;
  return status ?? LOADING;
}

/**
 * The countries and states an address form offers, from the checkout's datasets (the countries
 * named in the shopper's locale by `localizeCountries`): each is
 * requested once per page (after mount, never during render or on the server), shared by every
 * form that asks, and re-read when the country or the locale changes.
 */
function useAddressDatasets({ countries, statesOf }: UseAddressDatasetsOptions): UseAddressDatasetsResult {
  const { datasets } = useCheckoutContext('useAddressDatasets');
  const { locale } = useI18n();
  const statesName = statesOf ? statesDatasetName(statesOf, locale) : '';

  // A dataset that is not available rejects; the store holds it as 'error' (the form offers text).
  useEffect(() => {
    if (countries) datasets.getCountries().catch(() => undefined);
  }, [datasets, countries]);
  useEffect(() => {
    if (statesOf) datasets.getStates(statesOf, locale).catch(() => undefined);
  }, [datasets, statesOf, locale]);

  const countriesStatus = useStoreSelector(datasets, selectCountries);
  const selectStates = useCallback(
    (state: DatasetsState) => (statesName ? state[statesName] : undefined),
    [statesName],
  );
  const statesStatus = useStoreSelector(datasets, selectStates);
  // The service's countries are English: the runtime names them in the shopper's locale.
  const named = useMemo(
    () => countriesStatus && { ...countriesStatus, items: localizeCountries(countriesStatus.items, locale) },
    [countriesStatus, locale],
  );
  return {
    countries: datasetOf(countries, named),
    states: datasetOf(statesName !== '', statesStatus),
  };
}

const selectCountries = (state: DatasetsState) => state[COUNTRIES_DATASET];

export { useAddressDatasets };
export type { AddressDataset, UseAddressDatasetsOptions, UseAddressDatasetsResult };
