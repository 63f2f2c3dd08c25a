import type { AdminCoupon } from '@dukkan/contracts';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';

interface CouponRowActionsProps {
  coupon: AdminCoupon;
  onEdit: (coupon: AdminCoupon) => void;
  onDelete: (coupon: AdminCoupon) => void;
}

/** View (usage), edit and delete for one coupon of the list; icon buttons named by their tooltips. */
export function CouponRowActions({ coupon, onEdit, onDelete }: CouponRowActionsProps) {
  const { t } = useTranslation();
  const { code } = coupon;
  const view = t('couponsAdmin.list.view', { code });
  const edit = t('couponsAdmin.list.edit', { code });
  const remove = t('couponsAdmin.list.delete', { code });
  return (
    <Group gap={2} wrap="nowrap">
      <Tooltip label={view} withArrow>
        <ActionIcon
          component={Link}
          to={`/dashboard/coupons/${coupon.id}`}
          variant="subtle"
          color="gray.8"
          c="gray.8"
          size={36}
          aria-label={view}
          data-testid={`view-coupon-${coupon.id}`}
        >
          <IconEye size={20} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={edit} withArrow>
        <ActionIcon
          variant="subtle"
          color="gray.8"
          c="gray.8"
          size={36}
          aria-label={edit}
          onClick={() => onEdit(coupon)}
          data-testid={`edit-coupon-${coupon.id}`}
        >
          <IconPencil size={20} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={remove} withArrow>
        <ActionIcon
          variant="subtle"
          color="red.9"
          c="red.9"
          size={36}
          aria-label={remove}
          onClick={() => onDelete(coupon)}
          data-testid={`delete-coupon-${coupon.id}`}
        >
          <IconTrash size={20} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
