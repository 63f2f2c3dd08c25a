import { MAX_PHONE_NUMBERS, type PhoneNumber } from '@dukkan/contracts';
import { IconDeviceMobile } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { useAppDispatch } from '../../../app/hooks';
import { useDigits } from '../../../lib/digits-context';
import { isolate } from '../../../lib/isolate';
import { writePhoneDigits } from '../../../lib/write-digits';
import { deletePhone, updatePhone } from '../../../shopping/phones.thunks';
import { formatMobile } from './format-mobile';
import { PhoneCard } from './phone-card';
import { PhoneFormModal } from './phone-form-modal';
import { SavedListPanel } from './saved-list-panel';
import { useMyPhones } from './use-saved-lists';

/** Profile → Mobile numbers: list, add, edit, delete and "make primary". */
export function PhonesPanel() {
  const { t } = useTranslation();
  const digits = useDigits();
  const dispatch = useAppDispatch();
  const { phones, status, error, reload } = useMyPhones();
  const numberOf = (phone: PhoneNumber) =>
    isolate(writePhoneDigits(formatMobile(phone.number), digits));

  return (
    <SavedListPanel
      testId="phones-panel"
      list={{ entries: phones, status, error, reload }}
      max={MAX_PHONE_NUMBERS}
      emptyIcon={IconDeviceMobile}
      marked={(phone) => phone.isPrimary}
      texts={{
        title: t('addressBook.phones.title'),
        intro: t('addressBook.phones.intro'),
        add: t('addressBook.phones.add'),
        loadFailed: t('addressBook.phones.loadFailed'),
        empty: t('addressBook.phones.empty'),
        emptyBody: t('addressBook.phones.emptyBody'),
        limit: t('addressBook.phones.limit', { max: MAX_PHONE_NUMBERS }),
        deleted: t('addressBook.phones.deleted'),
        confirmTitle: t('addressBook.phones.confirmTitle'),
        confirmDelete: t('addressBook.phones.confirmDelete'),
        confirmBody: (phone) =>
          t('addressBook.phones.confirmBody', { number: phone ? numberOf(phone) : '' }),
        madeMarked: (phone) => t('addressBook.phones.madePrimary', { number: numberOf(phone) }),
      }}
      remove={(phone) => dispatch(deletePhone(phone.id)).unwrap()}
      makeMarked={(phone) =>
        dispatch(updatePhone({ id: phone.id, number: phone.number, isPrimary: true })).unwrap()
      }
      renderCard={(phone, actions) => <PhoneCard key={phone.id} phone={phone} {...actions} />}
      renderForm={(form) => (
        <PhoneFormModal
          opened={form.opened}
          phone={form.entry}
          suggestPrimary={form.suggestMarked}
          onClose={form.onClose}
        />
      )}
    />
  );
}
