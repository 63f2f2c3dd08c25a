import type { Product } from '@dukkan/contracts';
import { Anchor, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconDiscount2 } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { useLanguage } from '../../../i18n/use-language';
import { priceSaving } from './price-saving';
import { useDigits } from '../../../lib/digits-context';
import { formatMoney, formatPercent } from '../../../lib/format-number';
import { localDescription, localName } from '../../../lib/local-name';
import { PriceTag } from './price-tag';
import { ProductPurchase } from './product-purchase';
import './product-page.css';

/** The buying column: brand, name, category, price with the saving, stock and the buttons. */
export function ProductDetails({ product }: { product: Product }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const digits = useDigits();
  const saving = priceSaving(product.price, product.discountedPrice);

  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Anchor
          component={Link}
          to={`/brand/${product.brandId}`}
          fw={700}
          fz="sm"
          tt="uppercase"
          lts={0.5}
        >
          {product.brandName}
        </Anchor>
        <Title order={1} fz={{ base: 22, sm: 30 }} lh={1.3} data-testid="product-name">
          {localName(product, lang)}
        </Title>
        <Group gap="xs" fz="sm">
          <Text fz="sm" c="dimmed" component="span">
            {t('shop.product.category')}:
          </Text>
          <Anchor component={Link} to={`/category/${product.categoryId}`} fz="sm">
            {product.categoryName}
          </Anchor>
          <Text fz="sm" c="dimmed" component="span" aria-hidden>
            ·
          </Text>
          <Text fz="sm" c="dimmed" component="span" className="numeric-cell">
            {t('shop.product.sku', { sku: product.sku })}
          </Text>
        </Group>
      </Stack>
      <Divider />
      <Stack gap={6} data-testid="product-price">
        <PriceTag price={product.price} discountedPrice={product.discountedPrice} size="xl" />
        {saving && (
          <Group gap={6} c="red.9" data-testid="product-saving">
            <IconDiscount2 size={18} aria-hidden />
            <Text fz="sm" fw={600} c="red.9">
              {t('shop.product.save', {
                amount: formatMoney(saving.amountSar, lang, digits),
                percent: formatPercent(saving.percent, lang, digits),
              })}
            </Text>
          </Group>
        )}
        <Text fz="xs" c="dimmed">
          {t('shop.product.vatIncluded')}
        </Text>
      </Stack>
      <ProductPurchase key={product.id} product={product} />
    </Stack>
  );
}

/** The description in the UI language, paragraphs kept. */
export function ProductDescription({ product }: { product: Product }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const text = localDescription(product, lang);
  return (
    <Stack gap="sm" component="section" aria-labelledby="product-description">
      <Title order={2} id="product-description" fz={{ base: 20, sm: 22 }}>
        {t('shop.product.description')}
      </Title>
      <Text className="product-description" c={text ? undefined : 'dimmed'}>
        {text || t('shop.product.noDescription')}
      </Text>
    </Stack>
  );
}
