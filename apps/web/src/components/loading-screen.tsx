import { Center, Loader, Stack, Text } from '../kit';
import { useTranslation } from '../i18n/use-translation';

/** Shown while a screen's code or the signed-in user's details are loading. */
export function LoadingScreen({ fullPage = false }: { fullPage?: boolean }) {
  const { t } = useTranslation();
  return (
    <Center
      mih={fullPage ? '100dvh' : 360}
      role="status"
      aria-live="polite"
      data-testid="loading-screen"
    >
      <Stack align="center" gap="sm">
        <Loader size="lg" />
        <Text c="dimmed">{t('common.loading')}</Text>
      </Stack>
    </Center>
  );
}
