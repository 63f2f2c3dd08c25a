import { useContext, useSyncExternalStore } from 'react';
import { i18n as appTranslator } from './i18n';
import type { TFunction, Translator } from './translator';
import { TranslatorContext } from './translator-context';

export interface Translation {
  t: TFunction;
  i18n: Translator;
}

/** One `t` per translator and language, shared by every component that translates. */
const fixedTexts = new WeakMap<Translator, Map<string, Translation>>();

function translationOf(i18n: Translator, language: Translator['language']): Translation {
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
 * The app's texts in the current language, rendering again when the language changes. The same
 * `t` object serves every component of a language, so translating costs no allocation per
 * component (some 150 translate on a page). Texts are bundled or loaded before the language
 * changes (i18n.ts), so there is no "not ready" state to handle.
 */
export function useTranslation(): Translation {
  const i18n = useContext(TranslatorContext) ?? appTranslator;
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
