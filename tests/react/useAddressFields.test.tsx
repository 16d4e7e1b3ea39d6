// @vitest-environment happy-dom
// The billing address a form renders: useAddressFields lays it out and feeds country and state from
// the checkout's datasets (useAddressDatasets), against the sandbox through msw, under StrictMode.
import { StrictMode, type ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CheckoutProvider,
  useAddressDatasets,
  useAddressFields,
  useCard,
  type UseCardOptions,
} from 'headless-checkout';
import { loadBillingAddressPart } from 'headless-checkout/core';
import { createSandbox } from '../../examples/sandbox/app';
import { SANDBOX_CLIENT_KEY } from '../../examples/sandbox/merchants';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SANDBOX = 'http://sandbox.test/';
const sandbox = createSandbox();
/** The dataset paths the page asked for, in order. */
let requested: string[] = [];
const server = setupServer(
  http.all(`${SANDBOX}*`, ({ request }) => {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/datasets/')) requested.push(pathname);
    return sandbox.handle(request);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The card's billing address part, loaded as a page that shows it from the start would preload it
// (its loading after mount: tests/core/card/billing-address-part.test.ts, skin-card-form.test.tsx).
beforeAll(() => loadBillingAddressPart());
beforeEach(() => {
  requested = [];
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function wrapper({ children, locale }: { children: ReactNode; locale?: string }) {
  return (
    <StrictMode>
      <CheckoutProvider
        environment={SANDBOX}
        {...(locale ? { locale } : {})}
        clientKey={SANDBOX_CLIENT_KEY}
        amount={{ value: 2500, currency: 'EUR' }}
        onSubmit={async () => ({})}
      >
        {children}
      </CheckoutProvider>
    </StrictMode>
  );
}

/** A card form's address: the hook over `useCard(options)`. */
function renderAddress(options: UseCardOptions) {
  return renderHook(
    () => {
      const card = useCard({ mode: 'direct', ...options });
      return { card, address: useAddressFields(card) };
    },
    { wrapper },
  );
}

const field = (address: ReturnType<typeof useAddressFields>, name: string) =>
  address?.rows.flat().find((candidate) => candidate.name === name);

describe('useAddressFields', () => {
  it('is null, and loads nothing, when the form asks no address', async () => {
    const { result } = renderAddress({});
    expect(result.current.address).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(requested).toEqual([]);
  });

  it("lays out the country's rows; country and state become selects once their datasets load, one request each", async () => {
    const { result } = renderAddress({ billingAddressMode: 'full', billingAddress: { country: 'US' } });
    const names = () => result.current.address?.rows.map((row) => row.map(({ name }) => name));
    expect(names()).toEqual([
      ['street', 'houseNumberOrName'],
      ['city'],
      ['stateOrProvince', 'postalCode'],
      ['country'],
    ]);
    // Until the datasets answer: text inputs, the datasets loading.
    expect(result.current.address?.countries.status).toBe('loading');
    expect(field(result.current.address, 'country')?.select).toBeNull();

    await waitFor(() => expect(result.current.address?.states.status).toBe('ready'));
    await waitFor(() => expect(result.current.address?.countries.status).toBe('ready'));
    const country = field(result.current.address, 'country')!;
    expect(country.label).toBe('Country/Region');
    expect(country.value).toBe('US');
    expect(country.select?.placeholder).toBe('Select a country/region');
    expect(country.select?.options).toContainEqual({ value: 'NL', label: 'Netherlands' });
    const state = field(result.current.address, 'stateOrProvince')!;
    expect(state.label).toBe('State');
    expect(state.select?.placeholder).toBe('Select a state or province');
    expect(state.select?.options).toContainEqual({ value: 'CA', label: 'California' });
    expect(field(result.current.address, 'postalCode')?.label).toBe('Zip code');
    expect(field(result.current.address, 'houseNumberOrName')?.required).toBe(false);
    // StrictMode mounts twice: still one request per dataset.
    expect(requested.sort()).toEqual(['/datasets/countries.json', '/datasets/states/US/en-US.json']);
  });

  it('re-reads the states when the country changes; a country without a dataset keeps a text input', async () => {
    const { result } = renderAddress({ billingAddressMode: 'full', billingAddress: { country: 'US' } });
    await waitFor(() => expect(result.current.address?.states.status).toBe('ready'));

    act(() => field(result.current.address, 'country')!.setValue('JP'));
    expect(result.current.address?.states.status).toBe('loading');
    await waitFor(() => expect(result.current.address?.states.status).toBe('error'));
    const prefecture = field(result.current.address, 'stateOrProvince')!;
    expect(prefecture.label).toBe('Prefecture');
    expect(prefecture.select).toBeNull();
    expect(prefecture.dataset).toEqual({ status: 'error', items: [] });
    const input = prefecture.getInputProps({ className: 'mine' });
    expect(input).toMatchObject({
      className: 'mine',
      name: 'stateOrProvince',
      value: '',
      autoComplete: 'billing address-level1',
      'aria-required': true,
      maxLength: 30,
    });
    expect(input.id).toBe(prefecture.id);
    expect(input['aria-describedby']).toBe(prefecture.errorId);

    // Tabbing past it raises nothing; typed, cleared and left, it shows its error, translated.
    act(() => field(result.current.address, 'stateOrProvince')!.blur());
    expect(field(result.current.address, 'stateOrProvince')!.invalid).toBe(false);
    act(() => field(result.current.address, 'stateOrProvince')!.setValue('T'));
    act(() => field(result.current.address, 'stateOrProvince')!.setValue(''));
    act(() => field(result.current.address, 'stateOrProvince')!.blur());
    const shown = field(result.current.address, 'stateOrProvince')!;
    expect(shown.invalid).toBe(true);
    expect(shown.error).not.toBe('');

    act(() => field(result.current.address, 'country')!.setValue('CA'));
    await waitFor(() => expect(result.current.address?.states.status).toBe('ready'));
    expect(field(result.current.address, 'stateOrProvince')?.select?.options).toContainEqual({
      value: 'QC',
      label: 'Quebec',
    });
    expect(requested.filter((path) => path === '/datasets/countries.json')).toHaveLength(1);
    expect(requested.filter((path) => path.startsWith('/datasets/states/'))).toEqual([
      '/datasets/states/US/en-US.json',
      '/datasets/states/JP/en-US.json',
      '/datasets/states/CA/en-US.json',
    ]);
  });

  it("gives the text input the postal code's format hint and composes the user's handlers", async () => {
    const { result } = renderAddress({ billingAddressMode: 'partial', billingAddress: { country: 'NL' } });
    const postalCode = field(result.current.address, 'postalCode')!;
    const seen: string[] = [];
    const props = postalCode.getInputProps({
      onChange: (event: { target: { value: string } }) => seen.push(event.target.value),
    });
    // A postal code is left-to-right data ('1012 AB' stays so in a right-to-left checkout).
    expect(props).toMatchObject({ placeholder: '9999 AA', autoComplete: 'billing postal-code', dir: 'ltr' });
    act(() => props.onChange({ target: { value: '1012 AB' } } as never));
    expect(seen).toEqual(['1012 AB']);
    expect(field(result.current.address, 'postalCode')?.value).toBe('1012 AB');
    await waitFor(() => expect(result.current.address?.countries.status).toBe('ready'));
  });
});

describe('useAddressDatasets', () => {
  it('shares each dataset between forms: a second form asks for nothing new', async () => {
    const { result } = renderHook(
      () => [
        useAddressDatasets({ countries: true, statesOf: 'BR' }),
        useAddressDatasets({ countries: true, statesOf: 'br' }),
        useAddressDatasets({ countries: false, statesOf: '' }),
      ],
      { wrapper },
    );
    await waitFor(() => expect(result.current[1]!.states.status).toBe('ready'));
    await waitFor(() => expect(result.current[1]!.countries.status).toBe('ready'));
    expect(result.current[0]!.states).toBe(result.current[1]!.states);
    expect(result.current[2]).toEqual({
      countries: { status: 'idle', items: [] },
      states: { status: 'idle', items: [] },
    });
    expect(requested.sort()).toEqual(['/datasets/countries.json', '/datasets/states/BR/en-US.json']);
  });
});

describe("useAddressDatasets in the shopper's locale", () => {
  it('names the countries of the one English dataset in German or Arabic, sorted in that locale', async () => {
    for (const [locale, germany, netherlands] of [
      ['de-DE', 'Deutschland', 'Niederlande'],
      ['ar', 'ألمانيا', 'هولندا'],
    ] as const) {
      const { result, unmount } = renderHook(() => useAddressDatasets({ countries: true, statesOf: '' }), {
        wrapper: ({ children }) => wrapper({ children, locale }),
      });
      await waitFor(() => expect(result.current.countries.status).toBe('ready'));
      const { items } = result.current.countries;
      expect(items.find((item) => item.id === 'DE')?.name).toBe(germany);
      expect(items.find((item) => item.id === 'NL')?.name).toBe(netherlands);
      const names = items.map((item) => item.name);
      expect(names).toEqual([...names].sort(new Intl.Collator(locale).compare));
      unmount();
    }
    // Each checkout fetched the English dataset, none a localized one.
    expect(new Set(requested)).toEqual(new Set(['/datasets/countries.json']));
  });
});
