import type { Product } from '@dukkan/contracts';
import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
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

/**
 * Stock state, quantity (1..stock) and the add-to-cart and wishlist buttons; on phones also the
 * buy bar at the bottom of the screen while these buttons are out of view.
 */
export function ProductPurchase({ product }: { product: Product }) {
  const { t } = useTranslation();
  const { addToCart } = useCartActions();
  const [quantity, setQuantity] = useState(1);
  const [isAdding, setIsAdding] = useState(false);
  const buttons = useRef<HTMLDivElement>(null);
  const state = stockStateOf(product.stock);
  const isOutOfStock = state.kind === 'outOfStock';
  // Stock can drop between visits; never offer more than there is.
  const chosen = clampQuantity(quantity, product.stock);

  async function add() {
    setIsAdding(true);
    try {
      await addToCart(product, chosen);
    } finally {
      setIsAdding(false);
    }
  }

  return (
    <Stack gap="md">
      <StockLine state={state} />
      {/* On a narrow phone the buttons move under the quantity rather than squeeze the label. */}
      <Group gap="sm" align="stretch" ref={buttons}>
        <QuantityStepper
          value={chosen}
          max={orderableMax(product.stock)}
          onChange={setQuantity}
          disabled={isOutOfStock}
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
            {isOutOfStock ? t('shop.product.outOfStock') : t('shop.product.addToCart')}
          </Button>
          <WishlistButton product={product} label={t('shop.product.addToWishlist')} />
        </Group>
      </Group>
      {!isOutOfStock && (
        <StickyBuyBar
          product={product}
          quantity={chosen}
          isAdding={isAdding}
          onAdd={() => void add()}
          watch={buttons}
        />
      )}
    </Stack>
  );
}
