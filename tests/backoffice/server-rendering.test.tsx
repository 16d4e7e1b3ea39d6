// The back-office entry on a server: no window, document or localStorage.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import {
  BackofficeProvider,
  createBackofficeClient,
  resolveToken,
  useCreator,
  watchToken,
} from 'headless-checkout/backoffice';

describe('server rendering', () => {
  it('runs without browser globals', () => {
    expect(typeof window).toBe('undefined');
    expect(resolveToken()).toBeNull();
    expect(resolveToken('from-frame')).toBe('from-frame');
    const stop = watchToken(vi.fn());
    stop();
  });

  it('renders the provider and a hook to a string without fetching', () => {
    const fetchSpy = vi.fn<typeof fetch>();
    const client = createBackofficeClient({ baseUrl: 'http://bo.test/backoffice/', fetch: fetchSpy });
    function Name() {
      const { data, status } = useCreator('cr_1');
      return <p>{data?.name ?? status}</p>;
    }
    const html = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <BackofficeProvider client={client}>
          <Name />
        </BackofficeProvider>
      </QueryClientProvider>,
    );
    expect(html).toBe('<p>pending</p>');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(client.getToken()).toBeNull();
  });
});
