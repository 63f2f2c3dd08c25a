import { NativeSelect } from '../../../kit';
import { IconArrowsSort } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import {
  SORT_CHOICES,
  sortChanges,
  sortChoiceOf,
  type ProductQuery,
  type ProductQueryChanges,
} from './product-query-params';

interface SortSelectProps {
  query: ProductQuery;
  onChange: (changes: ProductQueryChanges) => void;
}

/** Newest, price both ways, name, best selling; "best match" too while searching. */
export function SortSelect({ query, onChange }: SortSelectProps) {
  const { t } = useTranslation();
  const choices = SORT_CHOICES.filter((choice) => choice !== 'relevance' || query.search);
  return (
    <NativeSelect
      name="sort"
      label={t('shop.sort.label')}
      value={sortChoiceOf(query)}
      onChange={(event) => {
        const choice = SORT_CHOICES.find((value) => value === event.currentTarget.value);
        if (choice) onChange(sortChanges(choice));
      }}
      data={choices.map((choice) => ({ value: choice, label: t(`shop.sort.${choice}`) }))}
      leftSection={<IconArrowsSort size={16} aria-hidden />}
      size="sm"
      miw={200}
      data-testid="sort-select"
    />
  );
}
