import {
  describeRule,
  discountInputSchema,
  type DiscountType,
  type Product,
} from '@dukkan/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useAppDispatch } from '../../../app/hooks';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { notify } from '../../../lib/notify';
import { addOrUpdateDiscount } from '../../../catalog/products.thunks';
import { useLanguage } from '../../../i18n/use-language';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { DiscountFields } from './discount-fields';
import { toLocalDateTime } from './product-form-values';

interface DiscountModalProps {
  product: Product;
  onClose: () => void;
}

function initialValues(product: Product) {
  const { discount } = product;
  return {
    type: (discount?.type ?? 'Percentage') as DiscountType,
    value: discount ? String(discount.value) : '',
    startDate: toLocalDateTime(discount?.startDate),
    endDate: toLocalDateTime(discount?.endDate),
  };
}

/**
 * Adds or changes the discount (`addOrUpdateDiscount`), validated as the API will. Rendered only
 * while open, so each opening starts from the product's current discount.
 */
export function DiscountModal({ product, onClose }: DiscountModalProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const dispatch = useAppDispatch();
  const form = useSchemaForm(discountInputSchema, initialValues(product));
  const [belowPrice, setBelowPrice] = useState<string | null>(null);

  const { submitting: saving, onSubmit: submit } = useFormSubmit(
    form,
    async (discount) => {
      const result = await dispatch(addOrUpdateDiscount({ id: product.id, discount })).unwrap();
      notify.success(result.message, t('productsAdmin.discount.saved'));
      onClose();
    },
    {
      ready: (discount) => {
        // The fixed-amount rule needs the price, which the discount schema alone does not know.
        if (discount.type === 'Fixed' && discount.value >= product.price) {
          setBelowPrice(
            describeRule({ code: 'custom', message: 'v.discountBelowPrice', path: [] }, lang),
          );
          return false;
        }
        return true;
      },
    },
  );

  const close = () => {
    if (!saving) onClose();
  };
  const valueProps = form.inputProps('value');

  return (
    <Modal
      opened
      onClose={close}
      centered
      size="lg"
      title={
        <Text fw={700} fz="lg" component="span">
          {t(
            product.discount
              ? 'productsAdmin.discount.editTitle'
              : 'productsAdmin.discount.addTitle',
          )}
        </Text>
      }
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="discount-form">
        <Stack gap="lg">
          <DiscountFields
            allowNone={false}
            datesInline
            type={form.values.type}
            onTypeChange={(type) => form.setValue('type', type || 'Percentage')}
            typeError={form.errors.type}
            value={{
              ...valueProps,
              error: valueProps.error ?? belowPrice ?? undefined,
              onChange: (event) => {
                setBelowPrice(null);
                valueProps.onChange(event);
              },
            }}
            startDate={form.inputProps('startDate')}
            endDate={form.inputProps('endDate')}
            price={product.price}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={saving}>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              loading={saving}
              leftSection={<IconDeviceFloppy size={18} aria-hidden />}
              data-testid="save-discount"
            >
              {t('productsAdmin.discount.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
