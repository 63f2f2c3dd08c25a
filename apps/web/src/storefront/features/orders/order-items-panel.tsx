import type { OrderDetails } from '@dukkan/contracts';
import { useTranslation } from '../../../i18n/use-translation';
import { OrderLines } from '../../../components/order-lines';
import { linePath } from '../../../lib/line-options';
import { Panel } from './order-panel';

/** The order's lines as the shopper sees them: each links to its product's page. */
export function OrderItemsPanel({ order }: { order: OrderDetails }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('orders.details.items')}>
      <OrderLines
        items={order.items}
        productPath={(productId, item) => linePath(productId, item.variantId, item.options)}
        describeQuantity={(qty, price) =>
          `${t('orders.details.quantity', { qty })} · ${t('orders.details.unitPrice', { price })}`
        }
      />
    </Panel>
  );
}
