import { ROLES, type Role } from '@dukkan/contracts';
import { Grid, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { PAGE_SIZES } from './use-users-query';

interface UsersFiltersProps {
  searchText: string;
  onSearchTextChange: (value: string) => void;
  role: Role | null;
  onRoleChange: (role: Role | null) => void;
  pageSize: number;
  onPageSizeChange: (size: number) => void;
}

/** Search by name or e-mail, role filter and rows per page. */
export function UsersFilters(props: UsersFiltersProps) {
  const { t } = useTranslation();
  return (
    <Grid gutter="md" align="flex-end">
      <Grid.Col span={{ base: 12, sm: 6, lg: 8 }}>
        <TextInput
          type="search"
          name="search"
          label={t('users.search')}
          placeholder={t('users.searchPlaceholder')}
          value={props.searchText}
          onChange={(event) => props.onSearchTextChange(event.currentTarget.value)}
          leftSection={<IconSearch size={18} aria-hidden />}
          data-testid="users-search"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3, lg: 2 }}>
        <NativeSelect
          name="role"
          label={t('users.roleFilter')}
          value={props.role ?? ''}
          onChange={(event) =>
            props.onRoleChange(ROLES.find((role) => role === event.currentTarget.value) ?? null)
          }
          data={[
            { value: '', label: t('users.allRoles') },
            ...ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) })),
          ]}
          data-testid="users-role-filter"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3, lg: 2 }}>
        <NativeSelect
          name="pageSize"
          label={t('users.pageSize')}
          value={String(props.pageSize)}
          onChange={(event) => props.onPageSizeChange(Number(event.currentTarget.value))}
          data={PAGE_SIZES.map((size) => String(size))}
          data-testid="users-page-size"
        />
      </Grid.Col>
    </Grid>
  );
}
