import type { OrderItem } from '@dukkan/contracts';
import { Anchor, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localName } from '../../../catalog/local-name';
import { isolate } from '../../../lib/isolate';
import { thumbnailUrl } from '../../../lib/image-srcset';
import { useNumberFormat } from '../../../lib/use-number-format';
import './orders-admin.css';

/** The order's lines as they were bought (snapshots: a later price or name change does not show). */
export function OrderLines({ items }: { items: OrderItem[] }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  return (
    <Stack
      component="ul"
      className="plain-list"
      gap="md"
      aria-label={t('ordersAdmin.details.itemsLabel')}
      data-testid="order-lines"
    >
      {items.map((item, index) => {
        const name = localName(item, format.lang);
        const thumb = thumbnailUrl(item.imageUrl);
        return (
          <Group
            component="li"
            key={`${item.productId ?? 'gone'}-${index}`}
            gap="md"
            wrap="nowrap"
            align="flex-start"
            data-testid="order-line"
          >
            {thumb ? (
              <img
                src={thumb}
                alt=""
                width={64}
                height={64}
                className="oa-line-thumb"
                loading="lazy"
              />
            ) : (
              <ThemeIcon size={64} radius="md" variant="light" color="gray" aria-hidden>
                <IconPhoto size={28} stroke={1.5} />
              </ThemeIcon>
            )}
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              {item.productId !== null ? (
                <Anchor
                  component={Link}
                  to={`/dashboard/products/${item.productId}`}
                  fw={600}
                  fz="sm"
                  lineClamp={2}
                >
                  {name}
                </Anchor>
              ) : (
                <Text fw={600} fz="sm" lineClamp={2}>
                  {name}
                </Text>
              )}
              <Text fz="xs" c="dimmed">
                {t('ordersAdmin.details.sku', { sku: isolate(item.sku) })}
                {item.productId === null && ` · ${t('ordersAdmin.details.removedProduct')}`}
              </Text>
              <Text fz="sm" c="dimmed" className="oa-amount">
                {t('ordersAdmin.details.quantity', {
                  qty: format.number(item.quantity),
                  price: format.sar(item.unitPrice),
                })}
              </Text>
            </Stack>
            <Text fw={700} fz="sm" className="oa-amount">
              {format.sar(item.lineTotal)}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}
