import type { PhoneNumber } from '@dukkan/contracts';
import { Text } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { useDigits } from '../../../lib/digits-context';
import { writePhoneDigits } from '../../../lib/write-digits';
import { formatMobile } from './format-mobile';
import { SavedCard, type SavedCardActions } from './saved-card';

interface PhoneCardProps extends SavedCardActions {
  phone: PhoneNumber;
}

export function PhoneCard({ phone, ...actions }: PhoneCardProps) {
  const { t } = useTranslation();
  const number = writePhoneDigits(formatMobile(phone.number), useDigits());
  return (
    <SavedCard
      {...actions}
      testId="phone-card"
      marked={phone.isPrimary}
      markIcon={IconStar}
      texts={{
        mark: t('addressBook.phones.primary'),
        makeMarked: t('addressBook.phones.makePrimary'),
        makeMarkedOf: t('addressBook.phones.makePrimaryOf', { number }),
        edit: t('addressBook.phones.edit', { number }),
        delete: t('addressBook.phones.delete', { number }),
      }}
      title={
        // Digits read left to right in both languages.
        <Text fw={700} fz="lg">
          <span dir="ltr">{number}</span>
        </Text>
      }
    />
  );
}
