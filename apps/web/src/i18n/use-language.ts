import type { Language } from '@dukkan/contracts';
import { useTranslation } from './use-translation';

/** The current UI language as the contracts' Language type (for describeRule and formatting). */
export function useLanguage(): Language {
  return useTranslation().i18n.language;
}
