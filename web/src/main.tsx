import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPageAt } from './app/lazy-pages';
import './styles/index.css';

const container = document.getElementById('root');
if (container === null) throw new Error('The page has no #root element to render into.');

preloadPageAt(window.location.pathname);

// At a transition's priority: React renders the app in slices the browser can interleave with
// loading the page, instead of one long task (Lighthouse's total blocking time on a phone).
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
