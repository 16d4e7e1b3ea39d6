import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'headless-checkout/skins/default/styles.css';
import '../checkout-skin/shop.css';
import { App } from './App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
