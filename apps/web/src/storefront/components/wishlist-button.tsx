import type { Product } from '@dukkan/contracts';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { IconButton } from './icon-button';
import { useIsFavorite, useCartActions } from './use-cart-actions';

interface WishlistButtonProps {
  product: Product;
  /** A toggle button's name stays the same; `aria-pressed` says whether it is saved. */
  label: string;
  size?: number;
  variant?: 'default' | 'white';
  className?: string;
}

/** The heart: filled when the product is on the shopper's wishlist; a click saves or removes it. */
export function WishlistButton({
  product,
  label,
  size = 42,
  variant = 'default',
  className,
}: WishlistButtonProps) {
  const { toggleWishlist } = useCartActions();
  const isFavorite = useIsFavorite(product);
  const [isBusy, setIsBusy] = useState(false);

  async function toggle() {
    setIsBusy(true);
    try {
      await toggleWishlist(product);
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <IconButton
      variant={variant}
      size={size}
      round={variant === 'white'}
      aria-label={label}
      aria-pressed={isFavorite}
      // Not `disabled`: a disabled button would drop keyboard focus in the middle of the request.
      aria-busy={isBusy}
      onClick={() => {
        if (!isBusy) void toggle();
      }}
      className={className}
      data-testid="wishlist-toggle"
      data-product-id={product.id}
    >
      {isFavorite ? (
        <IconHeartFilled size={20} color="var(--mantine-color-red-7)" aria-hidden />
      ) : (
        <IconHeart size={20} aria-hidden />
      )}
    </IconButton>
  );
}
