import { Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useDigits } from '../../../lib/digits-context';
import { writePhoneDigits } from '../../../lib/write-digits';
import { formatMobile } from '../address-book/format-mobile';
import { PhoneFormModal } from '../address-book/phone-form-modal';
import { useMyPhones } from '../address-book/use-saved-lists';
import { ACCOUNT_MOBILE_ID } from './pick-saved';
import { SavedChoice, type SavedChoiceProps } from './saved-choice';

interface PhoneChoiceProps extends SavedChoiceProps {
  /** The account's mobile when it is not among the saved numbers (it is saved with the order). */
  accountMobile: string | null;
}

/** Step 2: the number the courier calls. */
export function PhoneChoice({ accountMobile, ...props }: PhoneChoiceProps) {
  const { t } = useTranslation();
  const digits = useDigits();
  const { phones, status, error, reload } = useMyPhones();
  const written = (number: string) => (
    <Text fw={700}>
      <span dir="ltr">{writePhoneDigits(formatMobile(number), digits)}</span>
    </Text>
  );
  return (
    <SavedChoice
      {...props}
      step={2}
      id="checkout-phone"
      name="phoneNumberId"
      testId="phone-choice"
      addTestId="add-phone"
      list={{ entries: phones, status, error, reload }}
      marked={(phone) => phone.isPrimary}
      texts={{
        title: t('checkout.phone.title'),
        intro: t('checkout.phone.intro'),
        add: t('checkout.phone.add'),
        loadFailed: t('checkout.phone.loadFailed'),
        empty: t('checkout.phone.empty'),
        listLabel: t('checkout.phone.listLabel'),
        mark: t('addressBook.phones.primary'),
      }}
      skeletonHeight={56}
      layout="grid"
      offered={
        accountMobile && status === 'done'
          ? {
              id: ACCOUNT_MOBILE_ID,
              badge: t('checkout.phone.fromAccount'),
              content: written(accountMobile),
            }
          : null
      }
      renderEntry={(phone) => written(phone.number)}
      renderForm={(form) => (
        <PhoneFormModal
          opened={form.opened}
          phone={null}
          suggestPrimary={form.suggestMarked}
          onClose={form.onClose}
          onSaved={form.onSaved}
        />
      )}
    />
  );
}
