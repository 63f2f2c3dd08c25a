import type { Favorite } from '@dukkan/contracts';
import { Button } from '@mantine/core';
import { IconShoppingBagPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { cardAddAction } from '../../components/card-add-action';
import { useTranslation } from '../../../i18n/use-translation';
import { useAppDispatch } from '../../../app/hooks';
import { notify } from '../../../lib/notify';
import { localName } from '../../../lib/local-name';
import { useLanguage } from '../../../i18n/use-language';
import { addToCart } from '../../../shopping/cart.thunks';
import { removeFavorite } from '../../../shopping/favorites.thunks';

interface WishlistCardActionsProps {
  favorite: Favorite;
  /** After the product left the wishlist (moved or removed). */
  onGone: () => void;
}

/**
 * "Move to cart" (one of it into the cart, then off the wishlist) and "Remove". When the cart
 * refuses (out of stock, no longer sold) the product stays on the wishlist and the reason shows.
 */
export function WishlistCardActions({ favorite, onGone }: WishlistCardActionsProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState<'move' | 'remove' | null>(null);
  const name = localName(favorite, lang);
  const action = cardAddAction(favorite);

  async function move() {
    setBusy('move');
    try {
      await dispatch(addToCart({ productId: favorite.productId, quantity: 1 })).unwrap();
      await dispatch(removeFavorite(favorite.productId)).unwrap();
      notify.success(null, t('cart.wishlist.moved', { name }));
      onGone();
    } catch (error) {
      notify.error(error);
      setBusy(null);
    }
  }

  async function remove() {
    setBusy('remove');
    try {
      const answer = await dispatch(removeFavorite(favorite.productId)).unwrap();
      notify.success(answer.message, t('cart.wishlist.removed'));
      onGone();
    } catch (error) {
      notify.error(error);
      setBusy(null);
    }
  }

  // The visible words start each name; the product's name is added for screen readers, since
  // every card has the same two buttons. The wishlist keeps products, not variants: a product
  // with options is chosen on its page.
  const moveButton =
    action === 'choose' ? (
      <Button
        component={Link}
        to={`/product/${favorite.productId}`}
        size="compact-sm"
        fullWidth
        leftSection={<IconShoppingBagPlus size={16} aria-hidden />}
        data-testid="move-to-cart"
      >
        {t('cart.wishlist.chooseOptions')}
        <span className="visually-hidden">: {name}</span>
      </Button>
    ) : (
      <Button
        size="compact-sm"
        fullWidth
        leftSection={<IconShoppingBagPlus size={16} aria-hidden />}
        disabled={action === 'unavailable' || busy === 'remove'}
        loading={busy === 'move'}
        onClick={() => void move()}
        data-testid="move-to-cart"
      >
        {t('cart.wishlist.moveToCart')}
        <span className="visually-hidden">: {name}</span>
      </Button>
    );

  return (
    <>
      {moveButton}
      <Button
        size="compact-sm"
        variant="default"
        fullWidth
        leftSection={<IconTrash size={16} aria-hidden />}
        disabled={busy === 'move'}
        loading={busy === 'remove'}
        onClick={() => void remove()}
        data-testid="remove-favorite"
      >
        {t('cart.wishlist.remove')}
        <span className="visually-hidden">: {name}</span>
      </Button>
    </>
  );
}
