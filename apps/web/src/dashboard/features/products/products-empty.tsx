import { Button, Stack, Text } from '@mantine/core';
import { IconFilterOff, IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';

/** No rows: with filters on, a way to clear them; in an empty catalogue, the way to add one. */
export function ProductsEmpty({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="sm" py="xl">
      <Text c="dimmed" ta="center">
        {t(filtered ? 'productsAdmin.list.noMatch' : 'productsAdmin.list.noProducts')}
      </Text>
      {filtered ? (
        <Button
          variant="light"
          leftSection={<IconFilterOff size={18} aria-hidden />}
          onClick={onClear}
        >
          {t('productsAdmin.list.clearFilters')}
        </Button>
      ) : (
        <Button
          component={Link}
          to="/dashboard/products/add"
          variant="light"
          leftSection={<IconPlus size={18} aria-hidden />}
        >
          {t('productsAdmin.add')}
        </Button>
      )}
    </Stack>
  );
}
