import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/tokens.css';
import './styles/base.css';
import { App, preloadInitialRoute } from './app/App';

// The first render waits for the opening route's chunks, so it never shows a fallback. A failed
// fetch here is tried again by the lazy components during render, which report it.
void preloadInitialRoute()
  .catch(() => undefined)
  .then(() =>
    createRoot(document.getElementById('app')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
