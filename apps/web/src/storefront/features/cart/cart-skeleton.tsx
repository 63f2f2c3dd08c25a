import { Group, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import './cart.css';

/** The cart's shape while the first answer is on its way. */
export function CartSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      className="cart-layout"
      role="status"
      aria-label={t('cart.loading')}
      data-testid="cart-skeleton"
    >
      <Stack gap="sm" aria-hidden>
        {[0, 1, 2].map((index) => (
          <Group
            key={index}
            gap="md"
            wrap="nowrap"
            p="md"
            className="cart-line cart-line--skeleton"
          >
            <Skeleton w={80} h={80} radius="md" />
            <Stack gap={8} flex={1}>
              <Skeleton h={14} w="70%" />
              <Skeleton h={12} w="30%" />
              <Skeleton h={32} w={140} />
            </Stack>
          </Group>
        ))}
      </Stack>
      <Skeleton h={280} radius="lg" aria-hidden />
    </div>
  );
}
