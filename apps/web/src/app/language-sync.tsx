import { useDirection } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { applyDocumentLanguage, directionOf, isLanguage, storeLanguage } from '../i18n/language';

/**
 * Keeps everything that depends on the language in step with the translator: the stored choice,
 * `<html lang dir>`, and Mantine's direction (which mirrors its components for Arabic).
 */
export function LanguageSync() {
  const { i18n } = useTranslation();
  const { setDirection } = useDirection();

  useEffect(() => {
    const apply = (lng: string) => {
      if (!isLanguage(lng)) return;
      storeLanguage(lng);
      applyDocumentLanguage(lng);
      setDirection(directionOf(lng));
    };
    apply(i18n.language);
    i18n.on('languageChanged', apply);
    return () => i18n.off('languageChanged', apply);
  }, [i18n, setDirection]);

  return null;
}
