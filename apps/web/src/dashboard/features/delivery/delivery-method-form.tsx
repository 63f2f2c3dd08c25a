import {
  deliveryMethodFieldsSchema,
  type AdminDeliveryMethod,
  type Envelope,
} from '@dukkan/contracts';
import { SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useAppDispatch } from '../../../app/hooks';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { EntityFormActions } from '../../components/entity-form-actions';
import type { EntityFormControls } from '../../components/entity-form-modal';
import { createDeliveryMethod, updateDeliveryMethod } from './delivery-admin.thunks';

export interface DeliveryMethodFormProps extends EntityFormControls<Envelope<AdminDeliveryMethod>> {
  /** The method being edited; null when adding. */
  method: AdminDeliveryMethod | null;
}

/**
 * Both names, the fee, the delivery time and whether checkout offers it. The contracts' schema
 * checks the fields as the API does; a server 400 shows its messages under the same fields.
 */
export function DeliveryMethodForm(props: DeliveryMethodFormProps) {
  const { method, submitting, onSubmittingChange } = props;
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const form = useSchemaForm(deliveryMethodFieldsSchema, {
    nameEn: method?.nameEn ?? '',
    nameAr: method?.nameAr ?? '',
    price: method ? method.price.toFixed(2) : '',
    estimatedDays: method?.estimatedDays ?? '',
    isActive: method?.isActive === false ? 'false' : 'true',
  });

  const { onSubmit } = useFormSubmit(
    form,
    async (fields) => {
      const result = method
        ? await dispatch(updateDeliveryMethod({ id: method.id, ...fields })).unwrap()
        : await dispatch(createDeliveryMethod(fields)).unwrap();
      props.onSaved(result);
    },
    { onSubmittingChange },
  );

  return (
    <form onSubmit={onSubmit} noValidate data-testid="delivery-method-form">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            {...form.inputProps('nameEn')}
            label={t('deliveryAdmin.fields.nameEn')}
            withAsterisk
            lang="en"
            dir="ltr"
            autoComplete="off"
            data-autofocus
          />
          <TextInput
            {...form.inputProps('nameAr')}
            label={t('deliveryAdmin.fields.nameAr')}
            withAsterisk
            lang="ar"
            dir="rtl"
            autoComplete="off"
          />
          <TextInput
            {...form.inputProps('price')}
            label={t('deliveryAdmin.fields.price')}
            description={t('deliveryAdmin.fields.priceHint')}
            withAsterisk
            inputMode="decimal"
            autoComplete="off"
          />
          <TextInput
            {...form.inputProps('estimatedDays')}
            label={t('deliveryAdmin.fields.estimatedDays')}
            description={t('deliveryAdmin.fields.estimatedDaysHint')}
            withAsterisk
            autoComplete="off"
          />
        </SimpleGrid>
        <Switch
          {...form.switchProps('isActive')}
          label={t('deliveryAdmin.fields.isActive')}
          description={t('deliveryAdmin.fields.isActiveHint')}
          size="md"
        />
        <EntityFormActions
          isNew={method === null}
          submitLabel={method ? t('deliveryAdmin.save') : t('deliveryAdmin.create')}
          submitting={submitting}
          onCancel={props.onCancel}
          submitTestId="save-delivery-method"
        />
      </Stack>
    </form>
  );
}
