import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../../../i18n/use-language';
import { priceSaving } from './price-saving';
import { useDigits } from '../../../lib/digits-context';
import { formatMoney } from '../../../lib/format-number';
import './catalog.css';

interface PriceTagProps {
  price: number;
  discountedPrice: number | null;
  /** Cart lines' prices are `sm`, cards' `md`, the product page's `xl` (the theme's font sizes). */
  size?: 'sm' | 'md' | 'xl';
  /** The cheapest of several prices (a product with options): "From 150 SAR". */
  isFrom?: boolean;
}

/**
 * The price to pay, and the old price struck through when a discount is active. A strike-through
 * is not read out by screen readers, so both prices carry a hidden "was / now".
 */
export function PriceTag({ price, discountedPrice, size = 'md', isFrom = false }: PriceTagProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const digits = useDigits();
  const onSale = priceSaving(price, discountedPrice) !== null;
  const nowSar = onSale && discountedPrice !== null ? discountedPrice : price;
  const now = formatMoney(nowSar, lang, digits);
  const was = formatMoney(price, lang, digits);
  let spoken = onSale
    ? t('shop.card.newPrice', { price: now })
    : t('shop.card.price', { price: now });
  if (isFrom) {
    spoken = onSale
      ? t('shop.card.newPriceFrom', { price: now })
      : t('shop.card.priceFrom', { price: now });
  }
  return (
    <div className="price-tag" data-size={size} data-from={isFrom || undefined}>
      {isFrom && (
        <span className="price-tag__from" aria-hidden="true">
          {t('shop.card.from')}
        </span>
      )}
      <span
        className={onSale ? 'price-tag__current price-tag__current--sale' : 'price-tag__current'}
        data-testid="price-current"
        data-amount={nowSar}
      >
        <span aria-hidden="true">{now}</span>
        <span className="visually-hidden">{spoken}</span>
      </span>
      {onSale && (
        <s className="price-tag__old" data-testid="price-old" data-amount={price}>
          <span aria-hidden="true">{was}</span>
          <span className="visually-hidden">{t('shop.card.oldPrice', { price: was })}</span>
        </s>
      )}
    </div>
  );
}
