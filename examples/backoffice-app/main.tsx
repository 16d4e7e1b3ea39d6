import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BackofficeProvider, createBackofficeClient } from 'headless-checkout/backoffice';
import 'headless-checkout/skins/default/styles.css';
import './backoffice.css';
import { App } from './App';
import { API_BASE, sendToRoot } from './session';

// A 401 or 403 sends the browser to the app's root (the spec's "site root"), which says why.
const client = createBackofficeClient({ baseUrl: API_BASE, onUnauthorized: sendToRoot });
const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (count, error) => count < 1 && !('status' in error && Number(error.status) < 500),
    },
  },
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BackofficeProvider client={client}>
        <App />
      </BackofficeProvider>
    </QueryClientProvider>
  </StrictMode>,
);
