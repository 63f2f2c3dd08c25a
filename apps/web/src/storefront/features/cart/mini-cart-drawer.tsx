import type { CartItem } from '@dukkan/contracts';
import { Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheckFilled, IconShoppingBag, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { useLanguage } from '../../../i18n/use-language';
import { formatCount, formatMoney } from '../../../lib/format-number';
import { isolate } from '../../../lib/isolate';
import { localName } from '../../../lib/local-name';
import { lineOptionsText } from '../../../lib/line-options';
import { selectCartState } from '../../../shopping/cart.slice';
import { MoneyRow } from '../../components/money-rows';
import { ProductImage } from '../catalog/product-image';
import type { AddedItem } from './mini-cart-context';
import './mini-cart.css';
import { useDigits } from '../../../lib/digits-context';

function AddedLine({ item }: { item: CartItem }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const digits = useDigits();
  return (
    <Group
      gap="md"
      wrap="nowrap"
      align="flex-start"
      data-testid="mini-cart-line"
      data-product-id={item.productId}
    >
      <div className="mini-cart__image">
        <ProductImage url={item.imageUrl ?? undefined} alt="" sizes="80px" />
      </div>
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600} lineClamp={2}>
          {localName(item, lang)}
        </Text>
        {item.options.length > 0 && (
          <Text fz="sm" c="dimmed" data-testid="line-options">
            {lineOptionsText(item.options, lang)}
          </Text>
        )}
        <Text fz="sm" c="dimmed">
          {t('cart.mini.quantity', {
            qty: isolate(formatCount(item.quantity, lang, digits)),
            price: isolate(formatMoney(item.unitPrice, lang, digits)),
          })}
        </Text>
        <Text fw={700} className="money-row__amount" data-testid="mini-cart-line-total">
          {formatMoney(item.lineTotal, lang, digits)}
        </Text>
      </Stack>
    </Group>
  );
}

/**
 * What an add to the cart opens: the line as it is now in the cart, the cart's total and the ways
 * on. It reads the cart slice, which the add's answer (the whole cart) has just updated, so it
 * asks the server nothing more. Mantine lays drawers out with flexbox, so "right" is the inline
 * end: the left in Arabic.
 */
export default function MiniCartDrawer({
  line,
  opened,
  onClose,
}: {
  line: AddedItem | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { cart, items, totalAmount } = useAppSelector(selectCartState);
  const added = items.find((item) =>
    line?.variantId === undefined
      ? item.productId === line?.productId
      : item.variantId === line.variantId,
  );
  const lang = useLanguage();
  const digits = useDigits();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="sm"
      title={
        <Group gap="xs" component="span" wrap="nowrap">
          <IconCircleCheckFilled size={22} aria-hidden className="mini-cart__check" />
          <Text fw={700} fz="lg" component="span">
            {t('cart.mini.title')}
          </Text>
        </Group>
      }
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-testid="mini-cart"
    >
      <Stack gap="lg">
        {added && <AddedLine item={added} />}
        <Stack gap={6} className="mini-cart__totals">
          <MoneyRow
            label={t('cart.mini.total')}
            amount={totalAmount}
            isTotal
            testId="mini-cart-total"
          />
          <Text fz="sm" c="dimmed" data-testid="mini-cart-count">
            {t('cart.itemCount', { count: formatCount(cart?.itemsCount ?? 0, lang, digits) })}
          </Text>
          <Group gap={6} wrap="nowrap" c="dimmed">
            <IconTruckDelivery size={16} aria-hidden />
            <Text fz="xs">{t('cart.deliveryNote')}</Text>
          </Group>
        </Stack>
        <Stack gap="sm">
          <Button
            component={Link}
            to="/cart/checkout"
            size="md"
            onClick={onClose}
            data-testid="mini-cart-checkout"
          >
            {t('cart.mini.checkout')}
          </Button>
          <Button
            component={Link}
            to="/cart"
            size="md"
            variant="default"
            leftSection={<IconShoppingBag size={18} aria-hidden />}
            onClick={onClose}
            data-testid="mini-cart-view"
          >
            {t('cart.mini.viewCart')}
          </Button>
          <Button variant="subtle" onClick={onClose} data-testid="mini-cart-continue">
            {t('cart.mini.keepShopping')}
          </Button>
        </Stack>
      </Stack>
    </Drawer>
  );
}
