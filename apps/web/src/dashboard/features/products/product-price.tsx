import type { Product } from '@dukkan/contracts';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../../../i18n/use-language';
import { useDigits } from '../../../lib/digits-context';
import { formatMoney } from '../../../lib/format-number';

interface ProductPriceProps {
  product: Pick<Product, 'price' | 'discountedPrice'>;
  size?: 'sm' | 'lg';
  /** Lists stack the two prices; the details screen puts them on one line. */
  inline?: boolean;
}

/** The price, or the discounted price with the old one struck through. */
export function ProductPrice({ product, size = 'sm', inline = false }: ProductPriceProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const digits = useDigits();
  const fz = size === 'lg' ? 26 : 'sm';
  const price = formatMoney(product.price, lang, digits);
  if (product.discountedPrice === null) {
    return (
      <Text fz={fz} fw={600} className="numeric-cell">
        {price}
      </Text>
    );
  }
  const Layout = inline ? Group : Stack;
  return (
    <Layout gap={inline ? 'sm' : 0} align={inline ? 'baseline' : 'flex-start'}>
      <Text fz={fz} fw={700} c="red.9" className="numeric-cell">
        <span className="visually-hidden">{t('productsAdmin.price.now')} </span>
        {formatMoney(product.discountedPrice, lang, digits)}
      </Text>
      <Text fz={size === 'lg' ? 'md' : 'xs'} c="dimmed" td="line-through" className="numeric-cell">
        <span className="visually-hidden">{t('productsAdmin.price.was')} </span>
        {price}
      </Text>
    </Layout>
  );
}
