import type { PhoneNumber } from '@dukkan/contracts';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconEdit, IconStar, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMobile } from './format-mobile';

interface PhoneCardProps {
  phone: PhoneNumber;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMakePrimary: () => void;
}

export function PhoneCard({ phone, busy, onEdit, onDelete, onMakePrimary }: PhoneCardProps) {
  const { t } = useTranslation();
  const number = formatMobile(phone.number);
  return (
    <Paper
      component="li"
      withBorder
      p="md"
      radius="lg"
      className={phone.isPrimary ? 'saved-card saved-card--chosen' : 'saved-card'}
      data-testid="phone-card"
    >
      <Stack gap="sm">
        <Group gap="xs" justify="space-between" wrap="nowrap">
          {/* Digits read left to right in both languages. */}
          <Text fw={700} fz="lg">
            <span dir="ltr">{number}</span>
          </Text>
          {phone.isPrimary && (
            <Badge variant="light" leftSection={<IconStar size={14} aria-hidden />}>
              {t('addressBook.phones.primary')}
            </Badge>
          )}
        </Group>
        <Group gap="xs">
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconEdit size={16} aria-hidden />}
            onClick={onEdit}
            aria-label={t('addressBook.phones.edit', { number })}
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
            aria-label={t('addressBook.phones.delete', { number })}
          >
            {t('addressBook.actions.delete')}
          </Button>
          {!phone.isPrimary && (
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<IconStar size={16} aria-hidden />}
              onClick={onMakePrimary}
              disabled={busy}
              aria-label={t('addressBook.phones.makePrimaryOf', { number })}
            >
              {t('addressBook.phones.makePrimary')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
