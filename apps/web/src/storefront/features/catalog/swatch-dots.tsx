import type { ListSwatch } from '@dukkan/contracts';
import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../../../i18n/use-language';
import { useNumberFormat } from '../../../lib/use-number-format';

/** Dots a card shows at most; the rest are counted ("+3"). */
const MAX_DOTS = 5;

/** A card's colour dots: the colours the product comes in now, one picture named for screen readers. */
export function SwatchDots({ swatches }: { swatches: ListSwatch[] }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const lang = useLanguage();
  if (swatches.length === 0) return null;
  const shown = swatches.slice(0, MAX_DOTS);
  const names = swatches.map((swatch) => swatch.value).join(lang === 'ar' ? '، ' : ', ');
  return (
    <div
      role="img"
      className="swatch-dots"
      aria-label={t('shop.card.colours', { names })}
      title={names}
      data-testid="swatch-dots"
    >
      {shown.map((swatch) => (
        <span
          key={swatch.id}
          className="swatch-dots__dot"
          style={{ background: swatch.hex ?? undefined }}
        />
      ))}
      {swatches.length > MAX_DOTS && (
        <span>
          {t('shop.card.moreColours', { count: format.number(swatches.length - MAX_DOTS) })}
        </span>
      )}
    </div>
  );
}
