import { Box, Combobox, Group, Image, Loader, Text } from '@mantine/core';
import { IconPhoto, IconSearch } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { useLanguage } from '../../i18n/use-language';
import { thumbnailUrl } from '../../lib/image-srcset';
import { currentPrice } from '../features/catalog/price-saving';
import { useDigits } from '../../lib/digits-context';
import { formatMoney } from '../../lib/format-number';
import { localName } from '../../lib/local-name';
import type { ProductSuggestions } from '../features/catalog/use-product-suggestions';

/** The option value of "see all results", which lists the search in the shop. */
export const SHOW_ALL = '__all__';

interface SearchSuggestionsProps {
  query: string;
  suggestions: ProductSuggestions;
}

/** The suggestion list: each product with its picture, name, brand and price, then "see all". */
export function SearchSuggestions({ query, suggestions }: SearchSuggestionsProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const digits = useDigits();
  const { items, isLoading, failed } = suggestions;

  return (
    <Combobox.Options aria-label={t('shop.suggest.label')}>
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
