import type { CartItem } from '@dukkan/contracts';
import { ActionIcon, Anchor, Badge, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { useAppDispatch } from '../../../app/hooks';
import { notify } from '../../../lib/notify';
import { localName } from '../../../lib/local-name';
import { lineOptionsText, linePath } from '../../../lib/line-options';
import { useLanguage } from '../../../i18n/use-language';
import { removeCartItem, updateCartItem } from '../../../shopping/cart.thunks';
import { useDigits } from '../../../lib/digits-context';
import { formatCount, formatMoney } from '../../../lib/format-number';
import { PriceTag } from '../catalog/price-tag';
import { ProductImage } from '../catalog/product-image';
import { QuantityStepper } from '../catalog/quantity-stepper';
import { orderableMax } from '../catalog/stock-state';
import './cart.css';

/** The picture is 80 px wide on phones and 96 px from tablets up: the 320 px file is plenty. */
const LINE_IMAGE_SIZES = '96px';

/**
 * One line of the cart: picture, name (links to the product), unit price with the old price when
 * discounted, quantity 1..stock, line total and remove. The server answers every change with the
 * whole cart, so the line sends the change and shows what comes back; meanwhile the stepper shows
 * the quantity asked for, and stays usable so focus is never lost mid-change.
 */
export function CartLine({ item }: { item: CartItem }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const digits = useDigits();
  const dispatch = useAppDispatch();
  const [asked, setAsked] = useState<number | null>(null);
  const [isRemoving, setIsRemoving] = useState(false);
  const latest = useRef(0);
  const name = localName(item, lang);
  const productPath = linePath(item.productId, item.variantId, item.options);
  const optionsText = lineOptionsText(item.options, lang);
  const line = { productId: item.productId, variantId: item.variantId };

  let problem: string | null = null;
  if (!item.isAvailable) {
    if (!item.isActive) problem = t('cart.inactiveLine');
    else if (item.stock <= 0) problem = t('cart.outOfStockLine');
    else problem = t('cart.stockLine', { count: formatCount(item.stock, lang, digits) });
  }

  async function changeQuantity(quantity: number) {
    if (quantity === (asked ?? item.quantity)) return;
    const request = ++latest.current;
    setAsked(quantity);
    try {
      // The line's new total shows the change; only a refusal (stock) needs a message.
      await dispatch(updateCartItem({ ...line, quantity })).unwrap();
    } catch (error) {
      notify.error(error);
    } finally {
      if (request === latest.current) setAsked(null);
    }
  }

  async function remove() {
    setIsRemoving(true);
    try {
      const answer = await dispatch(removeCartItem(line)).unwrap();
      notify.success(answer.message, t('cart.removed', { name }));
    } catch (error) {
      notify.error(error);
      setIsRemoving(false);
    }
  }

  return (
    <article
      className="cart-line"
      data-testid="cart-line"
      data-product-id={item.productId}
      data-variant-id={item.variantId}
      data-available={item.isAvailable}
      aria-busy={asked !== null || isRemoving}
    >
      <Link to={productPath} className="cart-line__image" tabIndex={-1} aria-hidden>
        <ProductImage url={item.imageUrl ?? undefined} alt="" sizes={LINE_IMAGE_SIZES} />
      </Link>
      <div className="cart-line__info">
        <Anchor component={Link} to={productPath} className="cart-line__name" fw={600} c="dark.7">
          {name}
        </Anchor>
        {optionsText && (
          <Text fz="sm" c="dimmed" data-testid="line-options">
            {optionsText}
          </Text>
        )}
        <PriceTag price={item.originalPrice} discountedPrice={item.discountedPrice} size="sm" />
        {problem && (
          <Group gap={6} wrap="nowrap" align="flex-start" data-testid="line-problem">
            <Badge color="red.9" variant="light" radius="sm" className="cart-line__flag">
              {t('cart.unavailable')}
            </Badge>
            <Text fz="xs" c="red.9">
              <IconAlertTriangle size={14} aria-hidden className="cart-line__flag-icon" />
              {problem}
            </Text>
          </Group>
        )}
      </div>
      <div className="cart-line__quantity" role="group" aria-label={t('cart.quantityOf', { name })}>
        <QuantityStepper
          value={asked ?? item.quantity}
          max={Math.max(1, orderableMax(item.stock))}
          onChange={(quantity) => void changeQuantity(quantity)}
          disabled={isRemoving || !item.isActive || item.stock <= 0}
        />
      </div>
      <div className="cart-line__total">
        <Text fz="xs" c="dimmed">
          {t('cart.lineTotal')}
        </Text>
        <Text
          fw={700}
          className="cart-line__amount"
          data-testid="line-total"
          data-amount={item.lineTotal}
        >
          {formatMoney(item.lineTotal, lang, digits)}
        </Text>
      </div>
      <ActionIcon
        variant="subtle"
        color="gray"
        c="dark.4"
        size={40}
        className="cart-line__remove"
        aria-label={t('cart.removeNamed', { name })}
        onClick={() => void remove()}
        loading={isRemoving}
        data-testid="remove-line"
      >
        <IconTrash size={20} aria-hidden />
      </ActionIcon>
    </article>
  );
}
