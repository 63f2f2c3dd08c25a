import type { Envelope } from '@dukkan/contracts';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch, type Icon } from '@tabler/icons-react';
import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { notify } from '../../../lib/notify';
import { AppPagination } from '../../../components/app-pagination';
import { useLanguage } from '../../../i18n/use-language';
import { usePageMeta } from '../../../lib/use-page-meta';
import { DeleteTaxonomyModal } from './delete-taxonomy-modal';
import { useDigits } from '../../../lib/digits-context';
import { formatCount } from '../../../lib/format-number';
import { TaxonomyFormModal } from './taxonomy-form-modal';
import type { TaxonomyItem, TaxonomyKind } from './taxonomy-kind';
import { TaxonomyListView } from './taxonomy-list-view';
import { useCategoryIndex } from './use-category-index';
import { useTaxonomyQuery } from './use-taxonomy-query';

const PAGE_SIZE = 10;
const SEARCH_DEBOUNCE_MS = 350;
const bump = (n: number) => n + 1;

/** The brands or the categories screen: a searchable, paged list with add, edit and delete. */
export function TaxonomyScreen({ kind, icon }: { kind: TaxonomyKind; icon: Icon }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const digits = useDigits();
  const k = kind.key;
  usePageMeta(t(`taxonomyAdmin.${k}.title`), t(`taxonomyAdmin.${k}.description`));
  const dispatch = useAppDispatch();
  const list = useAppSelector(kind.selectList);
  const { page, search, update } = useTaxonomyQuery();
  const [searchText, setSearchText] = useState(search);
  const [debouncedSearch] = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [reloadKey, reload] = useReducer(bump, 0);
  const [categoriesVersion, refreshCategories] = useReducer(bump, 0);
  const categories = useCategoryIndex(kind.hasParent, categoriesVersion);
  const [editing, setEditing] = useState<TaxonomyItem | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<TaxonomyItem | null>(null);
  const [deleting, setDeleting] = useState(false);

  // A new search starts again from page 1.
  useEffect(() => {
    if (debouncedSearch !== search) update({ search: debouncedSearch, page: 1 });
  }, [debouncedSearch, search, update]);

  // Each change replaces the previous request (aborted, never applied late). The language is a
  // dependency because the API sorts by the name in the request's language.
  useEffect(() => {
    const request = kind.load(dispatch, { pageNumber: page, pageSize: PAGE_SIZE, search });
    return () => request.abort();
  }, [kind, dispatch, page, search, lang, reloadKey]);

  const { totalCount } = list.paginationData;
  const totalPages = Math.max(1, Math.ceil(totalCount / PAGE_SIZE));
  const hasCount = list.status === 'done' || (list.status === 'loading' && list.items.length > 0);
  // A page past the end (an old link, or the last item of the last page deleted): go back.
  useEffect(() => {
    if (list.status === 'done' && page > totalPages) update({ page: totalPages });
  }, [list.status, page, totalPages, update]);

  function handleSaved(result: Envelope<TaxonomyItem>, added: boolean) {
    notify.success(result.message, t(`taxonomyAdmin.${k}.${added ? 'added' : 'updated'}`));
    setEditing(null);
    if (added && kind.reloadsAfterAdd) reload();
    if (kind.hasParent) refreshCategories();
  }

  async function confirmDelete(item: TaxonomyItem) {
    setDeleting(true);
    try {
      const result = await kind.remove(dispatch, item.id);
      notify.success(result.message, t(`taxonomyAdmin.${k}.deleted`));
      // The slice removed the row; reloading fills the page up from the next one.
      reload();
      if (kind.hasParent) refreshCategories();
    } catch (failure) {
      // Typically 409: it still has products (or sub-categories). The row stays.
      notify.error(failure);
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t(`taxonomyAdmin.${k}.title`)}
          </Title>
          <Text c="dimmed">{t(`taxonomyAdmin.${k}.description`)}</Text>
        </Stack>
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => setEditing('new')}
          data-testid={`add-${k}`}
        >
          {t(`taxonomyAdmin.${k}.add`)}
        </Button>
      </Group>

      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="lg">
          <Group justify="space-between" align="flex-end" gap="sm">
            <TextInput
              type="search"
              name="search"
              label={t(`taxonomyAdmin.${k}.search`)}
              placeholder={t('taxonomyAdmin.searchPlaceholder')}
              value={searchText}
              onChange={(event) => setSearchText(event.currentTarget.value)}
              leftSection={<IconSearch size={18} aria-hidden />}
              w={{ base: '100%', sm: 380 }}
              data-testid={`${k}-search`}
            />
            {/* No count until there is one to trust (never "0" beside a failed load). */}
            <Text fw={600} c="dimmed" aria-live="polite" data-testid={`${k}-total`}>
              {hasCount &&
                t(`taxonomyAdmin.${k}.total`, { total: formatCount(totalCount, lang, digits) })}
            </Text>
          </Group>

          <TaxonomyListView
            kindKey={k}
            icon={icon}
            list={list}
            categories={kind.hasParent ? categories : null}
            caption={t(`taxonomyAdmin.${k}.tableCaption`, { page, pages: totalPages })}
            search={search}
            onRetry={reload}
            onClearSearch={() => setSearchText('')}
            onAdd={() => setEditing('new')}
            onEdit={setEditing}
            onDelete={setToDelete}
          />

          <AppPagination
            label={t(`taxonomyAdmin.${k}.pagination`)}
            page={page}
            totalPages={totalPages}
            onChange={(next) => update({ page: next })}
            testId={`${k}-pagination`}
          />
        </Stack>
      </Paper>

      <TaxonomyFormModal
        kind={kind}
        target={editing}
        categories={categories}
        onClose={() => setEditing(null)}
        onSaved={handleSaved}
      />
      <DeleteTaxonomyModal
        kindKey={k}
        item={toDelete}
        deleting={deleting}
        onConfirm={(item) => void confirmDelete(item)}
        onClose={() => !deleting && setToDelete(null)}
      />
    </Stack>
  );
}
