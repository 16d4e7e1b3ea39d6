import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CheckoutPage } from './CheckoutPage';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main>
      <h1>Checkout</h1>
      <CheckoutPage />
    </main>
  </StrictMode>,
);
