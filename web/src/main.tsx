import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/tokens.css';
import './styles/base.css';
import { App, preloadInitialRoute } from './app/App';

// a failed chunk fetch here is retried by the lazy components during render, which report it
await preloadInitialRoute().catch(() => undefined);

createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
