import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { isolate } from '../../../lib/isolate';
import { nameIn } from './category-tree';
import type { TaxonomyItem, TaxonomyKey } from './taxonomy-kind';
import { TaxonomyThumb } from './taxonomy-thumb';

interface DeleteTaxonomyModalProps {
  kindKey: TaxonomyKey;
  item: TaxonomyItem | null;
  deleting: boolean;
  onConfirm: (item: TaxonomyItem) => void;
  onClose: () => void;
}

/** Asks before deleting, showing the picture and both names so the right item is confirmed. */
export function DeleteTaxonomyModal({
  kindKey,
  item,
  deleting,
  onConfirm,
  onClose,
}: DeleteTaxonomyModalProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={
        <Text component="span" fw={700} fz="lg">
          {t(`taxonomyAdmin.${kindKey}.confirmTitle`)}
        </Text>
      }
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {item && (
        <Stack gap="lg">
          <Paper withBorder radius="md" p="sm" bg="gray.0">
            <Group wrap="nowrap" gap="sm">
              <TaxonomyThumb imageUrl={item.imageUrl} />
              <Stack gap={0} align="flex-start" style={{ minWidth: 0 }}>
                <Text fw={700} lang="en" dir="ltr" span>
                  {item.nameEn}
                </Text>
                <Text c="dimmed" fz="sm" lang="ar" dir="rtl" span>
                  {item.nameAr}
                </Text>
              </Stack>
            </Group>
          </Paper>
          <Text>
            {t(`taxonomyAdmin.${kindKey}.confirmBody`, { name: isolate(nameIn(item, lang)) })}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={deleting} data-autofocus>
              {t('common.cancel')}
            </Button>
            <Button
              color="red.9"
              leftSection={<IconTrash size={18} aria-hidden />}
              loading={deleting}
              onClick={() => onConfirm(item)}
              data-testid="confirm-delete"
            >
              {t(`taxonomyAdmin.${kindKey}.confirmDelete`)}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
