import type { Product } from '@dukkan/contracts';
import { ActionIcon } from '@mantine/core';
import { IconShoppingBagPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useCartActions } from './use-cart-actions';
import './quick-add-button.css';

/** A product card's one-tap "add one to the cart" (the product page offers a quantity). */
export function QuickAddButton({ product, name }: { product: Product; name: string }) {
  const { t } = useTranslation();
  const { addToCart } = useCartActions();
  const [isAdding, setIsAdding] = useState(false);
  const isOutOfStock = product.stock <= 0;

  async function add() {
    setIsAdding(true);
    try {
      await addToCart(product, 1);
    } finally {
      setIsAdding(false);
    }
  }

  return (
    <ActionIcon
      variant="light"
      color="brand"
      size={36}
      radius="xl"
      className="quick-add"
      aria-label={t('cart.quickAdd', { name })}
      disabled={isOutOfStock}
      loading={isAdding}
      onClick={() => void add()}
      data-testid="quick-add"
    >
      <IconShoppingBagPlus size={19} aria-hidden />
    </ActionIcon>
  );
}
