import { ROLES, type AdminUser, type Role } from '@dukkan/contracts';
import {
  ActionIcon,
  Badge,
  Group,
  Loader,
  NativeSelect,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { UserAvatar } from '../../../components/user-avatar';
import { useLanguage } from '../../../i18n/use-language';
import { useDigits } from '../../../lib/digits-context';
import { formatDate } from '../../../lib/format-date';
import { toLocalMobile } from '../../../lib/local-mobile';

interface UsersTableProps {
  users: AdminUser[];
  caption: string;
  currentUserId: number | null;
  /** Id of the row whose role change is waiting for the server. */
  changingRoleOf: number | null;
  onRoleChange: (user: AdminUser, role: Role) => void;
  onDelete: (user: AdminUser) => void;
}

function fullName(user: AdminUser): string {
  return `${user.firstName} ${user.lastName}`;
}

export function UsersTable({
  users,
  caption,
  currentUserId,
  changingRoleOf,
  onRoleChange,
  onDelete,
}: UsersTableProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const digits = useDigits();

  return (
    <Table.ScrollContainer minWidth={880}>
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover data-testid="users-table">
        <caption className="visually-hidden">{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('users.colUser')}</Table.Th>
            <Table.Th scope="col">{t('users.colEmail')}</Table.Th>
            <Table.Th scope="col">{t('users.colMobile')}</Table.Th>
            <Table.Th scope="col">{t('users.colRole')}</Table.Th>
            <Table.Th scope="col">{t('users.colCreated')}</Table.Th>
            <Table.Th scope="col">
              <span className="visually-hidden">{t('users.colActions')}</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={6}>
                <Text c="dimmed" ta="center" py="xl">
                  {t('users.empty')}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {users.map((user) => {
            const isSelf = user.id === currentUserId;
            const role = user.userRole;
            const ownRowHint = isSelf ? t('users.ownRowHint') : undefined;
            return (
              <Table.Tr key={user.id} data-testid={`user-row-${user.id}`}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <UserAvatar
                      imageUrl={user.imageUrl}
                      firstName={user.firstName}
                      lastName={user.lastName}
                      size={40}
                      style={{ flexShrink: 0 }}
                    />
                    <Text fw={600} fz="sm">
                      {fullName(user)}
                    </Text>
                    {isSelf && (
                      <Badge size="sm" variant="light" style={{ flexShrink: 0 }}>
                        {t('users.you')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  {/* An account made by mobile sign-in has no e-mail: its number stands in. */}
                  <Text fz="sm" dir={user.email ? undefined : 'ltr'}>
                    {user.email ?? toLocalMobile(user.mobile)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text fz="sm" dir="ltr" className="numeric-cell">
                    {user.phoneNumber ?? '—'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <NativeSelect
                      aria-label={t('users.roleOf', { name: fullName(user) })}
                      title={ownRowHint}
                      value={role}
                      disabled={isSelf || changingRoleOf === user.id}
                      onChange={(event) => {
                        const next = ROLES.find((item) => item === event.currentTarget.value);
                        if (next && next !== role) onRoleChange(user, next);
                      }}
                      data={ROLES.map((item) => ({ value: item, label: t(`roles.${item}`) }))}
                      size="xs"
                      w={150}
                      data-testid={`role-select-${user.id}`}
                    />
                    {changingRoleOf === user.id && (
                      <Loader size="xs" role="status" aria-label={t('common.loading')} />
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text fz="sm">{formatDate(user.createdAt, lang, digits)}</Text>
                </Table.Td>
                <Table.Td>
                  <Tooltip
                    label={ownRowHint ?? t('users.deleteUser', { name: fullName(user) })}
                    withArrow
                  >
                    <ActionIcon
                      variant="subtle"
                      color="red.9"
                      size={36}
                      aria-label={t('users.deleteUser', { name: fullName(user) })}
                      disabled={isSelf}
                      onClick={() => onDelete(user)}
                      data-testid={`delete-user-${user.id}`}
                    >
                      <IconTrash size={20} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
