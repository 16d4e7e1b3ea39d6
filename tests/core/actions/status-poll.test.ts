import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ERROR_MESSAGES,
  STATUS_POLL_TIMING,
  createHttpClient,
  createStatusPoller,
  mapStatusPollResponse,
  statusPollDelay,
  type StatusPollResponse,
} from 'headless-checkout/core';

describe('mapStatusPollResponse (spec section 4)', () => {
  it.each<[StatusPollResponse, string, string | undefined]>([
    [{ resultCode: 'refused' }, 'error', 'error.subtitle.refused'],
    [{ resultCode: 'Refused' }, 'error', 'error.subtitle.refused'],
    [{ resultCode: 'error' }, 'error', 'error.subtitle.refused'],
    [{ resultCode: 'cancelled' }, 'error', 'error.subtitle.refused'],
    [{ resultCode: 'unknown' }, 'error', 'error.message.unknown'],
    [{ resultCode: 'Unknown' }, 'error', 'error.message.unknown'],
    // "Other values success" (spec section 4): a code outside the result table.
    [{ resultCode: 'mystery' }, 'success', undefined],
    [{ type: 'complete', resultCode: 'IdentifyShopper' }, 'success', undefined],
    [{}, 'error', 'error.message.unknown'],
    [{ resultCode: 'pending' }, 'pending', undefined],
    [{ resultCode: 'received' }, 'pending', undefined],
    [{ resultCode: 'authorised' }, 'success', undefined],
    [{ resultCode: 'Authorised' }, 'success', undefined],
    [{ resultCode: 'presentToShopper' }, 'success', undefined],
    [{ type: 'pending' }, 'pending', undefined],
    [{ type: 'pending', resultCode: 'authorised' }, 'pending', undefined],
    [{ type: 'complete', resultCode: 'authorised' }, 'success', undefined],
    [{ type: 'complete', resultCode: 'refused' }, 'error', 'error.subtitle.refused'],
    [{ type: 'complete', resultCode: 'received' }, 'pending', undefined],
    [{ type: 'validation' }, 'error', 'error.message.unknown'],
    [{ type: 'action', resultCode: 'authorised' }, 'error', 'error.message.unknown'],
  ])('%j -> %s', (response, status, errorKey) => {
    const mapped = mapStatusPollResponse(response);
    expect(mapped.status).toBe(status);
    expect(mapped.errorKey).toBe(errorKey);
  });

  it('keeps the result code and the payload', () => {
    expect(mapStatusPollResponse({ type: 'complete', resultCode: 'authorised', payload: 'P' })).toEqual({
      status: 'success',
      resultCode: 'authorised',
      payload: 'P',
    });
  });
});

describe('statusPollDelay', () => {
  it.each([
    [0, 2_000],
    [58_000, 2_000],
    [59_999, 2_000],
    [60_000, 10_000],
    [600_000, 10_000],
  ])('%i ms after the start -> %i ms', (elapsed, delay) => {
    expect(statusPollDelay(elapsed)).toBe(delay);
  });
  it('uses the timing of spec section 9', () => {
    expect(STATUS_POLL_TIMING).toEqual({ intervalMs: 2_000, slowIntervalMs: 10_000, slowAfterMs: 60_000 });
  });
});

type Answer = StatusPollResponse | 'network' | { status: number; body: unknown };

