// Sign-in for the back-office app: the sandbox's dev login answers a token, kept in local storage
// `se-token` (the client's second place to look, sent as a bearer header; local storage belongs to
// this origin alone), and sets an HttpOnly cookie no script reads. The signed-in user is remembered
// in local storage for the header.
import { useSyncExternalStore } from 'react';
import { readStoredToken, TOKEN_NAME, type BackofficeError, type User } from 'headless-checkout/backoffice';

/** The app's own root: where a 401 or 403 sends the browser (the spec's "site root"). */
const APP_ROOT = '/backoffice-app/';
/** The API base, same-origin through the examples' proxy. */
const API_BASE = '/backoffice/';
const USER_KEY = 'backoffice-app:user';

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

function storedUser(): string | null {
  return readStoredToken() ? localStorage.getItem(USER_KEY) : null;
}

function forget(): void {
  localStorage.removeItem(TOKEN_NAME);
  localStorage.removeItem(USER_KEY);
}

/** The signed-in user, or null. */
function useUser(): User | null {
  const raw = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    storedUser,
    () => null,
  );
  return raw ? (JSON.parse(raw) as User) : null;
}

async function post(path: string, body: unknown): Promise<Response> {
  const token = readStoredToken();
  return fetch(`${API_BASE}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

/** POST /auth/dev-login: keeps the token, remembers the user (the service also sets its cookie). */
async function signIn(email: string): Promise<User> {
  const response = await post('auth/dev-login', { email });
  const answer = (await response.json()) as { token?: string; user?: User; message?: string };
  if (!response.ok || !answer.user || !answer.token)
    throw new Error(answer.message ?? `Sign-in failed (${response.status})`);
  localStorage.setItem(TOKEN_NAME, answer.token);
  localStorage.setItem(USER_KEY, JSON.stringify(answer.user));
  emit();
  return answer.user;
}

/** POST /auth/logout: ends the session, clears the cookie, the token and the remembered user. */
async function signOut(): Promise<void> {
  await post('auth/logout', {}).catch(() => undefined);
  forget();
  emit();
}

/** Where the app lands after a 401 or 403: its root, with why, so the page can say so. */
function deniedUrl(error: BackofficeError): string {
  const query = new URLSearchParams({ denied: String(error.status ?? ''), call: error.endpoint });
  return `${APP_ROOT}?${query.toString()}`;
}

/** The client's `onUnauthorized`: full navigation to the app root (the spec's behaviour). */
function sendToRoot(error: BackofficeError): void {
  if (error.status === 401) forget();
  window.location.assign(deniedUrl(error));
}

export { API_BASE, APP_ROOT, deniedUrl, sendToRoot, signIn, signOut, useUser };
