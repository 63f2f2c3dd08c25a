import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import type { ApiError } from '../../../app/api-client';

/**
 * Why the order cannot be placed: the server refused it (`refusal`, with its message), or a line
 * is no longer available. Either way the way out is the cart.
 */
export function OrderRefusedAlert({ refusal }: { refusal: ApiError | null }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={refusal ? t('checkout.refusedTitle') : t('checkout.unavailableTitle')}
      role="alert"
      data-testid="order-refused"
      styles={{ title: { color: 'var(--mantine-color-red-9)' } }}
    >
      <Stack gap="xs" align="flex-start">
        <Text fz="sm">
          {refusal ? refusal.message || t('checkout.refusedBody') : t('checkout.unavailableBody')}
        </Text>
        <Anchor component={Link} to="/cart" fz="sm" fw={600} c="red.9">
          {t('checkout.reviewCart')}
        </Anchor>
      </Stack>
    </Alert>
  );
}
