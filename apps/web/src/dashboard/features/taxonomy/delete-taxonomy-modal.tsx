import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../../../i18n/use-language';
import { ConfirmModal } from '../../../components/confirm-modal';
import { isolate } from '../../../lib/isolate';
import { localName } from '../../../lib/local-name';
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
    <ConfirmModal
      opened={item !== null}
      title={t(`taxonomyAdmin.${kindKey}.confirmTitle`)}
      confirmLabel={t(`taxonomyAdmin.${kindKey}.confirmDelete`)}
      confirmIcon={IconTrash}
      confirmTestId="confirm-delete"
      busy={deleting}
      onConfirm={() => item && onConfirm(item)}
      onClose={onClose}
    >
      {item && (
        <>
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
            {t(`taxonomyAdmin.${kindKey}.confirmBody`, { name: isolate(localName(item, lang)) })}
          </Text>
        </>
      )}
    </ConfirmModal>
  );
}