function setup(answers: Answer[], expiresInMs: number | null = null) {
  const requests: Array<{ url: string; body: unknown; at: number }> = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    requests.push({ url, body: JSON.parse(String(init.body)), at: Date.now() });
    const answer = answers.shift() ?? { resultCode: 'pending' };
    if (answer === 'network') throw new TypeError('Failed to fetch');
    if ('status' in answer && typeof answer.status === 'number')
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    return new Response(JSON.stringify(answer), { status: 200 });
  });
  const http = createHttpClient({
    apiUrl: 'https://checkout.example/',
    fetch: fetch as typeof globalThis.fetch,
  });
  const poller = createStatusPoller({
    http,
    clientKey: 'test_KEY',
    paymentData: 'PD',
    expiresAt: expiresInMs === null ? null : Date.now() + expiresInMs,
  });
  return { poller, requests, fetch };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('createStatusPoller', () => {
  it('polls services/PaymentInitiation/v1/status every 2 s with the paymentData, then completes with the payload', async () => {
    const { poller, requests } = setup([
      { type: 'pending' },
      { resultCode: 'received' },
      { type: 'complete', resultCode: 'authorised', payload: 'PAYLOAD' },
    ]);
    poller.start();
    expect(poller.getSnapshot().status).toBe('polling');
    await vi.advanceTimersByTimeAsync(1_999);
    expect(requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe(
      'https://checkout.example/services/PaymentInitiation/v1/status?clientKey=test_KEY',
    );
    expect(requests[0]!.body).toEqual({ paymentData: 'PD' });
    await vi.advanceTimersByTimeAsync(4_000);
    expect(requests).toHaveLength(3);
    expect(poller.getSnapshot()).toMatchObject({
      status: 'completed',
      attempts: 3,
      result: { status: 'success', payload: 'PAYLOAD' },
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(requests).toHaveLength(3);
  });

  it('slows to every 10 s after the first minute', async () => {
    const { poller, requests } = setup([]);
    poller.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(requests).toHaveLength(30);
    const gaps = () => requests.slice(1).map((request, index) => request.at - requests[index]!.at);
    await vi.advanceTimersByTimeAsync(40_000);
    expect(gaps().slice(-4)).toEqual([10_000, 10_000, 10_000, 10_000]);
    expect(
      gaps()
        .slice(0, 29)
        .every((gap) => gap === 2_000),
    ).toBe(true);
    poller.stop();
    expect(poller.getSnapshot().status).toBe('stopped');
  });

  it('keeps polling after a network error or a 5xx', async () => {
    const { poller, requests } = setup([
      'network',
      { status: 503, body: { message: 'busy' } },
      { type: 'complete', resultCode: 'authorised', payload: 'P' },
    ]);
    poller.start();
    await vi.advanceTimersByTimeAsync(6_000);
    expect(requests).toHaveLength(3);
    expect(poller.getSnapshot()).toMatchObject({ status: 'completed', networkErrors: 2 });
  });

  it("ends with 'Could not check the payment status' when the service rejects the poll (4xx)", async () => {
    const { poller } = setup([{ status: 422, body: { errorCode: '14_0', message: 'Invalid paymentData' } }]);
    poller.start();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(poller.getSnapshot()).toMatchObject({ status: 'error' });
    expect(poller.getSnapshot().error?.message).toBe(ERROR_MESSAGES.couldNotCheckStatus);
  });

  it('completes an error result that has a payload (the details call decides)', async () => {
    const { poller } = setup([{ type: 'complete', resultCode: 'refused', payload: 'P' }]);
    poller.start();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(poller.getSnapshot()).toMatchObject({
      status: 'completed',
      result: { status: 'error', errorKey: 'error.subtitle.refused', payload: 'P' },
    });
  });

  it.each([
    [{ type: 'complete', resultCode: 'authorised' }, ERROR_MESSAGES.successWithoutPayload],
    [{ resultCode: 'refused' }, ERROR_MESSAGES.errorWithoutPayload],
  ])('raises an error for the final %j without payload', async (answer, message) => {
    const { poller } = setup([answer]);
    poller.start();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(poller.getSnapshot().status).toBe('error');
    expect(poller.getSnapshot().error?.message).toBe(message);
  });

  it("expires with 'Payment Expired' at the countdown's end, and polls no more", async () => {
    const { poller, requests } = setup([], 5_000);
    poller.start();
    await vi.advanceTimersByTimeAsync(4_000);
    expect(requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(poller.getSnapshot().status).toBe('expired');
    expect(poller.getSnapshot().error).toMatchObject({ type: 'ERROR', message: 'Payment Expired' });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(requests).toHaveLength(2);
  });

  it('is expired at once when started after its expiry', () => {
    const { poller } = setup([], 0);
    poller.start();
    expect(poller.getSnapshot().status).toBe('expired');
  });

  it('aborts the request in flight when stopped, and ignores its answer', async () => {
    const { poller, fetch } = setup([]);
    fetch.mockImplementationOnce(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    poller.start();
    await vi.advanceTimersByTimeAsync(2_000);
    poller.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(poller.getSnapshot()).toMatchObject({ status: 'stopped', error: null });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('drops the outcome of a request aborted by a stop, even once restarted', async () => {
    const { poller, fetch } = setup([]);
    fetch.mockImplementationOnce(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    poller.start();
    await vi.advanceTimersByTimeAsync(2_000);
    poller.stop();
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(poller.getSnapshot()).toMatchObject({ status: 'polling', error: null });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(poller.getSnapshot()).toMatchObject({ status: 'polling', attempts: 2, error: null });
    poller.stop();
  });

  it('submits the payload as the details, then completes with the response', async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ type: 'complete', resultCode: 'authorised', payload: 'P' })),
    );
    const submitDetails = vi.fn(async () => ({ resultCode: 'Authorised' }));
    const poller = createStatusPoller({
      http: createHttpClient({
        apiUrl: 'https://checkout.example/',
        fetch: fetch as typeof globalThis.fetch,
      }),
      clientKey: 'test_KEY',
      paymentData: 'PD',
      submitDetails,
    });
    const seen: string[] = [];
    poller.subscribe(() => seen.push(poller.getSnapshot().status));
    poller.start();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(submitDetails).toHaveBeenCalledWith({ details: { payload: 'P' }, paymentData: 'PD' });
    expect(poller.getSnapshot()).toMatchObject({
      status: 'completed',
      response: { resultCode: 'Authorised' },
    });
    expect(seen).toContain('submitting');
  });

  it('is an error when the details call fails', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ resultCode: 'authorised', payload: 'P' })));
    const poller = createStatusPoller({
      http: createHttpClient({
        apiUrl: 'https://checkout.example/',
        fetch: fetch as typeof globalThis.fetch,
      }),
      clientKey: 'test_KEY',
      paymentData: 'PD',
      submitDetails: () => Promise.reject(new Error('offline')),
    });
    poller.start();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(poller.getSnapshot()).toMatchObject({
      status: 'error',
      error: { message: ERROR_MESSAGES.unknown },
    });
  });

  it('restarts after a stop (a component mounted twice under StrictMode)', async () => {
    const { poller, requests } = setup([]);
    poller.start();
    poller.stop();
    poller.start();
    expect(poller.getSnapshot().status).toBe('polling');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(requests).toHaveLength(1);
    poller.stop();
  });

  it('starts once', async () => {
    const { poller, requests } = setup([]);
    poller.start();
    poller.start();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(requests).toHaveLength(1);
    poller.stop();
  });
});
