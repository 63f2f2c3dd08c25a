import { Button, Text } from '@mantine/core';
import { IconTrash, IconTrashX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useAppDispatch } from '../../../app/hooks';
import { notify } from '../../../lib/notify';
import { clearCart } from '../../../shopping/cart.thunks';
import { ConfirmModal } from '../../../components/confirm-modal';

/** Empties the cart (every line and the coupon) after asking once. */
export function ClearCartButton() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [isOpen, setIsOpen] = useState(false);
  const [isClearing, setIsClearing] = useState(false);

  async function confirm() {
    setIsClearing(true);
    try {
      const answer = await dispatch(clearCart()).unwrap();
      notify.success(answer.message, t('cart.emptyTitle'));
      setIsOpen(false);
    } catch (error) {
      notify.error(error);
    } finally {
      setIsClearing(false);
    }
  }

  return (
    <>
      <Button
        variant="subtle"
        color="red"
        // Subtle buttons take the lighter red for their text, under AA on white.
        c="red.9"
        size="compact-sm"
        leftSection={<IconTrashX size={16} aria-hidden />}
        onClick={() => setIsOpen(true)}
        data-testid="clear-cart"
      >
        {t('cart.clear')}
      </Button>
      <ConfirmModal
        confirmIcon={IconTrash}
        confirmTestId="confirm-delete"
        opened={isOpen}
        title={t('cart.clearTitle')}
        confirmLabel={t('cart.clearConfirm')}
        busy={isClearing}
        onConfirm={() => void confirm()}
        onClose={() => setIsOpen(false)}
      >
        <Text>{t('cart.clearBody')}</Text>
      </ConfirmModal>
    </>
  );
}
