import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './styles/base.css';
import './styles/layout.css';
import './styles/landing.css';
import './styles/terms.css';
import './styles/forms.css';
import './styles/accounts.css';
import './styles/modal.css';
import './styles/dashboard.css';
import './styles/nanny-dashboard.css';
import './styles/nanny-profile.css';
import './styles/nanny-availability.css';
import './styles/parent-dashboard.css';
import './styles/bookings.css';

const container = document.getElementById('root');
if (container === null) throw new Error('The page has no #root element to render into.');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
