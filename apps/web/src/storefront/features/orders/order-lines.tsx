import type { OrderItem } from '@dukkan/contracts';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localName } from '../../../catalog/local-name';
import { useLanguage } from '../../../i18n/use-language';
import { thumbnailUrl } from '../../../lib/image-srcset';
import { formatCount, formatMoney } from '../../../lib/format-number';

/** The order's lines as they were bought (snapshots: a later price or name change does not show). */
export function OrderLines({ items }: { items: OrderItem[] }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <Stack component="ul" className="plain-list" gap="md" data-testid="order-lines">
      {items.map((item, index) => {
        const name = localName(item, lang);
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
                width={72}
                height={72}
                className="order-line__thumb"
                loading="lazy"
              />
            ) : (
              <div className="order-line__thumb order-card__thumb--empty" aria-hidden>
                <IconPhoto size={28} stroke={1.5} />
              </div>
            )}
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              {item.productId !== null ? (
                <Anchor component={Link} to={`/product/${item.productId}`} fw={600} lineClamp={2}>
                  {name}
                </Anchor>
              ) : (
                <Text fw={600} lineClamp={2}>
                  {name}
                </Text>
              )}
              <Text fz="sm" c="dimmed">
                {`${t('orders.details.quantity', { qty: formatCount(item.quantity, lang) })} · ${t('orders.details.unitPrice', { price: formatMoney(item.unitPrice, lang) })}`}
              </Text>
            </Stack>
            <Text fw={700} className="money-row__amount">
              {formatMoney(item.lineTotal, lang)}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}
