import { Button, Checkbox, Group, Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';

interface SavedFormModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** A long form (an address) is wider, and takes the whole screen on a phone. */
  long?: boolean;
  /** The form; mounted only while open, so every opening starts from the entry's values. */
  children: ReactNode;
}

/** The modal around an address book form (add or edit an address, a number). */
export function SavedFormModal({
  opened,
  onClose,
  title,
  long = false,
  children,
}: SavedFormModalProps) {
  const { t } = useTranslation();
  // On a phone a long form takes the whole screen instead of a cramped floating box.
  const isPhone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      {...(long ? { fullScreen: isPhone, size: 'lg' } : {})}
      title={
        <Text fw={700} fz="lg" component="span">
          {title}
        </Text>
      }
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && children}
    </Modal>
  );
}

interface SavedFormEndProps {
  /** The form field of the list's one mark: isDefault, isPrimary. */
  markName: string;
  markLabel: string;
  /** Said instead of offering the tick when the entry already carries the mark. */
  markedAlready: string | null;
  checked: boolean;
  onMarkChange: (checked: boolean) => void;
  submitting: boolean;
  saveLabel: string;
  onCancel: () => void;
}

/**
 * The end of an address book form: the "make it the one" tick (fixed on the entry that already is:
 * the mark only moves to another entry) and cancel and save.
 */
export function SavedFormEnd(props: SavedFormEndProps) {
  const { t } = useTranslation();
  const already = props.markedAlready !== null;
  return (
    <>
      <Checkbox
        name={props.markName}
        label={props.markLabel}
        description={props.markedAlready ?? undefined}
        checked={props.checked}
        disabled={already}
        onChange={(event) => props.onMarkChange(event.currentTarget.checked)}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={props.onCancel} disabled={props.submitting}>
          {t('common.cancel')}
        </Button>
        <Button
          type="submit"
          loading={props.submitting}
          leftSection={<IconDeviceFloppy size={18} aria-hidden />}
        >
          {props.saveLabel}
        </Button>
      </Group>
    </>
  );
}
