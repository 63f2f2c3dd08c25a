import { ActionIcon, Flex, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { localName } from '../../../catalog/local-name';
import type { TaxonomyItem, TaxonomyKey } from './taxonomy-kind';

export interface TaxonomyRowHandlers {
  onEdit: (item: TaxonomyItem) => void;
  onDelete: (item: TaxonomyItem) => void;
}

interface TaxonomyRowActionsProps extends TaxonomyRowHandlers {
  kindKey: TaxonomyKey;
  item: TaxonomyItem;
  /** Cards stack the buttons, leaving the names more width. */
  vertical?: boolean;
}

/** Edit and delete, each named after the row's item for screen readers and tooltips. */
export function TaxonomyRowActions({
  kindKey,
  item,
  vertical = false,
  onEdit,
  onDelete,
}: TaxonomyRowActionsProps) {
  const { t } = useTranslation();
  const name = localName(item, useLanguage());
  const editLabel = t(`taxonomyAdmin.${kindKey}.edit`, { name });
  const deleteLabel = t(`taxonomyAdmin.${kindKey}.delete`, { name });

  return (
    <Flex gap={4} direction={vertical ? 'column' : 'row'} justify="flex-end">
      <Tooltip label={editLabel} withArrow>
        <ActionIcon
          variant="subtle"
          size={40}
          aria-label={editLabel}
          onClick={() => onEdit(item)}
          data-testid={`edit-${kindKey}-${item.id}`}
        >
          <IconPencil size={20} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={deleteLabel} withArrow>
        <ActionIcon
          variant="subtle"
          color="red.9"
          size={40}
          aria-label={deleteLabel}
          onClick={() => onDelete(item)}
          data-testid={`delete-${kindKey}-${item.id}`}
        >
          <IconTrash size={20} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Flex>
  );
}
