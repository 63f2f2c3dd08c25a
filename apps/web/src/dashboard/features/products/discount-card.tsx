import type { Product } from '@dukkan/contracts';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDiscount2, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useAppDispatch } from '../../../app/hooks';
import { notify } from '../../../lib/notify';
import { removeDiscount } from '../../../catalog/products.thunks';
import { ConfirmModal } from '../../../components/confirm-modal';
import { DiscountModal } from './discount-modal';
import { DiscountSummary } from './discount-summary';

/** The details screen's discount: what it is, and the ways to add, change or remove it. */
export function DiscountCard({ product }: { product: Product }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [editing, setEditing] = useState(false);
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const [removing, setRemoving] = useState(false);

  async function remove() {
    setRemoving(true);
    try {
      const result = await dispatch(removeDiscount(product.id)).unwrap();
      notify.success(result.message, t('productsAdmin.discount.removed'));
      setConfirmingRemoval(false);
    } catch (failure) {
      notify.error(failure);
    } finally {
      setRemoving(false);
    }
  }

  return (
    <Card padding="lg">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="lg">
            {t('productsAdmin.discount.title')}
          </Title>
          <Group gap="xs">
            {product.discount && (
              <Button
                variant="subtle"
                color="red.9"
                c="red.9"
                size="xs"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => setConfirmingRemoval(true)}
                data-testid="remove-discount"
              >
                {t('productsAdmin.discount.remove')}
              </Button>
            )}
            <Button
              variant="light"
              size="xs"
              leftSection={
                product.discount ? (
                  <IconPencil size={16} aria-hidden />
                ) : (
                  <IconDiscount2 size={16} aria-hidden />
                )
              }
              onClick={() => setEditing(true)}
              data-testid="edit-discount"
            >
              {t(product.discount ? 'productsAdmin.discount.edit' : 'productsAdmin.discount.add')}
            </Button>
          </Group>
        </Group>
        <DiscountSummary product={product} />
      </Stack>
      {editing && <DiscountModal product={product} onClose={() => setEditing(false)} />}
      <ConfirmModal
        opened={confirmingRemoval}
        title={t('productsAdmin.discount.removeTitle')}
        confirmLabel={t('productsAdmin.discount.remove')}
        confirmIcon={IconTrash}
        busy={removing}
        onConfirm={() => void remove()}
        onClose={() => setConfirmingRemoval(false)}
      >
        <Text>{t('productsAdmin.discount.removeBody')}</Text>
      </ConfirmModal>
    </Card>
  );
}
