import { DISCOUNT_TYPES, type AdminCoupon, type DiscountType } from '@dukkan/contracts';
import { Input, SegmentedControl, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useAppDispatch } from '../../../app/hooks';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { notify } from '../../../lib/notify';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { EntityFormActions } from '../../components/entity-form-actions';
import type { EntityFormControls } from '../../components/entity-form-modal';
import { createCoupon, updateCoupon } from './admin-coupons.thunks';
import { couponFormSchema, emptyCouponValues, valuesFromCoupon } from './coupon-form-values';

export interface CouponFormProps extends EntityFormControls<AdminCoupon> {
  /** The coupon being edited; null when adding. */
  coupon: AdminCoupon | null;
}

/**
 * Every field of a coupon, checked by the contracts' schema as the API checks it; the server's
 * field errors (a taken code answers 409 under `code`) show under their fields too.
 */
export function CouponForm({
  coupon,
  submitting,
  onSubmittingChange,
  onCancel,
  onSaved,
}: CouponFormProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const typeLabelId = useId();
  const form = useSchemaForm(
    couponFormSchema,
    coupon ? valuesFromCoupon(coupon) : emptyCouponValues,
  );
  const isPercentage = form.values.type === 'Percentage';

  const { onSubmit } = useFormSubmit(
    form,
    async (fields) => {
      const result = coupon
        ? await dispatch(updateCoupon({ ...fields, id: coupon.id })).unwrap()
        : await dispatch(createCoupon(fields)).unwrap();
      const key = coupon ? 'couponsAdmin.form.updated' : 'couponsAdmin.form.created';
      notify.success(result.message, t(key, { code: result.data.code }));
      onSaved(result.data);
    },
    { onSubmittingChange },
  );

  const unit = (
    <Text fz="sm" c="dimmed" aria-hidden>
      {t('couponsAdmin.form.currency')}
    </Text>
  );

  return (
    <form onSubmit={onSubmit} noValidate data-testid="coupon-form">
      <Stack gap="md">
        <TextInput
          {...form.inputProps('code')}
          label={t('couponsAdmin.form.code')}
          description={t('couponsAdmin.form.codeHint')}
          withAsterisk
          dir="ltr"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          data-autofocus
        />
        <Input.Wrapper
          label={t('couponsAdmin.form.type')}
          labelElement="div"
          id={typeLabelId}
          error={form.errors.type}
        >
          <SegmentedControl
            fullWidth
            role="radiogroup"
            aria-labelledby={`${typeLabelId}-label`}
            name="type"
            value={form.values.type}
            onChange={(type) => {
              form.setValue('type', type as DiscountType);
              if (type === 'Fixed') form.setValue('maxDiscountAmount', '');
            }}
            data={DISCOUNT_TYPES.map((type) => ({
              value: type,
              label: t(`couponsAdmin.form.types.${type}`),
            }))}
            data-testid="coupon-type"
          />
        </Input.Wrapper>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            {...form.inputProps('value')}
            label={t('couponsAdmin.form.value')}
            inputMode="decimal"
            withAsterisk
            rightSection={
              isPercentage ? (
                <Text fz="sm" c="dimmed" aria-hidden>
                  %
                </Text>
              ) : (
                unit
              )
            }
            rightSectionWidth={52}
          />
          {isPercentage && (
            <TextInput
              {...form.inputProps('maxDiscountAmount')}
              label={t('couponsAdmin.form.maxDiscountAmount')}
              description={t('couponsAdmin.form.maxDiscountHint')}
              inputMode="decimal"
              rightSection={unit}
              rightSectionWidth={52}
            />
          )}
          <TextInput
            {...form.inputProps('minOrderAmount')}
            label={t('couponsAdmin.form.minOrderAmount')}
            description={t('couponsAdmin.form.minOrderHint')}
            inputMode="decimal"
            rightSection={unit}
            rightSectionWidth={52}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            {...form.inputProps('startDate')}
            type="datetime-local"
            label={t('couponsAdmin.form.startDate')}
            description={t('couponsAdmin.form.startHint')}
          />
          <TextInput
            {...form.inputProps('endDate')}
            type="datetime-local"
            label={t('couponsAdmin.form.endDate')}
            description={t('couponsAdmin.form.endHint')}
          />
          <TextInput
            {...form.inputProps('usageLimit')}
            label={t('couponsAdmin.form.usageLimit')}
            description={t('couponsAdmin.form.usageLimitHint')}
            inputMode="numeric"
          />
          <TextInput
            {...form.inputProps('perUserLimit')}
            label={t('couponsAdmin.form.perUserLimit')}
            description={t('couponsAdmin.form.perUserLimitHint')}
            inputMode="numeric"
          />
        </SimpleGrid>
        <Switch
          {...form.switchProps('isActive')}
          label={t('couponsAdmin.form.isActive')}
          description={t('couponsAdmin.form.isActiveHint')}
          data-testid="coupon-active"
        />
        <EntityFormActions
          isNew={coupon === null}
          submitLabel={coupon ? t('couponsAdmin.form.save') : t('couponsAdmin.form.create')}
          submitting={submitting}
          onCancel={onCancel}
          submitTestId="save-coupon"
        />
      </Stack>
    </form>
  );
}
