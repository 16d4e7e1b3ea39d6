// Sign-in for the back-office app: the sandbox's dev login sets the `se-token` cookie the client
// reads; the signed-in user is remembered in local storage for the header.
import { useSyncExternalStore } from 'react';
import { readCookie, TOKEN_NAME, type BackofficeError, type User } from 'headless-checkout/backoffice';

/** The app's own root: where a 401 or 403 sends the browser (the spec's "site root"). */
const APP_ROOT = '/backoffice-app/';
/** The API base, same-origin through the examples' proxy. */
const API_BASE = '/backoffice/';
const USER_KEY = 'backoffice-app:user';

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

function storedUser(): string | null {
  return readCookie(TOKEN_NAME) ? localStorage.getItem(USER_KEY) : null;
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
  return fetch(`${API_BASE}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
}

/** POST /auth/dev-login: sets the cookie, remembers the user. */
async function signIn(email: string): Promise<User> {
  const response = await post('auth/dev-login', { email });
  const answer = (await response.json()) as { user?: User; message?: string };
  if (!response.ok || !answer.user) throw new Error(answer.message ?? `Sign-in failed (${response.status})`);
  localStorage.setItem(USER_KEY, JSON.stringify(answer.user));
  emit();
  return answer.user;
}

/** POST /auth/logout: clears the cookie and the remembered user. */
async function signOut(): Promise<void> {
  await post('auth/logout', {}).catch(() => undefined);
  localStorage.removeItem(USER_KEY);
  emit();
}

/** Where the app lands after a 401 or 403: its root, with why, so the page can say so. */
function deniedUrl(error: BackofficeError): string {
  const query = new URLSearchParams({ denied: String(error.status ?? ''), call: error.endpoint });
  return `${APP_ROOT}?${query.toString()}`;
}

/** The client's `onUnauthorized`: full navigation to the app root (the spec's behaviour). */
function sendToRoot(error: BackofficeError): void {
  if (error.status === 401) localStorage.removeItem(USER_KEY);
  window.location.assign(deniedUrl(error));
}

export { API_BASE, APP_ROOT, deniedUrl, sendToRoot, signIn, signOut, useUser };
