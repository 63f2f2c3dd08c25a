import type { Language } from '@dukkan/contracts';
import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useTransition,
  type ReactNode,
} from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import type { Navigator } from 'react-router';
import { i18n } from '../i18n/i18n';
import { storeLanguage } from '../i18n/language';
import { languageBase, languageOfPath, pathInLanguage } from '../i18n/language-path';
import { setLanguageSwitcher } from './language-switching';
import { NavigationPendingContext } from './navigation-pending';
import { useScrollRestoration, type ShownLocation } from './scroll-restoration';

/**
 * The browser's router under the address's language (`/ar`, `/en`): links inside the app stay
 * `/shop`, `/product/5`, and the address carries the language for sharing and search engines.
 *
 * A navigation is a transition: while the next screen's code downloads (a lazy screen suspends)
 * the current one stays on screen under the progress bar, and the new one appears whole, then
 * the scroll position is set (scroll-restoration.ts).
 *
 * Switching language happens in place: the texts change, the address and the links move to the
 * other prefix, and the screen keeps its state (a half-filled form stays filled). Back to an
 * address in the other language loads that page afresh from the server.
 */
export function LanguageRouter({ lang, children }: { lang: Language; children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [shown, setShown] = useState<ShownLocation>(() => ({
    location: history.location,
    action: history.action,
    preventScrollReset: false,
  }));
  const [language, setLanguage] = useState(lang);
  const [pending, startTransition] = useTransition();
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

  /** The entry and language on screen: updated on commit, not by a render a transition drops. */
  const current = useRef({ key: shown.location.key, language });
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
        startTransition(() => setShown({ location, action, preventScrollReset }));
      }),
    [history, remember],
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
        {children}
      </Router>
    </NavigationPendingContext>
  );
}
