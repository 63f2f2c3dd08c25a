import { Badge, Button, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { AddressFormModal } from '../address-book/address-form-modal';
import { AddressLines, addressLabel } from '../address-book/address-lines';
import { useMyAddresses } from '../address-book/use-saved-lists';
import { CheckoutSection } from './checkout-section';
import { ChoiceCard } from './choice-card';

interface AddressChoiceProps {
  value: number | null;
  onChange: (id: number) => void;
  problem: string | null;
}

/** Step 1: one of the saved addresses, or a new one added here. */
export function AddressChoice({ value, onChange, problem }: AddressChoiceProps) {
  const { t } = useTranslation();
  const { addresses, status, error, reload } = useMyAddresses();
  const [adding, setAdding] = useState(false);

  let body;
  if (status === 'error' && addresses.length === 0) {
    body = (
      <LoadError
        title={t('checkout.address.loadFailed')}
        message={error?.message}
        onRetry={reload}
      />
    );
  } else if (status !== 'done' && addresses.length === 0) {
    body = <Skeleton h={96} radius="md" />;
  } else if (addresses.length === 0) {
    body = <Text c="dimmed">{t('checkout.address.empty')}</Text>;
  } else {
    body = (
      <Radio.Group
        value={value === null ? null : String(value)}
        onChange={(id) => onChange(Number(id))}
        label={t('checkout.address.listLabel')}
        labelProps={{ className: 'visually-hidden' }}
        name="addressId"
      >
        <Stack gap="sm">
          {addresses.map((address) => (
            <ChoiceCard
              key={address.id}
              value={String(address.id)}
              checked={value === address.id}
              testId="address-choice"
              aside={
                address.isDefault ? (
                  <Badge variant="light" size="sm">
                    {t('addressBook.addresses.default')}
                  </Badge>
                ) : null
              }
            >
              <Text fw={700}>{addressLabel(address, t('addressBook.addresses.untitled'))}</Text>
              <AddressLines address={address} />
            </ChoiceCard>
          ))}
        </Stack>
      </Radio.Group>
    );
  }

  return (
    <CheckoutSection
      step={1}
      id="checkout-address"
      title={t('checkout.address.title')}
      problem={problem}
      action={
        <Button
          variant="light"
          size="compact-md"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setAdding(true)}
          data-testid="add-address"
        >
          {t('checkout.address.add')}
        </Button>
      }
    >
      {body}
      <AddressFormModal
        opened={adding}
        address={null}
        suggestDefault={addresses.length === 0}
        onClose={() => setAdding(false)}
        onSaved={(address) => onChange(address.id)}
      />
    </CheckoutSection>
  );
}
