import type { i18n as I18n, TFunction } from 'i18next';
import { useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

export interface Translation {
  t: TFunction<'translation', undefined>;
  i18n: I18n;
}

/** One `t` per instance and language, shared by every component that translates. */
const fixedTexts = new WeakMap<I18n, Map<string, Translation>>();

function translationOf(i18n: I18n, language: string): Translation {
  let byLanguage = fixedTexts.get(i18n);
  if (!byLanguage) fixedTexts.set(i18n, (byLanguage = new Map()));
  let translation = byLanguage.get(language);
  if (!translation) {
    translation = { t: i18n.getFixedT(language), i18n };
    byLanguage.set(language, translation);
  }
  return translation;
}

/**
 * The app's texts in the current language, rendering again when the language changes. Used in
 * place of react-i18next's hook, which copies every property of the i18next instance into a new
 * wrapper on each component's first render (so the React Compiler sees a change; this app does
 * not use it): with some 150 translated components per page, that copying was a tenth of a server
 * render, and it ran again on the shopper's phone at hydration. Texts are bundled or loaded before
 * the language changes (i18n.ts), so there is no "not ready" state to handle.
 */
export function useTranslation(): Translation {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const language = useSyncExternalStore(
    (notify) => {
      i18n.on('languageChanged', notify);
      return () => i18n.off('languageChanged', notify);
    },
    () => i18n.language,
    () => i18n.language,
  );
  return translationOf(i18n, language);
}
