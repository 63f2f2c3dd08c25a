import type { Language } from '@dukkan/contracts';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import type { Navigator, RouteObject } from 'react-router';
import { i18n } from '../i18n/i18n';
import { storeLanguage } from '../i18n/language';
import { languageBase, languageOfPath, pathInLanguage } from '../i18n/language-path';
import { setLanguageSwitcher } from './language-switching';
import { NavigationPendingContext } from './navigation-pending';
import { AppRoutes, loadMatchedScreens, matchedScreensReady } from './router';
import { useScrollRestoration, type ShownLocation } from './scroll-restoration';

/**
 * The browser's router under the address's language (`/ar`, `/en`): links inside the app stay
 * `/shop`, `/product/5`, and the address carries the language for sharing and search engines.
 *
 * A navigation fetches the next screens' code before it shows them: meanwhile the current screen
 * stays under the progress bar, then the new one appears whole and the scroll position is set
 * (scroll-restoration.ts). A navigation overtaken by a newer one while its code downloads is
 * dropped.
 *
 * Switching language happens in place: the texts change, the address and the links move to the
 * other prefix, and the screen keeps its state (a half-filled form stays filled). Back to an
 * address in the other language loads that page afresh from the server.
 */
export function LanguageRouter({ lang, routes }: { lang: Language; routes: RouteObject[] }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [shown, setShown] = useState<ShownLocation>(() => ({
    location: history.location,
    action: history.action,
    preventScrollReset: false,
  }));
  const [language, setLanguage] = useState(lang);
  const [pending, setPending] = useState(false);
  const { remember } = useScrollRestoration(shown);

  /** What the app's latest navigate() asked of the scroll position, read by the listener below. */
  const keepScroll = useRef(false);
  const navigator = useMemo<Navigator>(
    () => ({
      createHref: (to) => history.createHref(to),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => history.go(delta),
      push: (to, state, options) => {
        keepScroll.current = options?.preventScrollReset === true;
        history.push(to, state);
      },
      replace: (to, state, options) => {
        keepScroll.current = options?.preventScrollReset === true;
        history.replace(to, state);
      },
    }),
    [history],
  );

  /** The entry and language on screen, as committed. */
  const current = useRef({ key: shown.location.key, language });
  /** Counts navigations: only the latest one's screens are shown once their code is here. */
  const latest = useRef(0);
  useLayoutEffect(() => {
    current.current = { key: shown.location.key, language };
  }, [shown.location.key, language]);
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        if (languageOfPath(location.pathname) !== current.current.language) {
          window.location.reload();
          return;
        }
        remember(current.current.key);
        const preventScrollReset = action !== 'POP' && keepScroll.current;
        keepScroll.current = false;
        const navigation = ++latest.current;
        const show = () => {
          if (navigation !== latest.current) return;
          setPending(false);
          setShown({ location, action, preventScrollReset });
        };
        const basename = languageBase(current.current.language);
        if (matchedScreensReady(routes, location, basename)) {
          show();
          return;
        }
        setPending(true);
        // A failed download shows the screen all the same: it reaches the error screen.
        loadMatchedScreens(routes, location, basename).then(show, show);
      }),
    [history, remember, routes],
  );

  useEffect(() => {
    setLanguageSwitcher((next) => {
      const { pathname, search, hash } = window.location;
      const appPath = pathname.replace(/^\/(ar|en)(?=\/|$)/, '') || '/';
      window.history.replaceState(
        window.history.state,
        '',
        `${pathInLanguage(next, appPath)}${search}${hash}`,
      );
      storeLanguage(next);
      void i18n.changeLanguage(next);
      // The same entry (same key) under the other prefix: the screen stays, its links move.
      setShown((previous) => ({ ...previous, location: history.location }));
      setLanguage(next);
    });
    return () => setLanguageSwitcher(null);
  }, [history]);

  return (
    <NavigationPendingContext value={pending}>
      <Router
        basename={languageBase(language)}
        location={shown.location}
        navigationType={shown.action}
        navigator={navigator}
      >
        <AppRoutes routes={routes} />
      </Router>
    </NavigationPendingContext>
  );
}
