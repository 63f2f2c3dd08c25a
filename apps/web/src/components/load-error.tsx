import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from '../i18n/use-translation';

interface LoadErrorProps {
  title: string;
  message?: string | null;
  onRetry: () => void;
  testId?: string;
}

/** A failed load, with the server's reason and a way to try again. */
export function LoadError({ title, message, onRetry, testId }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle aria-hidden />}
      title={title}
      data-testid={testId}
      // The light alert's title would be red.6, under AA on its tint.
      styles={{ title: { color: 'var(--mantine-color-red-9)' } }}
    >
      <Stack gap="sm" align="flex-start">
        {message && <Text fz="sm">{message}</Text>}
        <Button
          size="xs"
          variant="white"
          color="red.9"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={onRetry}
        >
          {t('common.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
