import type { Language } from '@dukkan/contracts';
import { useEffect, useRef, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { i18n } from '../i18n/i18n';
import { storeLanguage } from '../i18n/language';
import { languageBase, languageOfPath, pathInLanguage } from '../i18n/language-path';
import { setLanguageSwitcher } from './language-switching';
import { createAppRouter } from './router';

/**
 * The browser's router under the address's language. Switching language swaps it for one under
 * the other prefix after moving the address there: the same routes render the same screens, so
 * React keeps their state (a half-filled form stays filled) while the texts change. Back or
 * Forward to an address in the other language loads that page.
 */
export function LanguageRouter({ lang }: { lang: Language }) {
  const [router, setRouter] = useState(() => createAppRouter(languageBase(lang)));
  const routerRef = useRef(router);
  const [current, setCurrent] = useState(lang);

  useEffect(() => {
    setLanguageSwitcher((next) => {
      const { pathname, search, hash } = window.location;
      const appPath = pathname.slice(languageBase(current).length) || '/';
      window.history.replaceState(
        window.history.state,
        '',
        `${pathInLanguage(next, appPath)}${search}${hash}`,
      );
      storeLanguage(next);
      void i18n.changeLanguage(next);
      const previous = routerRef.current;
      routerRef.current = createAppRouter(languageBase(next));
      setCurrent(next);
      setRouter(routerRef.current);
      previous.dispose();
    });
    const onPopState = () => {
      if (languageOfPath(window.location.pathname) !== current) window.location.reload();
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      setLanguageSwitcher(null);
      window.removeEventListener('popstate', onPopState);
    };
  }, [current]);

  return <RouterProvider router={router} />;
}
