import '@mantine/core/styles.css';
import '@fontsource/ibm-plex-sans-arabic/400.css';
import '@fontsource/ibm-plex-sans-arabic/600.css';
import '@fontsource/ibm-plex-sans-arabic/700.css';
import './app/global.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { fetchUserInfo } from './app/auth/auth.thunks';
import { store } from './app/store';
import { i18n } from './i18n/i18n';
import { applyDocumentLanguage, isLanguage } from './i18n/language';

applyDocumentLanguage(isLanguage(i18n.language) ? i18n.language : 'en');

// Dispatched before the first render so guards already see `loading` and wait for the user
// instead of rendering a protected page without it.
if (store.getState().auth.token) void store.dispatch(fetchUserInfo());

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
