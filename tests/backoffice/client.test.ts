// @vitest-environment happy-dom
import { HttpResponse, delay } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  BackofficeError,
  BadGatewayError,
  BadRequestError,
  ForbiddenError,
  GenericError,
  InternalServerError,
  NotFoundError,
  RequestAbortedError,
  ResponseShapeError,
  ServiceUnavailableError,
  UnauthorizedError,
  createBackofficeClient,
  watchToken,
  type BackofficeClientOptions,
} from 'headless-checkout/backoffice';
import * as f from './fixtures';
import { BASE, recordingServer } from './helpers';

const recorder = recordingServer();
beforeAll(() => recorder.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  recorder.reset();
  localStorage.clear();
  document.cookie = 'se-token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  vi.useRealTimers();
});
afterAll(() => recorder.server.close());

const make = (options: Partial<BackofficeClientOptions> = {}) =>
  createBackofficeClient({ baseUrl: BASE, navigate: vi.fn(), ...options });
const ok = () => recorder.respond(() => HttpResponse.json([f.label]));
const apiError = (status: number) => ({ status, errorCode: `e_${status}`, message: `failed with ${status}` });

describe('auth', () => {
  it('takes the host frame token first, then local storage, then the se-token cookie', async () => {
    ok();
    document.cookie = 'se-token=from-cookie; path=/';
    localStorage.setItem('se-token', 'from-storage');
    await make({ hostFrameToken: () => 'from-frame' }).labels.list();
    expect(recorder.last().headers.get('authorization')).toBe('Bearer from-frame');
    await make().labels.list();
    expect(recorder.last().headers.get('authorization')).toBe('Bearer from-storage');
    localStorage.removeItem('se-token');
    await make().labels.list();
    expect(recorder.last().headers.get('authorization')).toBe('Bearer from-cookie');
  });

  it('sends no Authorization header without a token', async () => {
    ok();
    const client = make();
    expect(client.getToken()).toBeNull();
    await client.labels.list();
    expect(recorder.last().headers.has('authorization')).toBe(false);
  });

  it('accepts a host frame token by postMessage from an allowed origin only', async () => {
    ok();
    const client = make({ hostFrameOrigins: ['https://host.test'] });
    const stop = client.listenToHostFrame();
    window.dispatchEvent(
      new MessageEvent('message', { origin: 'https://evil.test', data: { type: 'se-token', token: 'evil' } }),
    );
    expect(client.getToken()).toBeNull();
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: 'https://host.test',
        data: { type: 'se-token', token: 'framed' },
      }),
    );
    await client.labels.list();
    expect(recorder.last().headers.get('authorization')).toBe('Bearer framed');
    stop();
    window.dispatchEvent(
      new MessageEvent('message', {
        origin: 'https://host.test',
        data: { type: 'se-token', token: 'later' },
      }),
    );
    expect(client.getToken()).toBe('framed');
  });

  it('sends Basic auth where configured', async () => {
    ok();
    localStorage.setItem('se-token', 'ignored');
    await make({ basicAuth: { username: 'staff', password: 'staff-password' } }).labels.list();
    expect(recorder.last().headers.get('authorization')).toBe(`Basic ${btoa('staff:staff-password')}`);
  });

  it('sends the explicit authorization of the permission member calls', async () => {
    recorder.respond(() => HttpResponse.json({ group: 'staff', userIds: ['us_2'] }));
    localStorage.setItem('se-token', 'stored');
    const client = make();
    const params = { path: { groupName: 'staff' }, body: { userIds: ['us_2'] } };
    await client.permissions.members.add({ ...params, authorization: 'Bearer admin-token' });
    expect(recorder.last()).toMatchObject({ method: 'POST' });
    expect(recorder.last().headers.get('authorization')).toBe('Bearer admin-token');
    await client.permissions.members.remove({ ...params, authorization: 'Bearer other' });
    expect(recorder.last()).toMatchObject({ method: 'DELETE', text: '{"userIds":["us_2"]}' });
    expect(recorder.last().headers.get('authorization')).toBe('Bearer other');
    await client.permissions.members.remove(params);
    expect(recorder.last().headers.get('authorization')).toBe('Bearer stored');
  });
});

