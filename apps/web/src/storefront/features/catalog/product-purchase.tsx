import type { ProductDetail, ProductOption, ProductVariant } from '@dukkan/contracts';
import { Button, Group, Stack, Text, ThemeIcon } from '../../../kit';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleX,
  IconShoppingBagPlus,
} from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../../../i18n/use-language';
import { useDigits } from '../../../lib/digits-context';
import { formatCount } from '../../../lib/format-number';
import { QuantityStepper } from './quantity-stepper';
import { clampQuantity, orderableMax, stockStateOf, type StockState } from './stock-state';
import { WishlistButton } from '../../components/wishlist-button';
import { useCartActions } from '../../components/use-cart-actions';
import { StickyBuyBar } from './sticky-buy-bar';
import { choicesText } from './variant-choice';
import { currentPrice } from './price-saving';

function StockLine({ state }: { state: StockState }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const digits = useDigits();
  const [color, Icon, text] =
    state.kind === 'outOfStock'
      ? (['red.9', IconCircleX, t('shop.product.outOfStock')] as const)
      : state.kind === 'lowStock'
        ? ([
            '#9a3412',
            IconAlertTriangle,
            t('shop.product.lowStock', { count: formatCount(state.left, lang, digits) }),
          ] as const)
        : (['brand.8', IconCircleCheck, t('shop.product.inStock')] as const);
  return (
    <Group gap={6} data-testid="stock-state" data-kind={state.kind}>
      <ThemeIcon variant="transparent" color={color} size="sm" aria-hidden>
        <Icon size={18} />
      </ThemeIcon>
      <Text fw={600} c={color} fz="sm">
        {text}
      </Text>
    </Group>
  );
}

interface ProductPurchaseProps {
  product: ProductDetail;
  /** The chosen variant; undefined while options are still to choose. */
  variant: ProductVariant | undefined;
  /** The options still to choose (empty once the choice is complete). */
  missing: ProductOption[];
  /** Takes the shopper to the first option still to choose. */
  onChooseMissing: () => void;
}

/**
 * Stock state, quantity (1..stock) and the add-to-cart and wishlist buttons; on phones also the
 * buy bar at the bottom of the screen while these buttons are out of view. Everything is the
 * chosen variant's; until every option is chosen the button names what is missing instead.
 */
export function ProductPurchase({
  product,
  variant,
  missing,
  onChooseMissing,
}: ProductPurchaseProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { addToCart } = useCartActions();
  const [quantity, setQuantity] = useState(1);
  const [isAdding, setIsAdding] = useState(false);
  const buttons = useRef<HTMLDivElement>(null);
  const stock = variant?.stock ?? 0;
  const state = stockStateOf(stock);
  // Every combination switched off: nothing to choose, the product is simply out of stock.
  const isIncomplete = product.variants.length > 0 && (missing.length > 0 || !variant);
  const isOutOfStock = !isIncomplete && state.kind === 'outOfStock';
  // Stock can drop between visits; never offer more than there is.
  const chosen = clampQuantity(quantity, stock);
  const chooseLabel = t('shop.variants.choose', { choices: choicesText(missing, lang) });

  async function add() {
    if (isIncomplete || !variant) return onChooseMissing();
    setIsAdding(true);
    try {
      await addToCart(product, chosen, variant.id);
    } finally {
      setIsAdding(false);
    }
  }

  let label = t('shop.product.addToCart');
  if (isIncomplete) label = chooseLabel;
  else if (isOutOfStock) label = t('shop.product.outOfStock');

  return (
    <Stack gap="md">
      {!isIncomplete && <StockLine state={state} />}
      {/* On a narrow phone the buttons move under the quantity rather than squeeze the label. */}
      <Group gap="sm" align="stretch" ref={buttons}>
        <QuantityStepper
          value={chosen}
          max={orderableMax(product.stock)}
          onChange={setQuantity}
          disabled={isOutOfStock || isIncomplete}
        />
        <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 220px' }}>
          <Button
            size="md"
            h={42}
            flex={1}
            leftSection={<IconShoppingBagPlus size={20} aria-hidden />}
            disabled={isOutOfStock}
            loading={isAdding}
            onClick={() => void add()}
            data-testid="add-to-cart"
          >
            {label}
          </Button>
          <WishlistButton product={product} label={t('shop.product.addToWishlist')} />
        </Group>
      </Group>
      {!isOutOfStock && (
        <StickyBuyBar
          price={variant ? currentPrice(variant) : currentPrice(product)}
          label={label}
          quantity={chosen}
          isAdding={isAdding}
          onAdd={() => void add()}
          watch={buttons}
        />
      )}
    </Stack>
  );
}
