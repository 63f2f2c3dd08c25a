import type { Language } from '@dukkan/contracts';
import { useTranslation } from './use-translation';
import { isLanguage } from './language';

/** The current UI language as the contracts' Language type (for describeRule and formatting). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'en';
}
