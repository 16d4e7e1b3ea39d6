import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CHECKOUT_ATTEMPT_ID_TTL_MS,
  CheckoutError,
  createCheckoutAttemptIdCache,
  createHttpClient,
} from 'headless-checkout/core';

const API = 'http://service.test/checkoutshopper/';
let attemptIdCalls = 0;

const server = setupServer(
  http.get(`${API}v1/echo`, ({ request }) => HttpResponse.json({ method: request.method, url: request.url })),
  http.post(`${API}v1/echo`, async ({ request }) =>
    HttpResponse.json({
      method: request.method,
      contentType: request.headers.get('content-type'),
      body: await request.json(),
    }),
  ),
  http.post(`${API}v1/fail`, () =>
    HttpResponse.json(
      { status: 422, errorCode: '14_030', message: 'Return URL is missing', errorType: 'validation' },
      { status: 422 },
    ),
  ),
  http.get(`${API}v1/html-error`, () => new HttpResponse('<html>bad gateway</html>', { status: 502 })),
  http.get(`${API}v1/not-json`, () => new HttpResponse('not json', { status: 200 })),
  http.get(`${API}v1/empty`, () => new HttpResponse(null, { status: 204 })),
  http.get(`${API}v1/slow`, async () => {
    await delay(5_000);
    return HttpResponse.json({});
  }),
  http.get(`${API}v1/down`, () => HttpResponse.error()),
  http.post(`${API}v2/analytics/id`, () => {
    attemptIdCalls += 1;
    return HttpResponse.json({ checkoutAttemptId: `attempt-${attemptIdCalls}` });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  attemptIdCalls = 0;
});
afterAll(() => server.close());

const client = createHttpClient({ apiUrl: API });

describe('createHttpClient', () => {
  it('GETs by default, with query parameters', async () => {
    const data = (await client.request({
      path: 'v1/echo',
      query: { clientKey: 'test_K', skip: undefined },
    })) as {
      method: string;
      url: string;
    };
    expect(data).toEqual({ method: 'GET', url: `${API}v1/echo?clientKey=test_K` });
  });

  it('POSTs a JSON body', async () => {
    const data = await client.request({ path: '/v1/echo', method: 'POST', body: { a: 1 } });
    expect(data).toEqual({ method: 'POST', contentType: 'application/json', body: { a: 1 } });
  });

  it('sends cors mode and same-origin credentials', async () => {
    const fetchSpy = vi.fn(async () => Response.json({ ok: true }));
    await createHttpClient({ apiUrl: API, fetch: fetchSpy as unknown as typeof fetch }).request({
      path: 'v1/x',
    });
    expect(fetchSpy).toHaveBeenCalledWith(
      `${API}v1/x`,
      expect.objectContaining({ method: 'GET', mode: 'cors', credentials: 'same-origin' }),
    );
  });

  it('turns a non-ok response into a typed NETWORK_ERROR with the service details', async () => {
    const error = await client.request({ path: 'v1/fail', method: 'POST' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CheckoutError);
    expect(error).toMatchObject({
      type: 'NETWORK_ERROR',
      message: 'Return URL is missing',
      errorCode: '14_030',
      errorType: 'validation',
      status: 422,
    });
  });

  it('uses the caller message and keeps the status for a non-JSON error page', async () => {
    await expect(
      client.request({ path: 'v1/html-error', errorMessage: 'Could not submit the payment' }),
    ).rejects.toMatchObject({
      type: 'NETWORK_ERROR',
      message: 'Could not submit the payment',
      status: 502,
    });
  });

  it('logs instead of throwing with errorLevel warn, and stays quiet with silent', async () => {
    const logger = { warn: vi.fn() };
    const warnClient = createHttpClient({ apiUrl: API, logger });
    const body = await warnClient.request({ path: 'v1/fail', method: 'POST', errorLevel: 'warn' });
    expect(body).toMatchObject({ errorCode: '14_030' });
    expect(logger.warn).toHaveBeenCalledTimes(1);
    await warnClient.request({ path: 'v1/fail', method: 'POST', errorLevel: 'silent' });
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it('rejects an ok response that is not JSON, and resolves undefined for 204', async () => {
    await expect(client.request({ path: 'v1/not-json' })).rejects.toMatchObject({ type: 'NETWORK_ERROR' });
    await expect(client.request({ path: 'v1/empty' })).resolves.toBeUndefined();
  });

  it('reports a network failure as NETWORK_ERROR naming the path', async () => {
    await expect(client.request({ path: 'v1/down' })).rejects.toMatchObject({
      type: 'NETWORK_ERROR',
      message: 'Network error while calling v1/down',
    });
  });

  it('cancels through the AbortSignal with a CANCEL error', async () => {
    const controller = new AbortController();
    const pending = client.request({ path: 'v1/slow', signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ type: 'CANCEL', message: 'Request aborted' });
  });

  it('validates the response with a schema and names the path and the issues on mismatch', async () => {
    const schema = v.object({ method: v.literal('GET'), url: v.string() });
    await expect(client.request({ path: 'v1/echo', schema })).resolves.toEqual({
      method: 'GET',
      url: `${API}v1/echo`,
    });
    await expect(
      client.request({
        path: 'v1/echo',
        schema: v.object({ missing: v.string(), method: v.literal('POST') }),
      }),
    ).rejects.toMatchObject({
      type: 'ERROR',
      status: 200,
      message:
        'Unexpected response from v1/echo: × Invalid key: Expected "missing" but received undefined\n  → at missing' +
        '\n× Invalid type: Expected "POST" but received "GET"\n  → at method',
    });
    await expect(client.request({ path: 'v1/empty', schema })).rejects.toMatchObject({
      message: 'Unexpected response from v1/empty: × Invalid type: Expected Object but received undefined',
    });
  });
});

describe('createCheckoutAttemptIdCache', () => {
  it('fetches once, reuses the id for 15 minutes, then fetches a new one', async () => {
    let now = 1_000_000;
    const cache = createCheckoutAttemptIdCache({ http: client, clientKey: 'test_K', now: () => now });
    const [first, concurrent] = await Promise.all([cache.get(), cache.get()]);
    expect(first).toBe('attempt-1');
    expect(concurrent).toBe('attempt-1');
    now += CHECKOUT_ATTEMPT_ID_TTL_MS - 1;
    expect(await cache.get()).toBe('attempt-1');
    now += 1;
    expect(await cache.get()).toBe('attempt-2');
    expect(attemptIdCalls).toBe(2);
  });

  it('persists through the storage it is given, across instances', async () => {
    const values = new Map<string, string>();
    const storage = {
      getItem: (k: string) => values.get(k) ?? null,
      setItem: (k: string, v: string) => void values.set(k, v),
    };
    const now = () => 5_000;
    await createCheckoutAttemptIdCache({ http: client, clientKey: 'test_K', storage, now }).get();
    expect(
      await createCheckoutAttemptIdCache({ http: client, clientKey: 'test_K', storage, now }).get(),
    ).toBe('attempt-1');
    expect(attemptIdCalls).toBe(1);
  });

  it('gives null when the service is unreachable, and ignores corrupt storage', async () => {
    server.use(http.post(`${API}v2/analytics/id`, () => HttpResponse.error()));
    const storage = {
      getItem: () => '{not json',
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(
      await createCheckoutAttemptIdCache({ http: client, clientKey: 'test_K', storage }).get(),
    ).toBeNull();
  });
});
