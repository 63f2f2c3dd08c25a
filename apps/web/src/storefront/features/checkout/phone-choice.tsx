import { Badge, Button, Radio, Skeleton, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { formatMobile } from '../address-book/format-mobile';
import { PhoneFormModal } from '../address-book/phone-form-modal';
import { useMyPhones } from '../address-book/use-saved-lists';
import { CheckoutSection } from './checkout-section';
import { ChoiceCard } from './choice-card';

interface PhoneChoiceProps {
  value: number | null;
  onChange: (id: number) => void;
  problem: string | null;
}

/** Step 2: the number the courier calls. */
export function PhoneChoice({ value, onChange, problem }: PhoneChoiceProps) {
  const { t } = useTranslation();
  const { phones, status, error, reload } = useMyPhones();
  const [adding, setAdding] = useState(false);

  let body;
  if (status === 'error' && phones.length === 0) {
    body = (
      <LoadError title={t('checkout.phone.loadFailed')} message={error?.message} onRetry={reload} />
    );
  } else if (status !== 'done' && phones.length === 0) {
    body = <Skeleton h={56} radius="md" />;
  } else if (phones.length === 0) {
    body = <Text c="dimmed">{t('checkout.phone.empty')}</Text>;
  } else {
    body = (
      <Radio.Group
        value={value === null ? null : String(value)}
        onChange={(id) => onChange(Number(id))}
        label={t('checkout.phone.listLabel')}
        labelProps={{ className: 'visually-hidden' }}
        name="phoneNumberId"
      >
        <div className="choice-grid">
          {phones.map((phone) => (
            <ChoiceCard
              key={phone.id}
              value={String(phone.id)}
              checked={value === phone.id}
              testId="phone-choice"
              aside={
                phone.isPrimary ? (
                  <Badge variant="light" size="sm">
                    {t('addressBook.phones.primary')}
                  </Badge>
                ) : null
              }
            >
              <Text fw={700}>
                <span dir="ltr">{formatMobile(phone.number)}</span>
              </Text>
            </ChoiceCard>
          ))}
        </div>
      </Radio.Group>
    );
  }

  return (
    <CheckoutSection
      step={2}
      id="checkout-phone"
      title={t('checkout.phone.title')}
      intro={t('checkout.phone.intro')}
      problem={problem}
      action={
        <Button
          variant="light"
          size="compact-md"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setAdding(true)}
          data-testid="add-phone"
        >
          {t('checkout.phone.add')}
        </Button>
      }
    >
      {body}
      <PhoneFormModal
        opened={adding}
        phone={null}
        suggestPrimary={phones.length === 0}
        onClose={() => setAdding(false)}
        onSaved={(phone) => onChange(phone.id)}
      />
    </CheckoutSection>
  );
}
