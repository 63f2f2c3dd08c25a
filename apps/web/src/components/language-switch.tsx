import { Button } from '../kit';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from '../i18n/use-translation';
import { useLocation } from 'react-router';
import { pathInLanguage } from '../i18n/language-path';
import { storeLanguage } from '../i18n/language';
import { switchLanguageInPlace } from '../app/language-switching';

/**
 * The same page in the other language. The language lives in the address (`/ar/…`, `/en/…`), so
 * this is a link crawlers follow; in the running app a click switches in place (the address
 * moves, the screen keeps its state). The choice is remembered for the next visit to `/`.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const next = i18n.language === 'ar' ? 'en' : 'ar';
  return (
    <Button
      component="a"
      href={`${pathInLanguage(next, pathname)}${search}${hash}`}
      hrefLang={next}
      variant="subtle"
      color="gray"
      c="dark"
      px="xs"
      leftSection={<IconLanguage size={18} aria-hidden />}
      onClick={(event) => {
        storeLanguage(next);
        if (switchLanguageInPlace(next)) event.preventDefault();
      }}
      title={t('language.switchLabel')}
      className="lang-switch"
      data-testid="lang-switch"
    >
      {/* The name comes from the content so it contains the visible letters (WCAG 2.5.3). */}
      <span lang={next}>{t('language.switchShort')}</span>
      <span className="visually-hidden">{t('language.switchLabel')}</span>
    </Button>
  );
}
