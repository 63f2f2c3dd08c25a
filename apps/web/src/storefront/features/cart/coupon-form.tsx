import type { AppliedCoupon, Coupon } from '@dukkan/contracts';
import { Button, Group, Paper, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import {
  IconAlertTriangle,
  IconRosetteDiscountCheck,
  IconTicket,
  IconX,
} from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../../../i18n/use-language';
import { useDigits } from '../../../lib/digits-context';
import { formatMoney } from '../../../lib/format-number';
import { useCouponCode } from './use-coupon-code';

interface CouponFormProps {
  /** The coupon on the cart now, with what it gives. */
  applied: AppliedCoupon | null;
  /** The shopper's usable coupons, offered as one-tap codes. */
  available: Coupon[];
}

function AppliedCouponBox({
  coupon,
  isBusy,
  onRemove,
}: {
  coupon: AppliedCoupon;
  isBusy: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const digits = useDigits();
  const works = coupon.isApplicable;
  return (
    <Paper
      p="sm"
      radius="md"
      className={works ? 'coupon-applied' : 'coupon-applied coupon-applied--idle'}
      data-testid="applied-coupon"
      data-applicable={works}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="transparent" color={works ? 'brand.8' : '#9a3412'} aria-hidden>
          {works ? <IconRosetteDiscountCheck size={22} /> : <IconAlertTriangle size={22} />}
        </ThemeIcon>
        <Stack gap={6} flex={1} miw={0} align="flex-start">
          {/* Announced when it appears: the answer to "Apply". */}
          <Stack gap={2} role="status">
            <Text fw={700} fz="sm">
              {works
                ? t('cart.coupon.applied', { code: coupon.code })
                : t('cart.coupon.notApplicable', { code: coupon.code })}
            </Text>
            <Text fz="sm" c={works ? 'brand.9' : '#9a3412'} data-testid="coupon-saving">
              {works
                ? t('cart.coupon.saving', {
                    amount: formatMoney(coupon.discountAmount, lang, digits),
                  })
                : coupon.reason}
            </Text>
          </Stack>
          <Button
            variant="subtle"
            color="gray"
            c="dark.6"
            size="compact-sm"
            ms={-8}
            leftSection={<IconX size={16} aria-hidden />}
            onClick={onRemove}
            loading={isBusy}
            aria-label={t('cart.coupon.removeNamed', { code: coupon.code })}
            data-testid="remove-coupon"
          >
            {t('cart.coupon.remove')}
          </Button>
        </Stack>
      </Group>
    </Paper>
  );
}

/** Type a code → it is checked → applied; the answer shows here (the saving, or why not). */
export function CouponForm({ applied, available }: CouponFormProps) {
  const { t } = useTranslation();
  const { isBusy, refusal, apply, remove, forget } = useCouponCode();
  const [code, setCode] = useState('');
  const offered = available.filter((coupon) => coupon.code !== applied?.code);

  async function submit(value: string) {
    const trimmed = value.trim();
    if (!trimmed) return;
    if (await apply(trimmed)) setCode('');
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit(code);
  }

  if (applied) {
    return <AppliedCouponBox coupon={applied} isBusy={isBusy} onRemove={() => void remove()} />;
  }

  return (
    <Stack gap="xs">
      <form onSubmit={onSubmit} noValidate>
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            flex={1}
            name="couponCode"
            label={t('cart.coupon.label')}
            placeholder={t('cart.coupon.placeholder')}
            leftSection={<IconTicket size={18} aria-hidden />}
            value={code}
            onChange={(event) => {
              setCode(event.currentTarget.value);
              forget();
            }}
            error={refusal}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            data-testid="coupon-code"
          />
          <Button
            type="submit"
            variant="default"
            mt={25}
            h={36}
            loading={isBusy}
            disabled={!code.trim()}
            data-testid="apply-coupon"
          >
            {t('cart.coupon.apply')}
          </Button>
        </Group>
      </form>
      {offered.length > 0 && (
        <Group gap={6} aria-label={t('cart.coupon.available')} role="group">
          <Text fz="xs" c="dimmed">
            {t('cart.coupon.available')}:
          </Text>
          {offered.map((coupon) => (
            <Button
              key={coupon.id}
              size="compact-xs"
              variant="light"
              radius="xl"
              disabled={isBusy}
              onClick={() => {
                setCode(coupon.code);
                void submit(coupon.code);
              }}
              title={t('cart.coupon.useCode', { code: coupon.code })}
              data-testid="offered-coupon"
            >
              {coupon.code}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}
