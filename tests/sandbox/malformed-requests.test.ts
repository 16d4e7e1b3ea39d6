/**
 * No 5xx from a malformed request, on either service over real HTTP (issue 17): the cases found by
 * hand (malformed percent-escapes in the secured-fields path and the se-token cookie, TRACE and
 * other unknown methods, out-of-range dates), then a property test that throws arbitrary methods,
 * paths, headers, cookies and bodies at both services and counts the answers of 500 or more.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_ROUTES, createSandbox } from '../../examples/sandbox/app';
import { BACKOFFICE_ROUTES, createBackoffice } from '../../examples/sandbox/backoffice/app';
import { SANDBOX_API_KEY, SANDBOX_CLIENT_KEY } from '../../examples/sandbox/merchants';
import { SECURED_FIELDS_VERSION } from '../../examples/sandbox/routes/secured-fields';
import { startSandboxServer } from '../../examples/sandbox/server';
import type { SandboxServer } from '../../examples/sandbox/server';
import { freshStore } from './backoffice/store';
import { rawRequest } from './raw-http';
import type { RawRequest, RawResponse } from './raw-http';

/** How many arbitrary requests the property test sends (about a second; FUZZ_RUNS=5000 explores more). */
const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 500);
const STAFF_APP = 'http://127.0.0.1:5173';
/** Stand-ins for the session the tests create, replaced when a request is sent. */
const SESSION_ID = '{session}';
const SESSION_DATA = '{sessionData}';

