import type { Product } from '@dukkan/contracts';
import { ActionIcon, Anchor, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconEye, IconPencil, IconTrash, type Icon } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { ProductThumb } from '../../components/product-thumb';

interface ActionProps {
  label: string;
  icon: Icon;
}

/** An icon button named by its tooltip: a link (view, edit) or an action (delete). */
function ActionLink({ label, icon: IconComponent, to }: ActionProps & { to: string }) {
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon
        component={Link}
        to={to}
        variant="subtle"
        color="gray.8"
        c="gray.8"
        size={36}
        aria-label={label}
      >
        <IconComponent size={20} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

function ActionButton({
  label,
  icon: IconComponent,
  onClick,
}: ActionProps & { onClick: () => void }) {
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon
        variant="subtle"
        color="red.9"
        c="red.9"
        size={36}
        aria-label={label}
        onClick={onClick}
      >
        <IconComponent size={20} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

interface ProductRowActionsProps {
  product: Product;
  name: string;
  onDelete: (product: Product) => void;
}

/** View, edit and delete for one product of the list. */
export function ProductRowActions({ product, name, onDelete }: ProductRowActionsProps) {
  const { t } = useTranslation();
  return (
    <Group gap={2} wrap="nowrap">
      <ActionLink
        to={`/dashboard/products/${product.id}`}
        label={t('productsAdmin.list.view', { name })}
        icon={IconEye}
      />
      <ActionLink
        to={`/dashboard/products/edit/${product.id}`}
        label={t('productsAdmin.list.edit', { name })}
        icon={IconPencil}
      />
      <ActionButton
        onClick={() => onDelete(product)}
        label={t('productsAdmin.list.delete', { name })}
        icon={IconTrash}
      />
    </Group>
  );
}

/** Cover, name (linking to the details) and SKU. */
export function ProductIdentity({ product, name }: { product: Product; name: string }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ProductThumb url={product.images[0]} />
      <Stack gap={2} miw={0}>
        <Anchor
          component={Link}
          to={`/dashboard/products/${product.id}`}
          fw={600}
          fz="sm"
          c="dark"
          lineClamp={2}
        >
          {name}
        </Anchor>
        <Text fz="xs" c="dimmed">
          <bdi dir="ltr">{product.sku}</bdi>
        </Text>
      </Stack>
    </Group>
  );
}
