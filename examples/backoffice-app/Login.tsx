// The sign-in screen (the sandbox's dev login) and the page a 401 or 403 lands on.
import { useEffect, useState, type FormEvent } from 'react';
import { APP_ROOT, signIn, signOut, useUser } from './session';
import { ErrorLine, ScreenHeading, Status, TextField, focusScreenHeading } from './ui';

const SEEDED = ['admin@example.com', 'staff@example.com', 'finance@example.com'];

function Login() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<Error | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(focusScreenHeading, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await signIn(email);
    } catch (failure) {
      setError(failure as Error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="bo-login" aria-labelledby="login-heading">
      <ScreenHeading id="login-heading" title="Sign in to the back office" />
      <form onSubmit={submit} className="bo-card">
        <TextField label="Email" type="email" value={email} onChange={setEmail} required />
        <button className="bo-button bo-button--primary" type="submit" disabled={busy}>
          Sign in
        </button>
        <ErrorLine error={error} />
        {busy && <Status>Signing in…</Status>}
      </form>
      <p className="bo-muted">
        Sandbox users: {SEEDED.map((user, index) => [index > 0 && ', ', <code key={user}>{user}</code>])}.
        Staff may not see payments or permissions; finance sees payments; admin sees everything.
      </p>
    </main>
  );
}

/**
 * What a refused call was for, in staff words, and which group it needs (the endpoint's name, as
 * the client reports it, is never shown).
 */
function refusedAction(call: string): { action: string; group: string } {
  if (call.startsWith('payments.accounts'))
    return { action: "see or set up an agent's payment account", group: 'finance' };
  if (call.startsWith('payments.')) return { action: 'see payments', group: 'finance' };
  if (call.startsWith('permissions.'))
    return { action: 'see or change permission groups and their members', group: 'admin' };
  if (call.startsWith('creators.internal'))
    return { action: "rebuild a creator's search entry", group: 'admin' };
  return { action: 'do this', group: 'a group this account is not in' };
}

/** Where a 401 or 403 sends the browser: the app root, saying why. */
function Denied({ status, call }: { status: string; call: string }) {
  const user = useUser();
  const leave = () => window.location.assign(APP_ROOT);
  useEffect(focusScreenHeading, []);
  return (
    <main className="bo-login" aria-labelledby="denied-heading">
      <ScreenHeading id="denied-heading" title={status === '403' ? 'Forbidden' : 'Signed out'} />
      <div className="bo-card" role="alert">
        {status === '403' ? (
          <p>
            {user ? `${user.email} (groups: ${user.groups.join(', ')})` : 'This account'} may not{' '}
            {refusedAction(call).action}: that needs the {refusedAction(call).group} group. Ask an admin if
            you need it.
          </p>
        ) : (
          <p>Your session is not valid any more: sign in again.</p>
        )}
      </div>
      <div className="bo-row">
        {user && (
          <button className="bo-button" type="button" onClick={leave}>
            Back to the back office
          </button>
        )}
        <button
          className="bo-button bo-button--primary"
          type="button"
          onClick={() => void signOut().then(leave)}
        >
          Sign in as another user
        </button>
      </div>
    </main>
  );
}

export { Denied, Login };
