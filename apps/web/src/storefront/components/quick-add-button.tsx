import type { Product } from '@dukkan/contracts';
import { IconShoppingBagPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { cardAddAction } from './card-add-action';
import { IconButton, IconLink } from './icon-button';
import { useCartActions } from './use-cart-actions';
import './quick-add-button.css';

/**
 * A product card's one-tap "add one to the cart" (the product page offers a quantity). A product
 * with options leads to its page instead, where they are chosen.
 */
export function QuickAddButton({ product, name }: { product: Product; name: string }) {
  const { t } = useTranslation();
  const { addToCart } = useCartActions();
  const [isAdding, setIsAdding] = useState(false);
  const action = cardAddAction(product);

  async function add() {
    setIsAdding(true);
    try {
      await addToCart(product, 1);
    } finally {
      setIsAdding(false);
    }
  }

  if (action === 'choose') {
    return (
      <IconLink
        to={`/product/${product.id}`}
        variant="light"
        size={36}
        round
        className="quick-add"
        aria-label={t('shop.card.chooseOptions', { name })}
        data-testid="quick-add"
        data-chooses="true"
      >
        <IconShoppingBagPlus size={19} aria-hidden />
      </IconLink>
    );
  }

  return (
    <IconButton
      variant="light"
      size={36}
      round
      className="quick-add"
      aria-label={t('cart.quickAdd', { name })}
      disabled={action === 'unavailable'}
      loading={isAdding}
      onClick={() => void add()}
      data-testid="quick-add"
    >
      <IconShoppingBagPlus size={19} aria-hidden />
    </IconButton>
  );
}
