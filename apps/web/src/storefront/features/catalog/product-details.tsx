import type { Product, ProductDetail } from '@dukkan/contracts';
import { Anchor, Divider, Group, Stack, Text, Title } from '../../../kit';
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
import { VariantPicker } from './variant-picker';
import { missingOptions } from './variant-choice';
import type { VariantChoice } from './use-variant-choice';
import './product-page.css';

/**
 * The buying column: brand, name, category, price with the saving, the options, stock and the
 * buttons. Price, saving, SKU and stock are the chosen variant's; while an option is still to
 * choose, the price is the cheapest ("From …" when the variants differ).
 */
export function ProductDetails({
  product,
  choice: { choice, variant, pick },
}: {
  product: ProductDetail;
  choice: VariantChoice;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const digits = useDigits();
  const priced = variant ?? product;
  const saving = priceSaving(priced.price, priced.discountedPrice);
  const missing = missingOptions(product, choice);
  const pickerId = `product-options-${product.id}`;

  function showMissing() {
    const group = document.getElementById(pickerId);
    const first = group?.querySelectorAll('fieldset')[choice.indexOf(null)];
    first?.querySelector<HTMLButtonElement>('button:not([aria-disabled])')?.focus();
  }

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
            {t('shop.product.sku', { sku: priced.sku })}
          </Text>
        </Group>
      </Stack>
      <Divider />
      <Stack gap={6} data-testid="product-price">
        <PriceTag
          price={priced.price}
          discountedPrice={priced.discountedPrice}
          size="xl"
          isFrom={!variant && product.priceMax !== product.price}
        />
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
      {product.options.length > 0 && (
        <div id={pickerId}>
          <VariantPicker product={product} choice={choice} onPick={pick} />
        </div>
      )}
      <ProductPurchase
        key={product.id}
        product={product}
        variant={variant}
        missing={missing}
        onChooseMissing={showMissing}
      />
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
