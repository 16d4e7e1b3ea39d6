/** The back-office over real HTTP, mounted under /backoffice/ beside the payment sandbox. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../../../examples/sandbox/app';
import { createBackoffice } from '../../../examples/sandbox/backoffice/app';
import { startSandboxServer } from '../../../examples/sandbox/server';
import type { SandboxServer } from '../../../examples/sandbox/server';
import { freshStore } from './store';

// The first back-office call waits for the embedded database (PGlite) to start and take its seed:
// seconds on a busy machine, well past vitest's default 5 s.
const DATABASE_START_MS = 30_000;

describe('back-office over HTTP', () => {
  let running: SandboxServer;
  beforeAll(async () => {
    running = await startSandboxServer({
      port: 0,
      sandbox: createSandbox(),
      backoffice: createBackoffice({
        basePath: '/backoffice',
        seed: { creators: 50 },
        ...(await freshStore({ creators: 50 })),
      }),
    });
  });
  afterAll(async () => {
    await running.close();
  });

  it(
    'serves payment routes at once and back-office calls after ready',
    async () => {
      expect((await fetch(new URL('datasets/countries.json', running.url))).status).toBe(200);
      const health = await fetch(new URL('backoffice/health', running.url));
      expect(await health.json()).toMatchObject({ status: 'ok', creators: 50 });
    },
    DATABASE_START_MS,
  );

  it('signs in with the cookie and searches with it', async () => {
    const login = await fetch(new URL('backoffice/auth/dev-login', running.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://127.0.0.1:5173' },
      body: JSON.stringify({ email: 'staff@example.com' }),
    });
    const cookie = login.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(/^se-token=[\w-]+; Path=\/; HttpOnly; SameSite=Strict$/);
    expect(login.headers.get('access-control-allow-credentials')).toBe('true');
    const search = await fetch(new URL('backoffice/search/creators/', running.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie.split(';')[0]! },
      body: JSON.stringify({
        filters: [{ field: 'country', op: 'eq', value: 'US' }],
        fields: ['country'],
        count: 5,
      }),
    });
    const body = await search.json();
    expect(body.items.every((hit: { country: string }) => hit.country === 'US')).toBe(true);
    expect(body.tookMs).toEqual(expect.any(Number));
  });

  it('answers a CORS preflight for PUT with Authorization', async () => {
    const answer = await fetch(new URL('backoffice/creators/cr_00001', running.url), {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(answer.headers.get('access-control-allow-headers')).toContain('Authorization');
  });

  it('uploads a CSV and polls the job', async () => {
    const auth = { Authorization: `Basic ${Buffer.from('staff:staff-password').toString('base64')}` };
    const accepted = await fetch(new URL('backoffice/creators/import/csv', running.url), {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'text/csv' },
      body: 'name,email,country,languages,platform,handle,followers\nOver Http,,NL,nl,trovo,over_http,10\n',
    });
    expect(accepted.status).toBe(202);
    const { id } = await accepted.json();
    let job = { status: 'accepted' };
    for (let i = 0; i < 100 && !['success', 'failed'].includes(job.status); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      job = await (await fetch(new URL(`backoffice/jobs/${id}`, running.url), { headers: auth })).json();
    }
    expect(job).toMatchObject({ status: 'success', created: 1 });
  });
});
