/**
 * The back office against a page of another origin acting with a signed-in user's cookie (issue 17):
 * over real HTTP, as the browser sends it, the session cookie is HttpOnly and SameSite=Strict, every
 * request that names a foreign Origin is 403, and state-changing calls take JSON (the CSV imports
 * text/csv) only, so the no-cors text/plain POSTs of the attack create nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../../../examples/sandbox/app';
import { createBackoffice } from '../../../examples/sandbox/backoffice/app';
import { startSandboxServer } from '../../../examples/sandbox/server';
import type { SandboxServer } from '../../../examples/sandbox/server';
import { freshStore } from './store';

/** The staff app's origin (the examples' vite server). */
const STAFF_APP = 'http://127.0.0.1:5173';
/** The attacker's page: another port of the same host, so the same site for SameSite. */
const OTHER_PORT_PAGE = 'http://127.0.0.1:6661';

describe('back-office sessions and origins over HTTP', () => {
  let running: SandboxServer;
  let api: string;
  /** The admin's session cookie (`se-token=…`), as the browser stores it after sign-in. */
  let cookie: string;
  let adminToken: string;

  beforeAll(async () => {
    running = await startSandboxServer({
      port: 0,
      sandbox: createSandbox(),
      backoffice: createBackoffice({
        basePath: '/backoffice',
        seed: { creators: 40 },
        allowedOrigins: [STAFF_APP, 'http://localhost:5173'],
        ...(await freshStore({ creators: 40 })),
      }),
    });
    api = `${running.url}backoffice/`;
    await running.backoffice!.ready;
    const login = await fetch(`${api}auth/dev-login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: STAFF_APP },
      body: JSON.stringify({ email: 'admin@example.com' }),
    });
    expect(login.status).toBe(200);
    adminToken = ((await login.json()) as { token: string }).token;
    cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  }, 60_000);
  afterAll(async () => {
    await running.close();
  });

  const send = (method: string, path: string, headers: Record<string, string>, body?: string) =>
    fetch(`${api}${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
  const asAdmin = async (path: string) =>
    (await send('GET', path, { Authorization: `Bearer ${adminToken}` })).json() as Promise<{
      items?: { body: string }[];
      member?: boolean;
    }>;
  const noteBody = (text: string) =>
    JSON.stringify({ body: text, mainContextType: 'creator', mainContextId: 'cr_00001' });
  const notesSaying = async (text: string) =>
    ((await asAdmin('notes/?mainContextType=creator&mainContextId=cr_00001&count=200')).items ?? []).filter(
      (note) => note.body === text,
    );

  it('sets the session cookie HttpOnly and SameSite=Strict', async () => {
    const login = await send(
      'POST',
      'auth/dev-login',
      { 'Content-Type': 'application/json', Origin: STAFF_APP },
      JSON.stringify({ email: 'staff@example.com' }),
    );
    const setCookie = login.headers.getSetCookie()[0]!;
    expect(setCookie).toMatch(/^se-token=[\w-]+;/);
    expect(setCookie.split('; ')).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Strict']));
    expect(setCookie).not.toMatch(/SameSite=Lax/);
  });

  it('refuses a page on another port reading the permission groups with the cookie', async () => {
    const read = await send('GET', 'permissions/groups', { Cookie: cookie, Origin: OTHER_PORT_PAGE });
    expect(read.status).toBe(403);
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    expect(read.headers.get('access-control-allow-credentials')).toBeNull();
    const body = (await read.json()) as { status: number; errorCode: string; message: string };
    expect(body).toEqual({
      status: 403,
      errorCode: 'origin_not_allowed',
      message: expect.stringContaining(`Origin ${OTHER_PORT_PAGE} may not call the back-office API`),
    });
    expect(JSON.stringify(body)).not.toContain('admin');
    // Its preflight is refused too, so no cross-origin call with credentials gets through.
    const preflight = await send('OPTIONS', 'permissions/groups/admin/users', {
      Origin: OTHER_PORT_PAGE,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type',
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses the no-cors text/plain POST of a note from another port: no note is created', async () => {
    const text = `forged note ${Date.now()}`;
    const forged = await send(
      'POST',
      'notes/',
      { Cookie: cookie, Origin: OTHER_PORT_PAGE, 'Content-Type': 'text/plain;charset=UTF-8' },
      noteBody(text),
    );
    expect(forged.status).toBe(403);
    expect(await forged.json()).toMatchObject({ status: 403, errorCode: 'origin_not_allowed' });
    // Without the Origin (an old browser, a stripped header), text/plain is still not JSON: 415.
    const untyped = await send(
      'POST',
      'notes/',
      { Cookie: cookie, 'Content-Type': 'text/plain;charset=UTF-8' },
      noteBody(text),
    );
    expect(untyped.status).toBe(415);
    expect(await untyped.json()).toEqual({
      status: 415,
      errorCode: 'unsupported_media_type',
      message: 'Content-Type text/plain is not accepted on POST /backoffice/notes/; send application/json',
    });
    // A Blob body sends no Content-Type at all: also 415.
    const bare = await send('POST', 'notes/', { Cookie: cookie }, noteBody(text));
    expect(bare.status).toBe(415);
    expect(await notesSaying(text)).toEqual([]);
  });

  it('refuses adding a user to the admin group from another port: membership unchanged', async () => {
    const before = await asAdmin('permissions/groups/admin/users/us_00002');
    expect(before.member).toBe(false);
    const attempts: Record<string, string>[] = [
      { Cookie: cookie, Origin: OTHER_PORT_PAGE, 'Content-Type': 'text/plain' },
      { Cookie: cookie, Origin: OTHER_PORT_PAGE, 'Content-Type': 'application/json' },
      { Cookie: cookie, 'Content-Type': 'text/plain' },
      { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      { Cookie: cookie, 'Content-Type': 'multipart/form-data; boundary=x' },
      { Cookie: cookie, Origin: 'null', 'Content-Type': 'application/json' },
      { Cookie: cookie, 'Sec-Fetch-Site': 'same-site', 'Content-Type': 'application/json' },
    ];
    for (const headers of attempts) {
      const answer = await send(
        'POST',
        'permissions/groups/admin/users',
        headers,
        JSON.stringify({ userIds: ['us_00002'] }),
      );
      expect([403, 415], JSON.stringify(headers)).toContain(answer.status);
    }
    expect((await asAdmin('permissions/groups/admin/users/us_00002')).member).toBe(false);
  });

  it('takes only text/csv on the CSV import', async () => {
    const csv = 'name,email,country,languages,platform,handle,followers\nCsv Only,,NL,nl,trovo,csv_only,10\n';
    for (const type of ['text/plain', 'multipart/form-data; boundary=x', 'application/json']) {
      const refused = await send(
        'POST',
        'creators/import/csv',
        { Cookie: cookie, 'Content-Type': type },
        csv,
      );
      expect(refused.status, type).toBe(415);
      expect(((await refused.json()) as { message: string }).message).toContain('send text/csv');
    }
    const fromOtherPort = await send(
      'POST',
      'creators/import/csv',
      { Cookie: cookie, Origin: OTHER_PORT_PAGE, 'Content-Type': 'text/csv' },
      csv,
    );
    expect(fromOtherPort.status).toBe(403);
    const accepted = await send(
      'POST',
      'creators/import/csv',
      { Cookie: cookie, Origin: STAFF_APP, 'Content-Type': 'text/csv; charset=utf-8' },
      csv,
    );
    expect(accepted.status).toBe(202);
  });

  it('serves the staff app and its own origin, with credentials, and calls without an Origin', async () => {
    const text = `staff app note ${Date.now()}`;
    for (const origin of [STAFF_APP, 'http://localhost:5173', new URL(running.url).origin]) {
      const created = await send(
        'POST',
        'notes/',
        { Cookie: cookie, Origin: origin, 'Content-Type': 'application/json; charset=utf-8' },
        noteBody(`${text} ${origin}`),
      );
      expect(created.status, origin).toBe(200);
      expect(created.headers.get('access-control-allow-origin')).toBe(origin);
      expect(created.headers.get('access-control-allow-credentials')).toBe('true');
      expect(created.headers.get('vary')).toContain('Origin');
    }
    // The merchant server, curl, the tests: no Origin, a bearer token.
    const server = await send(
      'POST',
      'notes/',
      { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
      noteBody(`${text} server`),
    );
    expect(server.status).toBe(200);
    expect(server.headers.get('access-control-allow-origin')).toBeNull();
    // A state-changing call without a body needs no Content-Type.
    const pit = await send('POST', 'search/creators/pit/open', {
      Cookie: cookie,
      Origin: STAFF_APP,
    });
    expect(pit.status).toBe(200);
    expect(await notesSaying(`${text} server`)).toHaveLength(1);
  });
});
