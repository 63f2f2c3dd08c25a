import { Box, Group, Paper, Switch, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';

interface FooterFieldRowProps {
  title: string;
  /** The input the title labels (single-value rows); bilingual rows label their own inputs. */
  labelFor?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  switchTestId: string;
  children: ReactNode;
}

/** One footer field: its name, the switch that shows it on the storefront, and its input(s). */
export function FooterFieldRow(props: FooterFieldRowProps) {
  const { title, labelFor, checked, onCheckedChange, switchTestId, children } = props;
  const { t } = useTranslation();
  return (
    <Box py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      <Group justify="space-between" align="center" gap="sm" mb={6} wrap="nowrap">
        <Text
          component={labelFor ? 'label' : 'p'}
          htmlFor={labelFor}
          fw={600}
          fz="sm"
          style={{ minWidth: 0 }}
        >
          {title}
        </Text>
        <Switch
          checked={checked}
          onChange={(event) => onCheckedChange(event.currentTarget.checked)}
          label={checked ? t('footerAdmin.shown') : t('footerAdmin.hidden')}
          aria-label={t('footerAdmin.show', { field: title })}
          labelPosition="left"
          size="md"
          data-testid={switchTestId}
          styles={{ body: { alignItems: 'center' } }}
        />
      </Group>
      {children}
    </Box>
  );
}

/** One of the form's three groups (store, contact, social), with an optional line under its title. */
export function FieldGroup({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <Title order={2} fz="lg" mb={hint ? 2 : 'xs'}>
        {title}
      </Title>
      {hint && (
        <Text fz="sm" c="dimmed" mb="xs">
          {hint}
        </Text>
      )}
      {children}
    </Paper>
  );
}