describe('malformed requests over HTTP', () => {
  let running: SandboxServer;
  let adminToken: string;
  let session: { id: string; sessionData: string };
  const send = (request: RawRequest) => rawRequest(running.url, request);
  const json = (answer: RawResponse) => JSON.parse(answer.body) as Record<string, unknown>;

  beforeAll(async () => {
    running = await startSandboxServer({
      port: 0,
      sandbox: createSandbox(),
      backoffice: createBackoffice({
        basePath: '/backoffice',
        seed: { creators: 40 },
        onInternalError: () => {},
        ...(await freshStore({ creators: 40 })),
      }),
    });
    await running.backoffice!.ready;
    const login = await send({
      method: 'POST',
      path: '/backoffice/auth/dev-login',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com' }),
    });
    adminToken = json(login).token as string;
    const created = await send({
      method: 'POST',
      path: '/merchant/v1/sessions',
      headers: { 'Content-Type': 'application/json', 'x-api-key': SANDBOX_API_KEY },
      body: JSON.stringify({
        amount: { value: 1000, currency: 'EUR' },
        countryCode: 'NL',
        returnUrl: 'http://localhost:5173/return',
        reference: 'fuzz',
      }),
    });
    session = json(created) as { id: string; sessionData: string };
  }, 60_000);
  afterAll(async () => {
    await running.close();
  });

  it('answers malformed percent-escapes in the secured-fields path with 4xx', async () => {
    const frame = `/securedfields/${SANDBOX_CLIENT_KEY}/${SECURED_FIELDS_VERSION}`;
    for (const path of [
      `/securedfields/%E0%A4%A/${SECURED_FIELDS_VERSION}/securedFields.html`,
      `${frame}/securedFields.%E0%A4%A.js`,
      `${frame}/securedFields.%.js`,
      `/securedfields/%/%/securedFields.html?type=%&d=%E0`,
      `/%E0%A4%A`,
      `/backoffice/creators/%E0%A4%A`,
    ]) {
      const answer = await send({ method: 'GET', path, headers: { Authorization: `Bearer ${adminToken}` } });
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
      expect(answer.status, path).toBeLessThan(500);
    }
  });

  it('answers a malformed percent-escape in the se-token cookie with 401', async () => {
    for (const cookie of ['se-token=%E0%A4%A', 'se-token=%', 'se-token=%00', 'se-token=a%2', 'se-token==;']) {
      const answer = await send({
        method: 'GET',
        path: '/backoffice/permissions/groups',
        headers: { Cookie: cookie },
      });
      expect(answer.status, cookie).toBe(401);
      expect(json(answer), cookie).toMatchObject({ status: 401, errorCode: 'unauthorized' });
    }
  });

  it('answers TRACE and other unknown methods with 405 and an Allow header, on both services', async () => {
    // The root has a page of its own (GET): its methods, not every method of the service.
    const trace = await send({ method: 'TRACE', path: '/' });
    expect(trace.status).toBe(405);
    expect(trace.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(json(trace)).toEqual({
      status: 405,
      errorCode: '405',
      message: 'Method TRACE is not allowed on /; use GET',
      errorType: 'configuration',
    });
    const frame = await send({
      method: 'TRACE',
      path: `/securedfields/${SANDBOX_CLIENT_KEY}/${SECURED_FIELDS_VERSION}/securedFields.html`,
      headers: { Origin: STAFF_APP },
    });
    expect(frame.status).toBe(405);
    expect(frame.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(frame.headers['access-control-allow-origin']).toBe(STAFF_APP);
    const health = await send({ method: 'TRACE', path: '/backoffice/health' });
    expect(health.status).toBe(405);
    expect(health.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(json(health)).toEqual({
      status: 405,
      errorCode: 'method_not_allowed',
      message: 'Method TRACE is not allowed on /backoffice/health; use GET',
    });
    for (const method of ['PROPFIND', 'MKCOL', 'PURGE', 'SEARCH', 'UNLOCK']) {
      for (const path of ['/', '/v1/sessions/x/payments', '/backoffice/', '/backoffice/creators/cr_00001']) {
        const answer = await send({ method, path });
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.headers.allow, `${method} ${path}`).toMatch(/OPTIONS$/);
      }
    }
    // PATCH on a path without it: a known method, the path's own methods.
    const patch = await send({ method: 'PATCH', path: '/backoffice/creators/cr_00001' });
    expect(patch.status).toBe(405);
    expect(patch.headers.allow).toBe('GET, HEAD, PUT, OPTIONS');
  });

  it('serves an absolute-form target on its own origin, and answers other targets with 400', async () => {
    const absolute = await send({ method: 'GET', path: 'http://evil.example/backoffice/health' });
    expect(absolute.status).toBe(200);
    expect(json(absolute)).toMatchObject({ status: 'ok' });
    const asterisk = await send({ method: 'OPTIONS', path: '*' });
    expect(asterisk.status).toBe(400);
    expect(json(asterisk)).toMatchObject({
      status: 400,
      errorCode: '702',
      message: 'Malformed request target: *',
    });
    const scheme = await send({ method: 'GET', path: 'ftp://127.0.0.1/datasets/countries.json' });
    expect(scheme.status).toBe(400);
  });

  it('answers out-of-range dates in search filters and payment lists with 400 and the reason', async () => {
    const auth = { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' };
    for (const value of ['0000-01-01', '99999-01-01', '0000-12-31T23:59:59Z', '2024-02-31', '10000-01-01']) {
      for (const op of ['gte', 'lt', 'eq']) {
        const answer = await send({
          method: 'POST',
          path: '/backoffice/search/creators/',
          headers: auth,
          body: JSON.stringify({ filters: [{ field: 'createdAt', op, value }] }),
        });
        expect(answer.status, `${op} ${value}`).toBe(400);
        expect(json(answer).details).toEqual([
          { path: 'filters.0.value', message: 'must be a real date between 0001-01-01 and 9999-12-31' },
        ]);
      }
    }
    const listed = await send({
      method: 'GET',
      path: '/backoffice/agencies/?filtersjson=' + encodeURIComponent(JSON.stringify({ filters: [] })),
      headers: auth,
    });
    expect(listed.status).toBe(200);
    for (const date of ['0000-01-01T00:00:00Z', '99999-01-01T00:00:00Z']) {
      const answer = await send({
        method: 'GET',
        path: `/backoffice/payments/creators/cr_00001/list?startDate=${date}`,
        headers: auth,
      });
      expect(answer.status, date).toBe(400);
      expect(String(json(answer).message)).toContain('startDate');
    }
    // The edges of the range are accepted.
    const edges = await send({
      method: 'POST',
      path: '/backoffice/search/creators/',
      headers: auth,
      body: JSON.stringify({
        filters: [
          { field: 'createdAt', op: 'gte', value: '0001-01-01' },
          { field: 'createdAt', op: 'lte', value: '9999-12-31T23:59:59Z' },
        ],
      }),
    });
    expect(edges.status, edges.body).toBe(200);
  });

  it('answers a NUL character in a value with 400, not a database error', async () => {
    const auth = { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' };
    const note = await send({
      method: 'POST',
      path: '/backoffice/notes/',
      headers: auth,
      body: JSON.stringify({ body: 'a\u0000b', mainContextType: 'creator', mainContextId: 'cr_00001' }),
    });
    expect(note.status).toBe(400);
    const search = await send({
      method: 'POST',
      path: '/backoffice/search/creators/',
      headers: auth,
      body: JSON.stringify({ filters: [{ field: 'name', op: 'contains', value: '\u0000' }] }),
    });
    expect(search.status).toBe(400);
  });

  describe('property: arbitrary requests to both services', () => {
    /** Route templates of both services (the back office's under /backoffice) with their methods. */
    const templates: [string, string][] = [
      ...SANDBOX_ROUTES.map((route): [string, string] => [route.method, route.path]),
      // Not the logout: it would end the admin session the other requests use.
      ...BACKOFFICE_ROUTES.filter((route) => route.path !== '/auth/logout').map((route): [string, string] => [
        route.method,
        `/backoffice${route.path}`,
      ]),
      ['GET', '/'],
      ['GET', '/backoffice'],
    ];
    const word = fc.stringMatching(/^[A-Za-z0-9_.~-]{0,10}$/);
    const escape = fc.oneof(
      fc.constantFrom('%', '%E0', '%E0%A4%A', '%A', '%00', '%2F', '%25', '%ZZ', '%C0%AF', '%FF%FE', '%0A'),
      fc.stringMatching(/^[0-9A-Fa-f]{1,2}$/).map((hex) => `%${hex}`),
    );
    // The session is made in beforeAll: its id and sessionData are filled in when a request is sent.
    const segment = fc.oneof(
      { weight: 3, arbitrary: word },
      {
        weight: 2,
        arbitrary: fc.array(fc.oneof(word, escape), { maxLength: 4 }).map((parts) => parts.join('')),
      },
      {
        weight: 3,
        arbitrary: fc.constantFrom(SESSION_ID, 'cr_00001', 'us_00002', 'ag_00001', 'finance', '..', ''),
      },
    );
    const query = fc.array(
      fc.tuple(
        fc.oneof(
          word,
          escape,
          fc.constantFrom('page', 'count', 'filtersjson', 'parts[]', 'ids[]', 'startDate'),
        ),
        fc.oneof(word, escape, fc.constantFrom('0', '-1', '1e9', '0000-01-01', '%7B%22filters%22%3A1%7D')),
      ),
      { maxLength: 4 },
    );
    const otherMethod = fc.constantFrom(
      'GET',
      'HEAD',
      'POST',
      'PUT',
      'PATCH',
      'DELETE',
      'OPTIONS',
      'TRACE',
      'PROPFIND',
      'MKCOL',
      'PURGE',
    );
    /** A route's method most of the time (the request reaches its handler), now and then another. */
    const target = fc
      .tuple(
        fc.constantFrom(...templates),
        fc.array(segment, { minLength: 6, maxLength: 6 }),
        query,
        fc.boolean(),
        fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: otherMethod }),
      )
      .map(([[routeMethod, template], values, pairs, withKey, other]) => {
        let index = 0;
        const filled = template.replace(/:([A-Za-z][A-Za-z0-9]*)/g, () => values[index++] ?? 'x');
        const search = pairs.map(([name, value]) => `${name}=${value}`);
        if (withKey) search.push(`clientKey=${SANDBOX_CLIENT_KEY}`);
        return {
          method: other ?? routeMethod,
          path: search.length > 0 ? `${filled}?${search.join('&')}` : filled,
        };
      });
    const printable = fc.stringMatching(/^[\x20-\x7E]{0,40}$/);
    const sometimes = <T>(usual: fc.Arbitrary<T>, odd: fc.Arbitrary<T>) =>
      fc.oneof({ weight: 4, arbitrary: usual }, { weight: 1, arbitrary: odd });
    const headers = fc.record(
      {
        'content-type': sometimes(
          fc.constantFrom('application/json', 'application/json; charset=utf-8'),
          fc.oneof(
            fc.constantFrom(
              'text/plain',
              'text/csv',
              'multipart/form-data; boundary=x',
              'application/x-www-form-urlencoded',
              'application/merge-patch+json',
            ),
            printable,
          ),
        ),
        cookie: fc.oneof(
          segment.map((value) => `se-token=${value}`),
          fc.constant('se-token=%E0%A4%A'),
          printable,
        ),
        authorization: sometimes(
          fc.constant('admin'),
          fc.oneof(
            segment.map((value) => `Bearer ${value}`),
            printable.map((value) => `Basic ${Buffer.from(value).toString('base64')}`),
            printable,
          ),
        ),
        origin: sometimes(
          fc.constant(STAFF_APP),
          fc.constantFrom('http://127.0.0.1:6661', 'null', 'http://evil.example', 'x'),
        ),
        'x-api-key': sometimes(fc.constant(SANDBOX_API_KEY), fc.constant('wrong')),
        'accept-encoding': fc.constantFrom('gzip', 'br', 'deflate, gzip;q=0', '*', 'x'),
        'access-control-request-method': fc.constantFrom('POST', 'PUT', 'DELETE', 'TRACE'),
        'sec-fetch-site': sometimes(
          fc.constant('same-origin'),
          fc.constantFrom('same-site', 'cross-site', 'none'),
        ),
      },
      { requiredKeys: ['authorization', 'content-type', 'x-api-key'] },
    );
    const keys = [
      'filters',
      'sort',
      'fields',
      'count',
      'pit',
      'body',
      'email',
      'emails',
      'name',
      'ids',
      'userIds',
      'operation',
      'values',
      'creatorId',
      'sourceId',
      'targetId',
      'reason',
      'csv',
      'jobType',
      'amount',
      'countryCode',
      'returnUrl',
      'reference',
      'sessionData',
      'paymentMethod',
      'details',
      'paymentData',
      'order',
      'encryptedBin',
      'supportedBrands',
      'value',
      'status',
      'keepAlive',
    ] as const;
    const value: fc.Arbitrary<unknown> = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      fc.constantFrom(
        '0000-01-01',
        '99999-01-01',
        '\u0000',
        'cr_00001',
        'javascript:alert(1)',
        -1,
        1e308,
        2 ** 53,
      ),
      fc.record({
        type: fc.constantFrom('scheme', 'giftcard', 'ideal', 'wechatpayQR', 'boletobancario', 'x'),
        encryptedCardNumber: fc.string(),
        issuer: fc.string(),
      }),
      fc.array(
        fc.record({
          field: fc.constantFrom('createdAt', 'followers', 'name', 'country', 'languages', 'blocked', 'x'),
          op: fc.constantFrom('lt', 'eq', 'in', 'contains', 'isEmpty', 'x'),
          value: fc.jsonValue({ maxDepth: 1 }),
        }),
        { maxLength: 3 },
      ),
    );
    const body = fc.oneof(
      fc.constant(undefined),
      fc
        .dictionary(fc.constantFrom(...keys), value, { maxKeys: 5 })
        .map((object) => JSON.stringify({ sessionData: SESSION_DATA, ...object })),
      fc.jsonValue().map((any) => JSON.stringify(any)),
      fc.string({ maxLength: 200 }),
      fc.constant('name,email,country,languages,platform,handle,followers\n"x,,NL\n'),
    );

    it(`answers ${FUZZ_RUNS} arbitrary requests with no status of 500 or more`, async () => {
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(target, headers, body, async ({ method: verb, path: at }, given, payload) => {
          const sent = { ...given } as Record<string, string>;
          if (sent.authorization === 'admin') sent.authorization = `Bearer ${adminToken}`;
          const hasBody = payload !== undefined && verb !== 'GET' && verb !== 'HEAD';
          const answer = await send({
            method: verb,
            path: at.replaceAll(SESSION_ID, session.id),
            headers: sent,
            ...(hasBody ? { body: payload.replaceAll(SESSION_DATA, session.sessionData) } : {}),
          });
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          expect(answer.status, `${verb} ${at} ${answer.body.slice(0, 300)}`).toBeLessThan(500);
        }),
        { numRuns: FUZZ_RUNS },
      );
      const total = [...statuses.values()].reduce((sum, count) => sum + count, 0);
      expect(total).toBeGreaterThanOrEqual(FUZZ_RUNS);
      // The requests reach the routes' handlers, not only the 404 and 405 answers.
      expect(statuses.get(200) ?? 0).toBeGreaterThan(FUZZ_RUNS / 20);
      expect([...statuses.keys()]).toEqual(expect.arrayContaining([400, 401, 403, 404, 405, 415, 422]));
    }, 60_000);
  });
});
