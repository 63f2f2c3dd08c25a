import '../../app/styles/browser-screens';
import { useTranslation } from '../../i18n/use-translation';
import { useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { usePageMeta } from '../../lib/use-page-meta';
import { selectOrdersState } from '../../shopping/orders.slice';
import { fetchOrderDetails } from '../../shopping/orders.thunks';
import { CatalogNotFound, parseRouteId } from '../features/catalog/catalog-not-found';
import { ListError } from '../features/catalog/list-states';
import { useRequest } from '../../app/use-request';
import { OrderView, OrderSkeleton } from '../features/orders/order-view';

/** `/my-orders/{id}`: one of the shopper's orders with its lines, totals, delivery and history. */
export default function OrderDetailsPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const id = parseRouteId(useParams().id);
  const { order: stored } = useAppSelector(selectOrdersState);
  const request = useRequest(() => dispatch(fetchOrderDetails(id ?? 0)), String(id));
  // The slice may still hold the order opened before this one.
  const order = stored?.id === id ? stored : null;
  usePageMeta(
    order ? t('orders.details.title', { number: order.orderNumber }) : t('orders.list.title'),
    t('orders.details.description'),
  );

  if (id === null || (request.phase === 'error' && request.error?.statusCode === 404)) {
    return (
      <CatalogNotFound
        title={t('orders.details.notFoundTitle')}
        body={t('orders.details.notFoundBody')}
      />
    );
  }
  if (request.phase === 'error' && !order) {
    return (
      <ListError
        title={t('orders.details.loadFailed')}
        error={request.error}
        onRetry={request.retry}
      />
    );
  }
  if (!order) return <OrderSkeleton />;
  return <OrderView order={order} />;
}
