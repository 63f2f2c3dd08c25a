import type { OrderSummary } from '@dukkan/contracts';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconChevronRight, IconPackage } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { useLanguage } from '../../../i18n/use-language';
import { useDigits } from '../../../lib/digits-context';
import { formatDate } from '../../../lib/format-date';
import { thumbnailUrl } from '../../../lib/image-srcset';
import { formatCount, formatMoney } from '../../../lib/format-number';
import { ShopperStatusBadges } from './shopper-status-badges';

/** One order in "My orders": the whole card links to its page. */
export function OrderCard({ order }: { order: OrderSummary }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const digits = useDigits();
  const thumb = thumbnailUrl(order.imageUrl);
  return (
    <Paper
      component="li"
      withBorder
      radius="lg"
      className="order-card"
      data-testid="order-card"
      data-order-id={order.id}
    >
      <Group wrap="nowrap" gap="md" p="md" align="center">
        {thumb ? (
          <img
            src={thumb}
            alt=""
            width={64}
            height={64}
            className="order-card__thumb"
            loading="lazy"
          />
        ) : (
          <div className="order-card__thumb order-card__thumb--empty" aria-hidden>
            <IconPackage size={28} stroke={1.5} />
          </div>
        )}
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            {/* The order number is the link; its ::after covers the card, so the whole card opens it. */}
            <Link
              to={`/my-orders/${order.id}`}
              className="order-card__link"
              data-testid="order-number"
            >
              <span dir="ltr">{order.orderNumber}</span>
            </Link>
            <Text
              fw={700}
              className="money-row__amount"
              data-testid="order-total"
              data-amount={order.total}
            >
              {formatMoney(order.total, lang, digits)}
            </Text>
          </Group>
          {/* Date and count wrap as wholes on a narrow screen. */}
          <Text fz="sm" c="dimmed">
            <span className="order-card__fact">
              {t('orders.list.placedOn', { date: formatDate(order.createdAt, lang, digits) })}
            </span>
            {' · '}
            <span className="order-card__fact">
              {t('orders.list.itemsCount', { items: formatCount(order.itemsCount, lang, digits) })}
            </span>
          </Text>
          <Group gap="xs">
            <ShopperStatusBadges order={order} size="sm" />
            <Text fz="xs" c="dimmed">
              {t(`orders.paymentMethod.${order.paymentMethod}`)}
            </Text>
          </Group>
        </Stack>
        <IconChevronRight size={20} aria-hidden className="order-card__chevron" />
      </Group>
    </Paper>
  );
}
