import { Group, SegmentedControl, Text } from '../../kit';
import { useTranslation } from '../../i18n/use-translation';
import { selectShopDigits, shopDigitsChosen } from '../../app/digits/digits.slice';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useLanguage } from '../../i18n/use-language';
import { DIGITS } from '../../lib/locales';
import { writeDigits } from '../../lib/write-digits';

/**
 * Latin (123) or Arabic-Indic (١٢٣) figures for every number in the shop. Shown only in Arabic:
 * English figures are always Latin. Each option shows its own digits, so it reads at a glance.
 */
export function DigitsSwitch() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const digits = useAppSelector(selectShopDigits);
  const dispatch = useAppDispatch();
  if (lang !== 'ar') return null;

  return (
    <Group gap="xs" wrap="nowrap" role="group" aria-labelledby="digits-switch-label">
      <Text fz="sm" c="brand.1" id="digits-switch-label">
        {t('footer.digits.label')}
      </Text>
      <SegmentedControl
        size="xs"
        value={digits}
        onChange={(value) => dispatch(shopDigitsChosen(value === 'arab' ? 'arab' : 'latn'))}
        data={DIGITS.map((choice) => ({
          value: choice,
          label: (
            <span title={t(`footer.digits.${choice}`)}>
              <span aria-hidden="true">{writeDigits('123', choice)}</span>
              <span className="visually-hidden">{t(`footer.digits.${choice}`)}</span>
            </span>
          ),
        }))}
        data-testid="digits-switch"
      />
    </Group>
  );
}
