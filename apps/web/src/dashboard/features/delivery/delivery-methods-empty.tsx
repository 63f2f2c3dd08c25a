import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlus, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';

/** No delivery method yet: checkout cannot be completed until one is added. */
export function DeliveryMethodsEmpty({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="sm" py={48} ta="center" data-testid="delivery-empty">
      <ThemeIcon size={72} radius={36} variant="light" aria-hidden>
        <IconTruckDelivery size={34} stroke={1.5} />
      </ThemeIcon>
      <Title order={2} fz="lg">
        {t('deliveryAdmin.empty')}
      </Title>
      <Text c="dimmed" maw={420}>
        {t('deliveryAdmin.emptyBody')}
      </Text>
      <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onAdd}>
        {t('deliveryAdmin.add')}
      </Button>
    </Stack>
  );
}
