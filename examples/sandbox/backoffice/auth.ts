/**
 * Sign-in for the sandbox: dev-login tokens (sessions in the database), the `se-token` cookie,
 * and Basic `staff:staff-password`. `authorize` turns a route's access into 401 / 403.
 *
 * The cookie is HttpOnly and SameSite=Strict: no script reads it (a page on another port of the same
 * host could, as cookies ignore ports), and browsers send it only with same-site requests. Pages of
 * other origins on the same host are same-site, so guard.ts checks their Origin as well. The client
 * sends the token as a bearer header from the dev-login answer (local storage, the spec's second
 * place); the cookie serves same-origin requests without one.
 */
import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import type { Sql } from './db';
import { first, rows } from './db';
import type { Access, BackofficeHandler, Principal } from './context';
import { forbidden, notFound, unauthorized } from './errors';
import type { Route } from '../router';
import { IdSchema, readBody } from './validate';

/** Basic auth credentials the sandbox accepts (they act as staff@example.com). */
const BASIC_USER = 'staff';
const BASIC_PASSWORD = 'staff-password';
const BASIC_EMAIL = 'staff@example.com';

/** The cookie the client reads the token from. */
const TOKEN_COOKIE = 'se-token';
/** What a session token looks like (24 random bytes, base64url). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{1,128}$/;

type StaffUser = { id: string; name: string; email: string; groups: string[] };

async function userBy(sql: Sql, column: 'id' | 'email', value: string): Promise<StaffUser | undefined> {
  return first<StaffUser>(
    sql,
    `select u.id, u.name, u.email, coalesce(array(select g.group_name from group_members g where g.user_id = u.id
       order by g.group_name), '{}') groups
     from users u where ${column === 'id' ? 'u.id' : 'lower(u.email)'} = $1`,
    [column === 'id' ? value : value.toLowerCase()],
  );
}

/** The `se-token` cookie's value; a value with a malformed percent-escape is taken as written. */
function cookieToken(request: Request): string | undefined {
  const cookie = request.headers.get('cookie') ?? '';
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== TOKEN_COOKIE || rest.length === 0) continue;
    const value = rest.join('=');
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/** The principal of a request, or null without valid credentials. */
async function principalOf(sql: Sql, request: Request): Promise<Principal | null> {
  const header = request.headers.get('authorization') ?? '';
  const [scheme = '', credentials = ''] = header.trim().split(/\s+/, 2);
  if (scheme.toLowerCase() === 'basic') {
    const decoded = Buffer.from(credentials, 'base64').toString('utf8');
    if (decoded !== `${BASIC_USER}:${BASIC_PASSWORD}`) return null;
    const user = await userBy(sql, 'email', BASIC_EMAIL);
    return user ? { kind: 'user', user } : null;
  }
  const token = scheme.toLowerCase() === 'bearer' ? credentials : cookieToken(request);
  // Tokens are base64url (newSession); anything else names no session.
  if (!token || !TOKEN_SHAPE.test(token)) return null;
  const session = await first<{ user_id: string | null; creator_id: string | null }>(
    sql,
    'select user_id, creator_id from sessions where token = $1',
    [token],
  );
  if (!session) return null;
  if (session.creator_id) return { kind: 'creator', creatorId: session.creator_id };
  const user = session.user_id ? await userBy(sql, 'id', session.user_id) : undefined;
  return user ? { kind: 'user', user } : null;
}

/** 401 / 403 unless the principal may use a route with this access. */
function authorize(access: Access, principal: Principal | null): void {
  if (access === 'open') return;
  if (!principal) throw unauthorized();
  if (access === 'creator') {
    if (principal.kind !== 'creator') throw forbidden('This call needs a creator token');
    return;
  }
  if (principal.kind !== 'user') throw forbidden('A creator token cannot use staff calls');
  if (!principal.user.groups.includes(access)) throw forbidden(`This call needs the '${access}' group`);
}

async function newSession(
  sql: Sql,
  owner: { userId?: string; creatorId?: string },
  now: Date,
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await sql.query('insert into sessions (token, user_id, creator_id, created_at) values ($1, $2, $3, $4)', [
    token,
    owner.userId ?? null,
    owner.creatorId ?? null,
    now,
  ]);
  return token;
}

/** The `se-token` cookie: HttpOnly, SameSite=Strict (see the module comment). */
const tokenCookie = (token: string, maxAge?: number) =>
  `${TOKEN_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Strict${maxAge === undefined ? '' : `; Max-Age=${maxAge}`}`;

/** The sandbox's sign-in calls (not part of the spec). */
const authRoutes: Route<BackofficeHandler>[] = [
  {
    method: 'POST',
    path: '/auth/dev-login',
    handler: {
      access: 'open',
      async run({ request, db, now }) {
        const { email } = await readBody(
          request,
          v.object({ email: v.pipe(v.string(), v.email('must be an email')) }),
        );
        const user = await userBy(db, 'email', email);
        if (!user) throw notFound(`No staff user with the email ${email}`);
        const token = await newSession(db, { userId: user.id }, now());
        return new Response(JSON.stringify({ token, user }), {
          status: 200,
          headers: { 'Content-Type': 'application/json; charset=utf-8', 'Set-Cookie': tokenCookie(token) },
        });
      },
    },
  },
  {
    method: 'POST',
    path: '/auth/dev-login/creator',
    handler: {
      access: 'open',
      async run({ request, db, now }) {
        const { creatorId } = await readBody(request, v.object({ creatorId: IdSchema }));
        const found = await rows(db, 'select id from creators where id = $1', [creatorId]);
        if (found.length === 0) throw notFound(`Creator ${creatorId} not found`);
        return { token: await newSession(db, { creatorId }, now()) };
      },
    },
  },
  {
    method: 'POST',
    path: '/auth/logout',
    handler: {
      access: 'open',
      async run({ request, db }) {
        const header = request.headers.get('authorization') ?? '';
        const token = /^bearer\s+/i.test(header) ? header.replace(/^bearer\s+/i, '') : cookieToken(request);
        if (token && TOKEN_SHAPE.test(token))
          await db.query('delete from sessions where token = $1', [token]);
        return new Response(JSON.stringify({ loggedOut: true }), {
          status: 200,
          headers: { 'Content-Type': 'application/json; charset=utf-8', 'Set-Cookie': tokenCookie('', 0) },
        });
      },
    },
  },
];

export { BASIC_PASSWORD, BASIC_USER, TOKEN_COOKIE, authRoutes, authorize, principalOf, userBy };
