import './app/styles/first-paint';
import './app/fonts.css';
import './app/global.css';
import 'virtual:theme.css';

import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './app/app-providers';
import { keepControlledFields } from './app/controlled-fields';
import { loadAuthState } from './app/auth/auth.slice';
import { fetchUserInfo } from './app/auth/auth.thunks';
import { LanguageRouter } from './app/language-router';
import { loadMatchedScreens, routes } from './app/router';
import { readBootData } from './app/ssr/boot-data';
import { HydratedMark, markHydrated } from './app/ssr/hydration';
import { startSlicedHydration } from './app/ssr/hydration-slices';
import { HydrationSeeds } from './app/ssr/hydration-seeds';
import { makeStore } from './app/store';
import { i18n, loadLanguage } from './i18n/i18n';
import { applyDocumentLanguage, readStoredLanguage } from './i18n/language';
import { languageBase, languageOfPath, pathInLanguage } from './i18n/language-path';

/** Resolves after the browser has painted the next frame. */
function nextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

async function start() {
  const { pathname, search, hash } = window.location;
  const lang = languageOfPath(pathname);
  // An address without its language (the dev server has no redirect): go to the chosen one's.
  if (!lang) {
    window.location.replace(`${pathInLanguage(readStoredLanguage(), pathname)}${search}${hash}`);
    return;
  }
  applyDocumentLanguage(lang);
  const basename = languageBase(lang);
  const boot = readBootData();
  // The page's texts and screens download side by side; the first render needs both. A rendered
  // page is painted first: hydrating is a long task, and a phone would otherwise show nothing until
  // it ends.
  await Promise.all([
    loadLanguage(lang),
    // The screens the address matches, so the first render is the server's markup rather than
    // the loading screen.
    boot ? loadMatchedScreens(routes, window.location, basename) : null,
    boot ? nextPaint() : null,
  ]);

  // The server rendered a visitor's page; the stored session applies from the first render after
  // hydration (see useSession), so the markup matches.
  const store = makeStore(boot ? { ...boot.state, auth: loadAuthState() } : undefined);
  // Dispatched before the first render so guards already see `loading` and wait for the user
  // instead of rendering a protected page without it.
  if (store.getState().auth.token) void store.dispatch(fetchUserInfo());

  keepControlledFields();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  const app = (
    <StrictMode>
      <AppProviders store={store} i18n={i18n} origin={boot?.origin ?? window.location.origin}>
        <HydrationSeeds requests={boot?.requests ?? []}>
          <LanguageRouter lang={lang} routes={routes} />
        </HydrationSeeds>
        <HydratedMark />
      </AppProviders>
    </StrictMode>
  );
  if (boot) {
    // The page's slices (header, content, footer) hydrate in tasks of their own after this one.
    startSlicedHydration();
    hydrateRoot(container, app);
  } else {
    markHydrated();
    createRoot(container).render(app);
  }
}

void start();
