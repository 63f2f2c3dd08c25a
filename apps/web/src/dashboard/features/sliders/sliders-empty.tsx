import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPhoto, IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';

/** No slider yet: the home page shows its welcome block until one has pictures. */
export function SlidersEmpty({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="sm" py={48} ta="center" data-testid="sliders-empty">
      <ThemeIcon size={72} radius={36} variant="light" aria-hidden>
        <IconPhoto size={34} stroke={1.5} />
      </ThemeIcon>
      <Title order={2} fz="lg">
        {t('bannersAdmin.emptyTitle')}
      </Title>
      <Text c="dimmed" maw={420}>
        {t('bannersAdmin.emptyBody')}
      </Text>
      <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onAdd}>
        {t('bannersAdmin.add')}
      </Button>
    </Stack>
  );
}
