import type { Address } from '@dukkan/contracts';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconEdit, IconHomeCheck, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AddressLines, addressLabel } from './address-lines';

interface AddressCardProps {
  address: Address;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
}

export function AddressCard({ address, busy, onEdit, onDelete, onMakeDefault }: AddressCardProps) {
  const { t } = useTranslation();
  const label = addressLabel(address, t('addressBook.addresses.untitled'));
  return (
    <Paper
      component="li"
      withBorder
      p="md"
      radius="lg"
      className={address.isDefault ? 'saved-card saved-card--chosen' : 'saved-card'}
      data-testid="address-card"
    >
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap={6}>
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Text fw={700} truncate>
              {label}
            </Text>
            {address.isDefault && (
              <Badge variant="light" leftSection={<IconHomeCheck size={14} aria-hidden />}>
                {t('addressBook.addresses.default')}
              </Badge>
            )}
          </Group>
          <AddressLines address={address} />
        </Stack>
        <Group gap="xs">
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconEdit size={16} aria-hidden />}
            onClick={onEdit}
            aria-label={t('addressBook.addresses.edit', { label })}
          >
            {t('addressBook.actions.edit')}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red.9"
            c="red.9"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={onDelete}
            aria-label={t('addressBook.addresses.delete', { label })}
          >
            {t('addressBook.actions.delete')}
          </Button>
          {!address.isDefault && (
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<IconHomeCheck size={16} aria-hidden />}
              onClick={onMakeDefault}
              disabled={busy}
              aria-label={t('addressBook.addresses.makeDefaultOf', { label })}
            >
              {t('addressBook.addresses.makeDefault')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
