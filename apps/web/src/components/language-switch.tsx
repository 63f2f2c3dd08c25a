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
      aria-label={t('language.switchLabel')}
      title={t('language.switchLabel')}
      data-testid="lang-switch"
    >
      <span lang={next}>{t('language.switchShort')}</span>
    </Button>
  );
}
