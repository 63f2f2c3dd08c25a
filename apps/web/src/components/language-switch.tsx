import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Toggles English ⇄ Arabic; the rest (storage, direction) follows i18next's change event. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const next = i18n.language === 'ar' ? 'en' : 'ar';
  return (
    <Button
      variant="subtle"
      color="gray"
      c="dark"
      px="xs"
      leftSection={<IconLanguage size={18} aria-hidden />}
      onClick={() => void i18n.changeLanguage(next)}
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
