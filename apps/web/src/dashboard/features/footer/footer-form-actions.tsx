import { Button, Group, Tooltip } from '@mantine/core';
import { IconDeviceFloppy, IconRestore, IconToggleRight } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';

/** Which request the footer form is waiting for. */
export type FooterFormBusy = 'save' | 'toggle' | 'reset' | null;

interface FooterFormActionsProps {
  /** Whether the footer exists yet: switches-only and reset need a saved record. */
  isCreated: boolean;
  busy: FooterFormBusy;
  onSaveSwitches: () => void;
  onReset: () => void;
}

/** Reset on one side; save switches only and save (the form's submit) on the other. */
export function FooterFormActions({
  isCreated,
  busy,
  onSaveSwitches,
  onReset,
}: FooterFormActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="sm">
      <Button
        variant="default"
        color="red.9"
        leftSection={<IconRestore size={18} aria-hidden />}
        onClick={onReset}
        disabled={busy !== null || !isCreated}
        data-testid="footer-reset"
      >
        {t('footerAdmin.reset')}
      </Button>
      <Group gap="sm">
        {isCreated && (
          <Tooltip label={t('footerAdmin.saveSwitchesHint')} withArrow>
            <Button
              variant="light"
              leftSection={<IconToggleRight size={18} aria-hidden />}
              onClick={onSaveSwitches}
              loading={busy === 'toggle'}
              disabled={busy !== null && busy !== 'toggle'}
              data-testid="footer-save-switches"
            >
              {t('footerAdmin.saveSwitches')}
            </Button>
          </Tooltip>
        )}
        <Button
          type="submit"
          leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          loading={busy === 'save'}
          disabled={busy !== null && busy !== 'save'}
          data-testid="footer-save"
        >
          {t('footerAdmin.save')}
        </Button>
      </Group>
    </Group>
  );
}
