// BackofficeProvider holds the client. It creates nothing browser-only during render: the host
// frame listener and the token watcher start in an effect, so it is safe under server rendering
// and StrictMode's double mount.
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { BackofficeClient } from './client';
import type { KeyValueClient } from './key-value';
import { backofficeKeys } from './keys';
import type { StreamingClient } from './streaming';

const BackofficeContext = createContext<BackofficeClient | null>(null);
const StreamingContext = createContext<StreamingClient | null>(null);
const KeyValueContext = createContext<KeyValueClient | null>(null);

/** Props of `BackofficeProvider`. */
interface BackofficeProviderProps {
  /** The client, from `createBackofficeClient`. */
  client: BackofficeClient;
  /** The streaming-platform client, for the streaming hooks (best on `client.transport`). */
  streaming?: StreamingClient;
  /** The key-value store client, for the key-value hooks (best on `client.transport`). */
  keyValue?: KeyValueClient;
  /** Reset every back-office query when the token changes (login, logout, other user); default true. */
  resetOnTokenChange?: boolean;
  /** The app. */
  children?: ReactNode;
}

/** Makes the client available to the back-office hooks; must sit inside a QueryClientProvider. */
function BackofficeProvider({
  client,
  streaming,
  keyValue,
  resetOnTokenChange = true,
  children,
}: BackofficeProviderProps) {
  const queryClient = useQueryClient();
  useEffect(() => client.listenToHostFrame(), [client]);
  useEffect(() => {
    if (!resetOnTokenChange) return undefined;
    return client.watchToken(() => {
      void queryClient.resetQueries({ queryKey: backofficeKeys.all });
    });
  }, [client, queryClient, resetOnTokenChange]);
  return (
    <BackofficeContext.Provider value={client}>
      <StreamingContext.Provider value={streaming ?? null}>
        <KeyValueContext.Provider value={keyValue ?? null}>{children}</KeyValueContext.Provider>
      </StreamingContext.Provider>
    </BackofficeContext.Provider>
  );
}

/** The client of the nearest BackofficeProvider; throws an error naming `hook` outside one. */
function useBackofficeClient(hook = 'useBackofficeClient'): BackofficeClient {
  const client = useContext(BackofficeContext);
  if (!client) throw new Error(`${hook} must be used within a <BackofficeProvider>`);
  return client;
}

/** The streaming client of the nearest BackofficeProvider; throws an error naming `hook` without one. */
function useStreamingClient(hook = 'useStreamingClient'): StreamingClient {
  const client = useContext(StreamingContext);
  if (!client) throw new Error(`${hook} must be used within a <BackofficeProvider streaming={…}>`);
  return client;
}

/** The key-value client of the nearest BackofficeProvider; throws an error naming `hook` without one. */
function useKeyValueClient(hook = 'useKeyValueClient'): KeyValueClient {
  const client = useContext(KeyValueContext);
  if (!client) throw new Error(`${hook} must be used within a <BackofficeProvider keyValue={…}>`);
  return client;
}

export { BackofficeProvider, useBackofficeClient, useStreamingClient, useKeyValueClient };
export type { BackofficeProviderProps };
