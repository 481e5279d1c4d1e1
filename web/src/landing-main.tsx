import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LandingApp } from './app/landing-app';
import './styles/index.css';

// The landing page's own entry (landing.html): no router, no dashboards' loader; main.tsx is
// the app's.
const container = document.getElementById('root');
if (container === null) throw new Error('The page has no #root element to render into.');

createRoot(container).render(
  <StrictMode>
    <LandingApp />
  </StrictMode>,
);
