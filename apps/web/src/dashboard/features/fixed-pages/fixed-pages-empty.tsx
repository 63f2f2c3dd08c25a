import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFileText, IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { FIXED_PAGES_PATH } from './fixed-pages-paths';

/** No page yet: the storefront's about and policy links lead nowhere until they are added. */
export function FixedPagesEmpty() {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="sm" py={48} ta="center" data-testid="fixed-pages-empty">
      <ThemeIcon size={72} radius={36} variant="light" aria-hidden>
        <IconFileText size={34} stroke={1.5} />
      </ThemeIcon>
      <Title order={2} fz="lg">
        {t('fixedPagesAdmin.empty')}
      </Title>
      <Text c="dimmed" maw={420}>
        {t('fixedPagesAdmin.emptyBody')}
      </Text>
      <Button
        component={Link}
        to={`${FIXED_PAGES_PATH}/add`}
        leftSection={<IconPlus size={18} aria-hidden />}
      >
        {t('fixedPagesAdmin.add')}
      </Button>
    </Stack>
  );
}
