import { MAX_PHONE_NUMBERS, type PhoneNumber } from '@dukkan/contracts';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDeviceMobile, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../app/hooks';
import { notify } from '../../../app/notify';
import { LoadError } from '../../../components/load-error';
import { isolate } from '../../../lib/isolate';
import { deletePhone, updatePhone } from '../../../shopping/phones.thunks';
import { ConfirmModal } from '../../../components/confirm-modal';
import { formatMobile } from './format-mobile';
import { PhoneCard } from './phone-card';
import { PhoneFormModal } from './phone-form-modal';
import { SavedListEmpty, SavedListHeader, SavedListSkeleton } from './saved-list-states';
import { useMyPhones } from './use-saved-lists';
import './address-book.css';

type Editing = { phone: PhoneNumber | null } | null;

/** Profile → Mobile numbers: list, add, edit, delete and "make primary". */
export function PhonesPanel() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { phones, status, error, reload } = useMyPhones();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<PhoneNumber | null>(null);
  const [busy, setBusy] = useState(false);

  async function remove(phone: PhoneNumber) {
    setBusy(true);
    try {
      const result = await dispatch(deletePhone(phone.id)).unwrap();
      notify.success(result.message, t('addressBook.phones.deleted'));
      setDeleting(null);
      // The server hands "primary" to another number; the list shows which.
      if (phone.isPrimary) reload();
    } catch (failure) {
      notify.error(failure);
    } finally {
      setBusy(false);
    }
  }

  async function makePrimary(phone: PhoneNumber) {
    setBusy(true);
    try {
      await dispatch(updatePhone({ id: phone.id, number: phone.number, isPrimary: true })).unwrap();
      notify.success(
        null,
        t('addressBook.phones.madePrimary', { number: isolate(formatMobile(phone.number)) }),
      );
    } catch (failure) {
      notify.error(failure);
    } finally {
      setBusy(false);
    }
  }

  const openAdd = () => setEditing({ phone: null });
  let body;
  if (status === 'error' && phones.length === 0) {
    body = (
      <LoadError
        title={t('addressBook.phones.loadFailed')}
        message={error?.message}
        onRetry={reload}
      />
    );
  } else if (status !== 'done' && phones.length === 0) {
    body = <SavedListSkeleton />;
  } else if (phones.length === 0) {
    body = (
      <SavedListEmpty
        icon={IconDeviceMobile}
        title={t('addressBook.phones.empty')}
        body={t('addressBook.phones.emptyBody')}
        addLabel={t('addressBook.phones.add')}
        onAdd={openAdd}
      />
    );
  } else {
    body = (
      <SimpleGrid
        component="ul"
        className="plain-list"
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="md"
      >
        {phones.map((phone) => (
          <PhoneCard
            key={phone.id}
            phone={phone}
            busy={busy}
            onEdit={() => setEditing({ phone })}
            onDelete={() => setDeleting(phone)}
            onMakePrimary={() => void makePrimary(phone)}
          />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="lg" data-testid="phones-panel">
      <SavedListHeader
        title={t('addressBook.phones.title')}
        intro={t('addressBook.phones.intro')}
        addLabel={t('addressBook.phones.add')}
        onAdd={openAdd}
        hideAdd={status === 'done' && phones.length === 0}
        addBlockedReason={
          phones.length >= MAX_PHONE_NUMBERS
            ? t('addressBook.phones.limit', { max: MAX_PHONE_NUMBERS })
            : null
        }
      />
      {body}
      <PhoneFormModal
        opened={editing !== null}
        phone={editing?.phone ?? null}
        suggestPrimary={phones.length === 0}
        onClose={() => setEditing(null)}
      />
      <ConfirmModal
        confirmIcon={IconTrash}
        confirmTestId="confirm-delete"
        opened={deleting !== null}
        title={t('addressBook.phones.confirmTitle')}
        confirmLabel={t('addressBook.phones.confirmDelete')}
        busy={busy}
        onConfirm={() => deleting && void remove(deleting)}
        onClose={() => setDeleting(null)}
      >
        <Text>
          {t('addressBook.phones.confirmBody', {
            number: deleting ? isolate(formatMobile(deleting.number)) : '',
          })}
        </Text>
      </ConfirmModal>
    </Stack>
  );
}
