import type { Language } from '@dukkan/contracts';
import { useEffect, useRef, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { i18n } from '../i18n/i18n';
import { storeLanguage } from '../i18n/language';
import { languageBase, pathInLanguage } from '../i18n/language-path';
import { setLanguageSwitcher } from './language-switching';
import { createAppRouter } from './router';

/**
 * The browser's router under the address's language (`/ar`, `/en`).
 *
 * Switching language happens in place: the texts change, the address moves to the other prefix
 * and the screen keeps its state (a half-filled form stays filled). The router keeps its prefix
 * until the next navigation (a link, Back): that one is moved to the new language's address and
 * the app continues under a router for that prefix, on the new page.
 */
export function LanguageRouter({ lang }: { lang: Language }) {
  const [{ router, base }, setCurrent] = useState(() => ({
    router: createAppRouter(languageBase(lang)),
    base: languageBase(lang),
  }));
  /** The language switched to while the router still has the old prefix. */
  const pending = useRef<Language | null>(null);

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
      pending.current = base === languageBase(next) ? null : next;
    });
    let shownKey = router.state.location.key;
    const unsubscribe = router.subscribe(({ location }) => {
      const next = pending.current;
      if (!next || location.key === shownKey) return;
      shownKey = location.key;
      if (!location.pathname.startsWith(base)) {
        window.location.reload();
        return;
      }
      const appPath = location.pathname.slice(base.length) || '/';
      window.history.replaceState(
        window.history.state,
        '',
        `${pathInLanguage(next, appPath)}${location.search}${location.hash}`,
      );
      pending.current = null;
      router.dispose();
      setCurrent({ router: createAppRouter(languageBase(next)), base: languageBase(next) });
    });
    return () => {
      unsubscribe();
      setLanguageSwitcher(null);
    };
  }, [router, base]);

  // A new prefix is a new router: the app below starts afresh on the page navigated to.
  return <RouterProvider key={base} router={router} />;
}
