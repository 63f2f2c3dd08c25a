import type { Product } from '@dukkan/contracts';
import { List, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../../../i18n/use-language';
import { ConfirmModal } from '../../../components/confirm-modal';
import { localName } from '../../../lib/local-name';

/** Names listed in the dialog; beyond these it says how many more. */
const NAMES_SHOWN = 5;

interface DeleteProductsModalProps {
  /** The products to delete; null while the dialog is closed. */
  products: Product[] | null;
  deleting: boolean;
  onConfirm: (products: Product[]) => void;
  onClose: () => void;
}

/** Confirms deleting one product or a selection, naming them so the right ones go. */
export function DeleteProductsModal({
  products,
  deleting,
  onConfirm,
  onClose,
}: DeleteProductsModalProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const count = products?.length ?? 0;
  const single = count === 1;
  return (
    <ConfirmModal
      opened={products !== null && count > 0}
      title={
        single ? t('productsAdmin.delete.titleOne') : t('productsAdmin.delete.titleMany', { count })
      }
      confirmLabel={
        single
          ? t('productsAdmin.delete.confirmOne')
          : t('productsAdmin.delete.confirmMany', { count })
      }
      confirmIcon={IconTrash}
      busy={deleting}
      onConfirm={() => products && onConfirm(products)}
      onClose={onClose}
    >
      <Text>{t('productsAdmin.delete.body')}</Text>
      <List spacing={4} fz="sm" withPadding>
        {(products ?? []).slice(0, NAMES_SHOWN).map((product) => (
          <List.Item key={product.id}>
            <Text component="span" fw={600} fz="sm">
              {localName(product, lang)}
            </Text>{' '}
            <Text component="span" c="dimmed" fz="xs" dir="ltr">
              ({product.sku})
            </Text>
          </List.Item>
        ))}
      </List>
      {count > NAMES_SHOWN && (
        <Text fz="sm" c="dimmed">
          {t('productsAdmin.delete.andMore', { count: count - NAMES_SHOWN })}
        </Text>
      )}
    </ConfirmModal>
  );
}
