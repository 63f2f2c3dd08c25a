import { Flex } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../../../i18n/use-language';
import { localName } from '../../../lib/local-name';
import { RowActionIcon } from '../../components/row-action-icon';
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

  return (
    <Flex gap={4} direction={vertical ? 'column' : 'row'} justify="flex-end">
      <RowActionIcon
        label={t(`taxonomyAdmin.${kindKey}.edit`, { name })}
        icon={IconPencil}
        onClick={() => onEdit(item)}
        testId={`edit-${kindKey}-${item.id}`}
      />
      <RowActionIcon
        label={t(`taxonomyAdmin.${kindKey}.delete`, { name })}
        icon={IconTrash}
        danger
        onClick={() => onDelete(item)}
        testId={`delete-${kindKey}-${item.id}`}
      />
    </Flex>
  );
}
