import '../../app/styles/browser-screens';
import { ORDER_STATUSES, type OrderStatus } from '@dukkan/contracts';
import { Button, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconFilter, IconFilterOff, IconPackage } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { AppPagination } from '../../components/app-pagination';
import { useLanguage } from '../../i18n/use-language';
import { usePageMeta } from '../../lib/use-page-meta';
import { selectOrdersState } from '../../shopping/orders.slice';
import { fetchMyOrders } from '../../shopping/orders.thunks';
import { useDigits } from '../../lib/digits-context';
import { formatCount } from '../../lib/format-number';
import { ListError } from '../features/catalog/list-states';
import { useRequest } from '../../app/use-request';
import { OrderCard } from '../features/orders/order-card';
import { OrdersEmpty } from '../features/orders/orders-empty';
import {
  MY_ORDERS_PAGE_SIZE,
  parseOrdersQuery,
  writeOrdersQuery,
  type OrdersQuery,
} from '../features/orders/orders-query';
import '../features/orders/orders.css';

function OrdersSkeleton() {
  return (
    <Stack gap="sm" aria-hidden>
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} h={98} radius="lg" />
      ))}
    </Stack>
  );
}

/** The shopper's orders, newest first, ten a page, with a status filter kept in the URL. */
export default function MyOrdersPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const digits = useDigits();
  const dispatch = useAppDispatch();
  usePageMeta(t('orders.list.title'), t('orders.list.description'));
  const [params, setParams] = useSearchParams();
  const query = parseOrdersQuery(params);
  const { orders, paginationData } = useAppSelector(selectOrdersState);
  const request = useRequest(
    () =>
      dispatch(
        fetchMyOrders({
          pageNumber: query.page,
          pageSize: MY_ORDERS_PAGE_SIZE,
          status: query.status,
        }),
      ),
    `${query.page}:${query.status ?? ''}`,
  );

  const change = (next: Partial<OrdersQuery>) =>
    setParams(writeOrdersQuery({ ...query, page: 1, ...next }));
  const totalPages = Math.ceil(paginationData.totalCount / MY_ORDERS_PAGE_SIZE);

  let body;
  if (request.phase === 'error' && !request.hasLoaded) {
    body = (
      <ListError
        title={t('orders.list.loadFailed')}
        error={request.error}
        onRetry={request.retry}
      />
    );
  } else if (!request.hasLoaded) {
    body = <OrdersSkeleton />;
  } else if (orders.length === 0 && request.phase === 'done') {
    body = query.status ? (
      <OrdersEmpty
        icon={IconFilterOff}
        title={t('orders.list.emptyFiltered')}
        body={t('orders.list.emptyFilteredBody')}
      >
        <Button variant="light" onClick={() => change({ status: null })}>
          {t('orders.list.showAll')}
        </Button>
      </OrdersEmpty>
    ) : (
      <OrdersEmpty
        icon={IconPackage}
        title={t('orders.list.empty')}
        body={t('orders.list.emptyBody')}
      >
        <Button
          component={Link}
          to="/shop"
          leftSection={<IconBuildingStore size={18} aria-hidden />}
        >
          {t('common.goToShop')}
        </Button>
      </OrdersEmpty>
    );
  } else {
    body = (
      <Stack gap="lg">
        <Stack
          component="ul"
          className="plain-list"
          gap="sm"
          aria-busy={request.phase === 'loading'}
          style={{ opacity: request.phase === 'loading' ? 0.6 : 1 }}
          data-testid="orders-list"
        >
          {orders.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </Stack>
        <AppPagination
          label={t('orders.list.pagination')}
          page={query.page}
          totalPages={totalPages}
          onChange={(page) => change({ page })}
          compact
        />
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={960} mx="auto">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('orders.list.title')}
          </Title>
          {request.hasLoaded && (
            <Text c="dimmed" fz="sm" data-testid="orders-total">
              {t('orders.list.total', {
                total: formatCount(paginationData.totalCount, lang, digits),
              })}
            </Text>
          )}
        </Stack>
        <Select
          label={t('orders.list.filterLabel')}
          leftSection={<IconFilter size={16} aria-hidden />}
          data={[
            { value: '', label: t('orders.list.allStatuses') },
            ...ORDER_STATUSES.map((status) => ({
              value: status,
              label: t(`orders.status.${status}`),
            })),
          ]}
          value={query.status ?? ''}
          onChange={(value) => change({ status: (value || null) as OrderStatus | null })}
          allowDeselect={false}
          w={{ base: '100%', xs: 220 }}
          data-testid="orders-status-filter"
        />
      </Group>
      {body}
    </Stack>
  );
}
