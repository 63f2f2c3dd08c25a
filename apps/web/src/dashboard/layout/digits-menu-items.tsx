import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { useLanguage } from '../../i18n/use-language';
import { DIGITS } from '../../lib/locales';
import { useDigitsChoice } from '../../lib/use-number-format';

/**
 * Arabic-Indic or Latin digits for the Arabic UI, kept in localStorage. Shown only in Arabic:
 * English figures are always Latin.
 */
export function DigitsMenuItems() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [digits, setDigits] = useDigitsChoice();
  if (lang !== 'ar') return null;

  return (
    <>
      <Menu.Label>{t('dashboardStats.digits.label')}</Menu.Label>
      {DIGITS.map((choice) => {
        const selected = choice === digits;
        return (
          <Menu.Item
            key={choice}
            onClick={() => setDigits(choice)}
            rightSection={selected ? <IconCheck size={16} aria-hidden /> : null}
            aria-current={selected ? 'true' : undefined}
            fw={selected ? 700 : undefined}
            data-testid={`digits-${choice}`}
          >
            {t(`dashboardStats.digits.${choice}`)}
          </Menu.Item>
        );
      })}
      <Menu.Divider />
    </>
  );
}
