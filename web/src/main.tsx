// first: the opening page's requests leave before the rest of the entry is evaluated
import './app/boot';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/tokens.css';
import './styles/base.css';
import { refreshSession } from './api/client';
import { startTheme } from './lib/theme';
import { startLanguage } from './app/language';
import { App, preloadInitialRoute } from './app/App';

// public/theme-init.js set the theme before first paint; from here on it follows the system's
// preference and the other tabs
startTheme();

// Keep the stored session current (and find out early when the server no longer accepts it);
// never on the installer, which logs any session out.
if (!new URLSearchParams(location.search).has('installer')) void refreshSession();

// The first render waits for the opening route's chunks and the language's texts, so it never
// shows a fallback nor a flash of English. A failed fetch here is tried again by the lazy
// components during render, which report it; a language whose catalog cannot be fetched shows
// English.
void Promise.all([preloadInitialRoute().catch(() => undefined), startLanguage().catch(() => undefined)]).then(
  () =>
    createRoot(document.getElementById('app')!, {
      // errors caught by our boundaries are reported by them (console.warn) and shown on screen
      onCaughtError: () => undefined,
    }).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
);