describe('errors', () => {
  it.each([
    [401, UnauthorizedError, 'Unauthorized'],
    [403, ForbiddenError, 'Forbidden'],
  ])('%i sends the browser to the site root and rejects with %o', async (status, ErrorClass, message) => {
    recorder.respond(() => HttpResponse.json(apiError(status), { status }));
    const navigate = vi.fn();
    const error = await make({ navigate })
      .labels.list()
      .catch((e: unknown) => e);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(error).toBeInstanceOf(ErrorClass);
    expect(error).toMatchObject({ message, status, endpoint: 'labels.list', method: 'GET' });
  });

  it('navigates with window.location.assign by default, or calls onUnauthorized when given', async () => {
    recorder.respond(() => HttpResponse.json(apiError(401), { status: 401 }));
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await expect(createBackofficeClient({ baseUrl: BASE }).labels.list()).rejects.toThrow('Unauthorized');
    expect(assign).toHaveBeenCalledWith('/');
    assign.mockRestore();
    const onUnauthorized = vi.fn();
    await expect(make({ onUnauthorized }).labels.list()).rejects.toBeInstanceOf(UnauthorizedError);
    expect(onUnauthorized).toHaveBeenCalledWith(expect.any(UnauthorizedError));
  });

  it.each([
    [400, BadRequestError, 'Bad Request'],
    [404, NotFoundError, 'Not Found'],
    [409, GenericError, 'Generic Error'],
    [500, InternalServerError, 'Internal Server Error'],
    [502, BadGatewayError, 'Bad Gateway'],
    [503, ServiceUnavailableError, 'Service Unavailable'],
    [418, GenericError, 'Generic Error'],
  ])('%i rejects with its named error', async (status, ErrorClass, message) => {
    recorder.respond(() => HttpResponse.json(apiError(status), { status }));
    const navigate = vi.fn();
    const error = await make({ navigate })
      .creators.get({ path: { id: 'cr_1' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ErrorClass);
    expect(error).toBeInstanceOf(BackofficeError);
    expect(error).toMatchObject({
      message,
      status,
      endpoint: 'creators.get',
      method: 'GET',
      url: `${BASE}creators/cr_1`,
      body: apiError(status),
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('keeps an error body that is not the documented shape out of the error', async () => {
    recorder.respond(() => new HttpResponse('<html>bad gateway</html>', { status: 502 }));
    const error = await make()
      .labels.list()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadGatewayError);
    expect((error as BadGatewayError).body).toBeUndefined();
  });

  it('turns a network failure into a Generic Error without status', async () => {
    recorder.respond(() => HttpResponse.error());
    const error = await make()
      .labels.list()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GenericError);
    expect(error).toMatchObject({ message: 'Generic Error', status: null });
  });

  it("rejects an aborted request with 'Request aborted'", async () => {
    recorder.respond(async () => {
      await delay(5_000);
      return HttpResponse.json([f.label]);
    });
    const controller = new AbortController();
    const pending = make().labels.list({ signal: controller.signal });
    await vi.waitFor(() => expect(recorder.seen).toHaveLength(1));
    controller.abort();
    await expect(pending).rejects.toThrow(RequestAbortedError);
    await expect(pending).rejects.toThrow('Request aborted');
    const before = new AbortController();
    before.abort();
    await expect(make().labels.list({ signal: before.signal })).rejects.toThrow('Request aborted');
    expect(recorder.seen).toHaveLength(1);
  });

  it('rejects a malformed answer, naming the endpoint and the first issue path', async () => {
    recorder.respond(() => HttpResponse.json(f.page([{ ...f.note('nt_1'), isPinned: 'yes' }])));
    const error = await make()
      .notes.list()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect((error as ResponseShapeError).issuePath).toBe('items.0.isPinned');
    expect((error as Error).message).toMatch(/notes\.list .*items\.0\.isPinned/);
    recorder.respond(() => HttpResponse.json({ ...f.creator, spStats: { mrpType: 'often' } }));
    await expect(make().creators.get({ path: { id: 'cr_1' } })).rejects.toThrow(
      /creators\.get .*spStats\.mrpType/,
    );
    recorder.respond(() => new HttpResponse('not json', { status: 200 }));
    await expect(make().labels.list()).rejects.toThrow(/labels\.list .*not JSON/);
  });
});

describe('token watcher', () => {
  it('checks the cookie every 200 ms and reports a change', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const stop = watchToken(onChange);
    document.cookie = 'se-token=first; path=/';
    vi.advanceTimersByTime(199);
    expect(onChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onChange).toHaveBeenCalledWith('first', null);
    vi.advanceTimersByTime(1000);
    expect(onChange).toHaveBeenCalledTimes(1);
    document.cookie = 'se-token=second; path=/';
    vi.advanceTimersByTime(200);
    expect(onChange).toHaveBeenLastCalledWith('second', 'first');
    stop();
    document.cookie = 'se-token=third; path=/';
    vi.advanceTimersByTime(1000);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it("watches the client's token, host frame included", () => {
    vi.useFakeTimers();
    const client = make();
    const onChange = vi.fn();
    const stop = client.watchToken(onChange);
    client.setHostFrameToken('framed');
    vi.advanceTimersByTime(200);
    expect(onChange).toHaveBeenCalledWith('framed', null);
    stop();
  });
});

describe('search totals', () => {
  it('types a capped total: gte stays gte, a missing relation reads as exact, another value is refused', async () => {
    const page = f.searchPage(['cr_1'], 1, true);
    recorder.respond(() => HttpResponse.json({ ...page, total: 1_000, totalRelation: 'gte' }));
    const capped = await make().call('search.creators', { body: { count: 1 } });
    expect([capped.total, capped.totalRelation]).toEqual([1_000, 'gte']);
    const { totalRelation: _absent, ...older } = page;
    recorder.respond(() => HttpResponse.json(older));
    expect((await make().call('search.creators', { body: { count: 1 } })).totalRelation).toBe('eq');
    recorder.respond(() => HttpResponse.json({ ...page, totalRelation: 'about' }));
    const error = await make()
      .call('search.creators', { body: { count: 1 } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect((error as ResponseShapeError).issuePath).toBe('totalRelation');
  });
});
