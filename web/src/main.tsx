import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPageAt } from './app/lazy-pages';
import './styles/index.css';

const container = document.getElementById('root');
if (container === null) throw new Error('The page has no #root element to render into.');

preloadPageAt(window.location.pathname);

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
