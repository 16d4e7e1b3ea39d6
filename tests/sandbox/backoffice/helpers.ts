/** Helpers for the back-office tests: a service with a small seed, signed-in users, a tiny client. */
import { afterAll, beforeAll } from 'vitest';
import { createBackoffice } from '../../../examples/sandbox/backoffice/app';
import type { Backoffice, CreateBackofficeOptions } from '../../../examples/sandbox/backoffice/app';
import { freshStore } from './store';

/** The seed size the tests use. */
const TEST_CREATORS = 200;

/** A parsed answer. */
interface Answer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
  body: any;
}

interface CallOptions {
  body?: unknown;
  token?: string | null;
  headers?: Record<string, string>;
}

/** A client over a `handle` function or a base URL. */
function clientOf(send: (request: Request) => Promise<Response>, base = 'http://backoffice.test/') {
  return async (method: string, path: string, options: CallOptions = {}): Promise<Answer> => {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let body: BodyInit | undefined;
    if (options.body !== undefined) {
      const raw = options.body;
      body =
        typeof raw === 'string'
          ? raw
          : raw instanceof Uint8Array
            ? new Blob([new Uint8Array(raw)])
            : JSON.stringify(raw);
      headers['Content-Type'] ??= 'application/json';
    }
    const response = await send(new Request(new URL(path, base), { method, headers, body }));
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
  };
}

type Call = ReturnType<typeof clientOf>;

/** Signs in a seeded user; answers the token. */
async function login(call: Call, email: string): Promise<string> {
  const answer = await call('POST', 'auth/dev-login', { body: { email } });
  if (answer.status !== 200) throw new Error(`login failed: ${JSON.stringify(answer.body)}`);
  return answer.body.token as string;
}

/** The shared state of one test file: one database, tokens of the three seeded users. */
interface Fixture {
  backoffice: Backoffice;
  call: Call;
  admin: string;
  staff: string;
  finance: string;
}

/** One back-office per test file (beforeAll / afterAll). */
function setupBackoffice(options: CreateBackofficeOptions = {}): Fixture {
  const fixture = {} as Fixture;
  beforeAll(async () => {
    // The seed's data comes from a template seeded once per run (store.ts).
    const seed = { creators: options.seed?.creators ?? TEST_CREATORS };
    fixture.backoffice = createBackoffice({ ...(await freshStore(seed)), ...options, seed });
    fixture.call = clientOf(fixture.backoffice.handle);
    await fixture.backoffice.ready;
    fixture.admin = await login(fixture.call, 'admin@example.com');
    fixture.staff = await login(fixture.call, 'staff@example.com');
    fixture.finance = await login(fixture.call, 'finance@example.com');
  }, 60_000);
  afterAll(async () => {
    await fixture.backoffice?.close();
  });
  return fixture;
}

/** Polls a job until it is finished. */
async function waitForJob(call: Call, token: string, id: string, timeoutMs = 10_000) {
  const started = Date.now();
  const statuses: string[] = [];
  for (;;) {
    const answer = await call('GET', `jobs/${id}`, { token });
    const status = answer.body.status as string;
    if (statuses.at(-1) !== status) statuses.push(status);
    if (status === 'success' || status === 'failed') return { job: answer.body, statuses };
    if (Date.now() - started > timeoutMs) throw new Error(`job ${id} still ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export { ISO, TEST_CREATORS, clientOf, login, setupBackoffice, waitForJob };
export type { Answer, Call, Fixture };
