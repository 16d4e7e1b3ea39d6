import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';

// Issue 17's attack in a browser: a staff member signs in to the back-office app, then opens a page
// on another port of the same host (the same site, so cookies go along). That page can neither read
// the session cookie, nor read the permission groups with it, nor create a note or add a user to a
// group with no-cors text/plain POSTs. (backoffice.spec.ts shows the app itself still writes.)
const APP = '/backoffice-app/';
/** The attacker's page, on a port of its own (a real local server: the browser sees a loopback page). */
let attacker: Server;
let ATTACKER = '';

test.beforeAll(async ({ request }) => {
  test.setTimeout(240_000);
  attacker = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><html lang="en"><title>Prize draw</title><h1>You won</h1></html>');
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  ATTACKER = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
  const health = await request.get('/backoffice/health', { timeout: 230_000 });
  expect(health.status()).toBe(200);
});

test.afterAll(async () => {
  await new Promise((resolve) => attacker.close(resolve));
});

async function signIn(page: Page): Promise<string> {
  await page.goto(APP);
  await page.getByLabel('Email').fill('admin@example.com');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Creators' })).toBeVisible();
  await expect(page.getByText(/[\d,]+ creators found/)).toBeVisible({ timeout: 90_000 });
  // The app keeps the token in its own origin's local storage; no script can read the cookie.
  const seen = await page.evaluate(() => ({
    cookie: document.cookie,
    token: localStorage.getItem('se-token'),
  }));
  expect(seen.cookie).not.toContain('se-token');
  expect(seen.token).toMatch(/^[\w-]+$/);
  return seen.token!;
}

test('a page on another port cannot act with the signed-in staff member', async ({
  page,
  request,
  servers,
}) => {
  // The back-office API through the examples' origin and on the sandbox's own port.
  const APIS = [`${servers.examplesUrl}backoffice/`, `${servers.sandboxUrl}backoffice/`];
  test.setTimeout(180_000);
  const token = await signIn(page);
  const cookie = (await page.context().cookies()).find((item) => item.name === 'se-token');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', domain: '127.0.0.1' });

  await page.goto(`${ATTACKER}/attack.html`);
  const stamp = `forged ${Date.now()}`;
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/backoffice/') && response.request().method() === 'POST')
      statuses.push(response.status());
  });
  const attempts = await page.evaluate(
    async ({ apis, stamp }) => {
      const outcomes: string[] = [];
      const note = JSON.stringify({ body: stamp, mainContextType: 'creator', mainContextId: 'cr_00001' });
      for (const api of apis) {
        // Script cannot read the cookie: it is HttpOnly.
        outcomes.push(`cookie:${document.cookie.includes('se-token')}`);
        // Reading with credentials: the service refuses the foreign origin (and CORS would hide it).
        try {
          const read = await fetch(`${api}permissions/groups`, { credentials: 'include' });
          outcomes.push(`read:${read.status}`);
        } catch {
          outcomes.push('read:blocked');
        }
        // Writes a browser sends without a preflight: no-cors, text/plain, the cookie along.
        await fetch(`${api}notes/`, {
          method: 'POST',
          mode: 'no-cors',
          credentials: 'include',
          headers: { 'Content-Type': 'text/plain' },
          body: note,
        });
        await fetch(`${api}permissions/groups/admin/users`, {
          method: 'POST',
          mode: 'no-cors',
          credentials: 'include',
          headers: { 'Content-Type': 'text/plain' },
          body: JSON.stringify({ userIds: ['us_00002'] }),
        });
        await fetch(`${api}creators/import/csv`, {
          method: 'POST',
          mode: 'no-cors',
          credentials: 'include',
          headers: { 'Content-Type': 'text/plain' },
          body: 'name,email,country,languages,platform,handle,followers\nForged,,NL,nl,trovo,forged,1\n',
        });
      }
      return outcomes;
    },
    { apis: APIS, stamp },
  );
  expect(attempts).toEqual(['cookie:false', 'read:blocked', 'cookie:false', 'read:blocked']);
  // Every forged write reached the service and was refused for its origin.
  await expect.poll(() => statuses.length).toBe(6);
  expect(statuses).toEqual([403, 403, 403, 403, 403, 403]);

  // Nothing changed: no note, and us_00002 (staff) is still outside the admin group.
  const auth = { Authorization: `Bearer ${token}` };
  const notes = await request.get(
    '/backoffice/notes/?mainContextType=creator&mainContextId=cr_00001&count=200',
    { headers: auth },
  );
  expect(notes.status()).toBe(200);
  expect(
    ((await notes.json()) as { items: { body: string }[] }).items.map((item) => item.body),
  ).not.toContain(stamp);
  const member = await request.get('/backoffice/permissions/groups/admin/users/us_00002', { headers: auth });
  expect(await member.json()).toMatchObject({ member: false });
});
