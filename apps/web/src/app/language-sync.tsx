import { useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { applyDocumentLanguage, isLanguage, storeLanguage } from '../i18n/language';

/**
 * Keeps everything that depends on the language in step with the translator: the stored choice,
 * and `<html lang dir>` (the UI kit's direction follows in KitProvider).
 */
export function LanguageSync() {
  const { i18n } = useTranslation();

  useEffect(() => {
    const apply = (lng: string) => {
      if (!isLanguage(lng)) return;
      storeLanguage(lng);
      applyDocumentLanguage(lng);
    };
    apply(i18n.language);
    i18n.on('languageChanged', apply);
    return () => i18n.off('languageChanged', apply);
  }, [i18n]);

  return null;
}
