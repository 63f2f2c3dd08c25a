import { Box, Combobox, Group, Image, Loader, Text, type ComboboxStore } from '@mantine/core';
import { IconPhoto, IconSearch } from '@tabler/icons-react';
import { useEffect, useImperativeHandle, useState, type Ref, type RefObject } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useLanguage } from '../../i18n/use-language';
import { thumbnailUrl } from '../../lib/image-srcset';
import { currentPrice } from '../features/catalog/price-saving';
import { useDigits } from '../../lib/digits-context';
import { formatMoney } from '../../lib/format-number';
import { localName } from '../../lib/local-name';
import type { ProductSuggestions } from '../features/catalog/use-product-suggestions';

/** The option value of "see all results", which lists the search in the shop. */
const SHOW_ALL = '__all__';

interface SearchSuggestionsDropdownProps {
  /** The header's combobox state: it opens and closes the dropdown and moves the choice. */
  store: ComboboxStore;
  /** The header's search box, which the dropdown hangs from. */
  box: RefObject<HTMLInputElement | null>;
  /** The list's id, which the box names in its `aria-controls`. */
  listId: string;
  isShown: boolean;
  query: string;
  suggestions: ProductSuggestions;
  onOpenProduct: (productId: string) => void;
  onShowResults: () => void;
}

/**
 * The header search's dropdown, loaded on first use. The box it belongs to is rendered by the
 * header before this code arrives, so it is not Combobox.Target's child: `BoxAnchor` hands
 * the Popover that box to position from.
 */
export function SearchSuggestionsDropdown({
  store,
  box,
  listId,
  isShown,
  query,
  suggestions,
  onOpenProduct,
  onShowResults,
}: SearchSuggestionsDropdownProps) {
  // Mounted closed, opened a render later: the dropdown's portal only fills in after the first
  // commit, and Popover starts following the box when it opens, so a Popover mounted already open
  // (the shopper focused the box before this code arrived) would keep a first position measured
  // without its dropdown, past the box's end in Arabic.
  const [isMounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <Combobox
      store={{ ...store, dropdownOpened: store.dropdownOpened && isMounted }}
      onOptionSubmit={(value) => (value === SHOW_ALL ? onShowResults() : onOpenProduct(value))}
      position="bottom-start"
      offset={6}
      shadow="lg"
      classNames={{ option: 'search-suggestion' }}
    >
      <Combobox.DropdownTarget>
        <BoxAnchor box={box} />
      </Combobox.DropdownTarget>
      <Combobox.Dropdown hidden={!isShown} data-testid="search-suggestions">
        <SearchSuggestions listId={listId} query={query} suggestions={suggestions} />
      </Combobox.Dropdown>
    </Combobox>
  );
}

/** Renders nothing; its ref (the one Popover.Target gives it) resolves to the search box. */
function BoxAnchor({
  box,
  ref,
}: {
  box: RefObject<HTMLInputElement | null>;
  ref?: Ref<HTMLInputElement>;
}) {
  // The box is the header's own, mounted with the page, before this dropdown.
  useImperativeHandle(ref, () => box.current!, [box]);
  return null;
}

interface SearchSuggestionsProps {
  listId: string;
  query: string;
  suggestions: ProductSuggestions;
}

/** The suggestion list: each product with its picture, name, brand and price, then "see all". */
function SearchSuggestions({ listId, query, suggestions }: SearchSuggestionsProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const digits = useDigits();
  const { items, isLoading, failed } = suggestions;

  return (
    <Combobox.Options id={listId} aria-label={t('shop.suggest.label')}>
      {items.map((product) => {
        const thumb = thumbnailUrl(product.images[0]);
        return (
          <Combobox.Option key={product.id} value={String(product.id)} data-testid="suggestion">
            <Group wrap="nowrap" gap="sm">
              {thumb ? (
                <Image src={thumb} alt="" w={44} h={44} radius="sm" fit="contain" bg="gray.0" />
              ) : (
                <Box w={44} h={44} c="gray.5" display="grid" style={{ placeItems: 'center' }}>
                  <IconPhoto size={22} aria-hidden />
                </Box>
              )}
              <Box miw={0} flex={1}>
                <Text fz="sm" fw={600} lineClamp={1}>
                  {localName(product, lang)}
                </Text>
                <Text fz="xs" c="dimmed" lineClamp={1}>
                  {product.brandName}
                </Text>
              </Box>
              <Text fz="sm" fw={700} style={{ whiteSpace: 'nowrap', unicodeBidi: 'isolate' }}>
                {formatMoney(currentPrice(product), lang, digits)}
              </Text>
            </Group>
          </Combobox.Option>
        );
      })}
      {items.length === 0 && (
        <Combobox.Empty role="status">
          {isLoading ? (
            <Group gap="xs" justify="center">
              <Loader size="xs" aria-hidden />
              {t('shop.suggest.loading')}
            </Group>
          ) : failed ? (
            t('errors.network')
          ) : (
            t('shop.suggest.empty', { query })
          )}
        </Combobox.Empty>
      )}
      <Combobox.Option value={SHOW_ALL} data-testid="suggestion-all">
        <Group gap="xs" wrap="nowrap" c="brand.8">
          <IconSearch size={16} aria-hidden />
          <Text fz="sm" fw={600} lineClamp={1}>
            {t('shop.suggest.seeAll', { query })}
          </Text>
        </Group>
      </Combobox.Option>
    </Combobox.Options>
  );
}
