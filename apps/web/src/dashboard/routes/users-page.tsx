import type { AdminUser, Role } from '@dukkan/contracts';
import {
  Alert,
  Box,
  Button,
  Group,
  LoadingOverlay,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { selectCurrentUser } from '../../app/auth/auth.slice';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { notify } from '../../lib/notify';
import { AppPagination } from '../../components/app-pagination';
import { usePageMeta } from '../../lib/use-page-meta';
import { DeleteUserModal } from '../features/users/delete-user-modal';
import { UsersFilters } from '../features/users/users-filters';
import { toUsersRequest, useUsersQuery } from '../features/users/use-users-query';
import { selectUsersState } from '../features/users/users.slice';
import { changeUserRole, deleteUser, fetchUsers } from '../features/users/users.thunks';
import { UsersTable } from '../features/users/users-table';

const SEARCH_DEBOUNCE_MS = 350;

export default function UsersPage() {
  const { t } = useTranslation();
  usePageMeta(t('users.title'), t('users.description'));
  const dispatch = useAppDispatch();
  const currentUser = useAppSelector(selectCurrentUser);
  const { users, paginationData, loading, error } = useAppSelector(selectUsersState);
  const { query, update } = useUsersQuery();
  const [searchText, setSearchText] = useState(query.search);
  const [debouncedSearch] = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [reloadKey, setReloadKey] = useState(0);
  const [changingRoleOf, setChangingRoleOf] = useState<number | null>(null);
  const [userToDelete, setUserToDelete] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState(false);

  // A new search starts again from page 1.
  useEffect(() => {
    if (debouncedSearch !== query.search) update({ search: debouncedSearch, page: 1 });
  }, [debouncedSearch, query.search, update]);

  // Each change of page, size or filter replaces the previous request (aborted, never applied
  // late). The request as text, so the effect reruns when its content changes, not its identity.
  const requestKey = useMemo(() => JSON.stringify(toUsersRequest(query)), [query]);
  useEffect(() => {
    const request = dispatch(fetchUsers(JSON.parse(requestKey)));
    return () => request.abort();
  }, [dispatch, requestKey, reloadKey]);

  async function changeRole(user: AdminUser, role: Role) {
    setChangingRoleOf(user.id);
    try {
      const result = await dispatch(changeUserRole({ userId: user.id, newRole: role })).unwrap();
      notify.success(result.message, t('users.roleChanged', { role: t(`roles.${role}`) }));
    } catch (failure) {
      notify.error(failure);
    } finally {
      setChangingRoleOf(null);
    }
  }

  async function confirmDelete(user: AdminUser) {
    setDeleting(true);
    try {
      const result = await dispatch(deleteUser(user.id)).unwrap();
      notify.success(
        result.message,
        t('users.deleted', { name: `${user.firstName} ${user.lastName}` }),
      );
      setUserToDelete(null);
      // The last row of a later page is gone: show the page before it.
      if (users.length === 1 && query.page > 1) update({ page: query.page - 1 });
    } catch (failure) {
      notify.error(failure);
    } finally {
      setDeleting(false);
    }
  }

  const totalPages = Math.max(1, Math.ceil(paginationData.totalCount / paginationData.pageSize));
  const listLoading = loading && changingRoleOf === null && !deleting;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t('users.title')}
          </Title>
          <Text c="dimmed">{t('users.description')}</Text>
        </Stack>
        <Text fw={600} c="dimmed" aria-live="polite">
          {t('users.total', { count: paginationData.totalCount })}
        </Text>
      </Group>

      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="lg">
          <UsersFilters
            searchText={searchText}
            onSearchTextChange={setSearchText}
            role={query.role}
            onRoleChange={(role) => update({ role, page: 1 })}
            pageSize={query.pageSize}
            onPageSizeChange={(pageSize) => update({ pageSize, page: 1 })}
          />

          {error && !listLoading && changingRoleOf === null && users.length === 0 && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle aria-hidden />}
              title={t('users.loadFailed')}
            >
              <Stack gap="sm" align="flex-start">
                <Text fz="sm">{error.message}</Text>
                <Button
                  size="xs"
                  variant="white"
                  color="red.9"
                  leftSection={<IconRefresh size={16} aria-hidden />}
                  onClick={() => setReloadKey((key) => key + 1)}
                >
                  {t('common.retry')}
                </Button>
              </Stack>
            </Alert>
          )}

          <Box pos="relative" aria-busy={listLoading}>
            <LoadingOverlay
              visible={listLoading}
              overlayProps={{ blur: 1 }}
              loaderProps={{ role: 'status', 'aria-label': t('common.loading') }}
            />
            <UsersTable
              users={users}
              caption={t('users.tableCaption', { page: query.page, pages: totalPages })}
              currentUserId={currentUser?.id ?? null}
              changingRoleOf={changingRoleOf}
              onRoleChange={(user, role) => void changeRole(user, role)}
              onDelete={setUserToDelete}
            />
          </Box>

          <AppPagination
            label={t('users.pagination')}
            page={query.page}
            totalPages={totalPages}
            onChange={(page) => update({ page })}
            testId="users-pagination"
          />
        </Stack>
      </Paper>

      <DeleteUserModal
        user={userToDelete}
        deleting={deleting}
        onConfirm={(user) => void confirmDelete(user)}
        onClose={() => !deleting && setUserToDelete(null)}
      />
    </Stack>
  );
}
