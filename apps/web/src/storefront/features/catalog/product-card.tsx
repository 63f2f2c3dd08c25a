import type { Product } from '@dukkan/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { useLanguage } from '../../../i18n/use-language';
import { priceSaving } from './price-saving';
import { useDigits } from '../../../lib/digits-context';
import { formatPercent } from '../../../lib/format-number';
import { localName } from '../../../lib/local-name';
import { PriceTag } from './price-tag';
import { ProductImage } from './product-image';
import { SwatchDots } from './swatch-dots';
import { QuickAddButton } from '../../components/quick-add-button';
import { WishlistButton } from '../../components/wishlist-button';
import './catalog.css';

/**
 * Grid cells: two columns on phones (about half of a 390 px screen, so the 320 px file), three on
 * tablets, four or five on desktops.
 */
export const CARD_IMAGE_SIZES = '(max-width: 47.99em) 48vw, (max-width: 74.99em) 31vw, 260px';

interface ProductCardProps {
  product: Product;
  /** The heading level of the name within the page (cards sit under a section heading). */
  headingOrder?: 2 | 3;
  sizes?: string;
  /** Replaces the heart and the quick add (the wishlist shows its own buttons). */
  actions?: ReactNode;
  /** When its picture loads (ProductImage): lists load their first row with the page. */
  imageLoading?: 'lazy' | 'eager' | 'first';
}

/**
 * A product in a list: picture, badges, heart, brand, name (the link), price and add to cart.
 * Plain elements and catalog.css rather than the UI kit's components: a list hydrates a dozen or
 * more cards, and the kit's per-element theme and style work was most of a phone's hydration.
 */
export function ProductCard({
  product,
  headingOrder = 3,
  sizes = CARD_IMAGE_SIZES,
  actions,
  imageLoading = 'lazy',
}: ProductCardProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const digits = useDigits();
  const name = localName(product, lang);
  const saving = priceSaving(product.price, product.discountedPrice);
  const isOutOfStock = product.stock <= 0;
  const Heading = headingOrder === 2 ? 'h2' : 'h3';

  return (
    <article className="product-card" data-testid="product-card" data-product-id={product.id}>
      <div className="product-card__media">
        <ProductImage url={product.images[0]} alt="" sizes={sizes} loading={imageLoading} />
        <div className="product-card__badges">
          {saving && (
            <span className="card-badge card-badge--sale" data-testid="discount-badge">
              {t('shop.card.discount', { percent: formatPercent(saving.percent, lang, digits) })}
            </span>
          )}
          {isOutOfStock && (
            <span className="card-badge" data-testid="out-of-stock-badge">
              {t('shop.card.outOfStock')}
            </span>
          )}
        </div>
        {!actions && (
          <WishlistButton
            product={product}
            label={t('cart.wishlist.saveNamed', { name })}
            size={36}
            variant="white"
            className="product-card__wishlist"
          />
        )}
      </div>
      <div className="product-card__body">
        <p className="product-card__brand">{product.brandName}</p>
        <Heading className="product-card__name">
          <Link to={`/product/${product.id}`} className="product-card__link">
            {name}
          </Link>
        </Heading>
        <SwatchDots swatches={product.swatches} />
        <div className="product-card__price">
          <PriceTag
            price={product.price}
            discountedPrice={product.discountedPrice}
            isFrom={product.priceMax !== product.price}
          />
          {!actions && <QuickAddButton product={product} name={name} />}
        </div>
        {actions && <div className="product-card__actions">{actions}</div>}
      </div>
    </article>
  );
}
