// BackofficeProvider holds the client. It creates nothing browser-only during render: the host
// frame listener and the token watcher start in an effect, so it is safe under server rendering
// and StrictMode's double mount.
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { BackofficeClient } from './client';
import { backofficeKeys } from './keys';

const BackofficeContext = createContext<BackofficeClient | null>(null);

/** Props of `BackofficeProvider`. */
interface BackofficeProviderProps {
  /** The client, from `createBackofficeClient`. */
  client: BackofficeClient;
  /** Reset every back-office query when the token changes (login, logout, other user); default true. */
  resetOnTokenChange?: boolean;
  /** The app. */
  children?: ReactNode;
}

/** Makes the client available to the back-office hooks; must sit inside a QueryClientProvider. */
function BackofficeProvider({ client, resetOnTokenChange = true, children }: BackofficeProviderProps) {
  const queryClient = useQueryClient();
  useEffect(() => client.listenToHostFrame(), [client]);
  useEffect(() => {
    if (!resetOnTokenChange) return undefined;
    return client.watchToken(() => {
      void queryClient.resetQueries({ queryKey: backofficeKeys.all });
    });
  }, [client, queryClient, resetOnTokenChange]);
  return <BackofficeContext.Provider value={client}>{children}</BackofficeContext.Provider>;
}

/** The client of the nearest BackofficeProvider; throws an error naming `hook` outside one. */
function useBackofficeClient(hook = 'useBackofficeClient'): BackofficeClient {
  const client = useContext(BackofficeContext);
  if (!client) throw new Error(`${hook} must be used within a <BackofficeProvider>`);
  return client;
}

export { BackofficeProvider, useBackofficeClient };
export type { BackofficeProviderProps };
