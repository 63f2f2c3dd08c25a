import type { OrderItem } from '@dukkan/contracts';
import { useTranslation } from '../../../i18n/use-translation';
import { OrderLines as SharedOrderLines } from '../../../components/order-lines';
import { isolate } from '../../../lib/isolate';

/** The order's lines on staff screens: denser, with each SKU, names leading to the product form. */
export function OrderLines({ items }: { items: OrderItem[] }) {
  const { t } = useTranslation();
  return (
    <SharedOrderLines
      items={items}
      productPath={(productId) => `/dashboard/products/${productId}`}
      describeQuantity={(qty, price) => t('ordersAdmin.details.quantity', { qty, price })}
      describeProduct={(item) => {
        const sku = t('ordersAdmin.details.sku', { sku: isolate(item.sku) });
        return item.productId === null
          ? `${sku} · ${t('ordersAdmin.details.removedProduct')}`
          : sku;
      }}
      dense
      label={t('ordersAdmin.details.itemsLabel')}
    />
  );
}
