import type { OrderItem } from '@dukkan/contracts';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { IconPhoto, IconReceiptRefund } from '@tabler/icons-react';
import { Link } from 'react-router';
import { localName } from '../lib/local-name';
import { lineOptionsText } from '../lib/line-options';
import { useLanguage } from '../i18n/use-language';
import { useTranslation } from '../i18n/use-translation';
import { thumbnailUrl } from '../lib/image-srcset';
import { useDigits } from '../lib/digits-context';
import { numberFormatFor } from '../lib/use-number-format';
import './order-lines.css';

export interface OrderLinesProps {
  items: readonly OrderItem[];
  /**
   * Where a line's name leads (its variant too, for a page that opens on it); a line whose product
   * has since been deleted is plain text.
   */
  productPath: (productId: number, item: OrderItem) => string;
  /** The line under the name, given the quantity and the unit price already formatted. */
  describeQuantity: (quantity: string, unitPrice: string) => string;
  /** A line above the quantity: staff see the SKU and whether the product is gone. */
  describeProduct?: (item: OrderItem) => string;
  /** Staff screens are denser: 64 px framed pictures, smaller text. */
  dense?: boolean;
  /** The list's accessible name, where no heading gives it one. */
  label?: string;
}

/**
 * An order's lines as they were bought (snapshots: a later price or name change does not show),
 * for the customer's order page and the dashboard's alike.
 */
export function OrderLines({
  items,
  productPath,
  describeQuantity,
  describeProduct,
  dense = false,
  label,
}: OrderLinesProps) {
  const lang = useLanguage();
  const { t } = useTranslation();
  const format = numberFormatFor(lang, useDigits());
  const textSize = dense ? 'sm' : undefined;
  const thumbSize = dense ? 64 : 72;
  return (
    <Stack
      component="ul"
      className={dense ? 'plain-list order-lines--dense' : 'plain-list'}
      gap="md"
      aria-label={label}
      data-testid="order-lines"
    >
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
                width={thumbSize}
                height={thumbSize}
                className="order-line__thumb"
                loading="lazy"
              />
            ) : (
              <div className="order-line__thumb order-line__thumb--empty" aria-hidden>
                <IconPhoto size={28} stroke={1.5} />
              </div>
            )}
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              {item.productId !== null ? (
                <Anchor
                  component={Link}
                  to={productPath(item.productId, item)}
                  fw={600}
                  fz={textSize}
                  lineClamp={2}
                >
                  {name}
                </Anchor>
              ) : (
                <Text fw={600} fz={textSize} lineClamp={2}>
                  {name}
                </Text>
              )}
              {item.options.length > 0 && (
                <Text fz="sm" c="dimmed" data-testid="line-options">
                  {lineOptionsText(item.options, lang)}
                </Text>
              )}
              {describeProduct && (
                <Text fz="xs" c="dimmed" data-testid="order-line-product">
                  {describeProduct(item)}
                </Text>
              )}
              <Text fz="sm" c="dimmed" className={dense ? 'order-line__amount' : undefined}>
                {describeQuantity(format.number(item.quantity), format.sar(item.unitPrice))}
              </Text>
              {item.returnedQuantity > 0 && (
                <Badge
                  color="gray"
                  variant="light"
                  c="var(--mantine-color-gray-9)"
                  leftSection={<IconReceiptRefund size={12} aria-hidden />}
                  data-testid="order-line-returned"
                  data-returned={item.returnedQuantity}
                >
                  {t('returns.returnedUnits', { qty: format.number(item.returnedQuantity) })}
                </Badge>
              )}
            </Stack>
            <Text fw={700} fz={textSize} className="order-line__amount">
              {format.sar(item.lineTotal)}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}
