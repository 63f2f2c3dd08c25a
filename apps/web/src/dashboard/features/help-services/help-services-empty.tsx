import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLifebuoy, IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';

/** No help service yet: the home page shows no strip until one is added. */
export function HelpServicesEmpty({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="sm" py={48} ta="center" data-testid="help-empty">
      <ThemeIcon size={72} radius={36} variant="light" aria-hidden>
        <IconLifebuoy size={34} stroke={1.5} />
      </ThemeIcon>
      <Title order={2} fz="lg">
        {t('helpAdmin.empty')}
      </Title>
      <Text c="dimmed" maw={420}>
        {t('helpAdmin.emptyBody')}
      </Text>
      <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onAdd}>
        {t('helpAdmin.add')}
      </Button>
    </Stack>
  );
}
