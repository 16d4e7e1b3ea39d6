import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'headless-checkout/skins/default/styles.css';
import './landing.css';
import { Landing } from './Landing';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Landing />
  </StrictMode>,
);
