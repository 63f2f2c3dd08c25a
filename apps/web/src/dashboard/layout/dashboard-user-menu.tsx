import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconBuildingStore, IconChevronDown, IconLogout, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { logout, selectAuth } from '../../app/auth/auth.slice';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { notify } from '../../app/notify';
import { UserAvatar } from '../../components/user-avatar';

/** Name and avatar of the signed-in staff member, with profile, shop and sign-out. */
export function DashboardUserMenu() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { user, role } = useAppSelector(selectAuth);

  function signOut() {
    dispatch(logout());
    notify.success(null, t('account.signedOut'));
    void navigate('/');
  }

  return (
    <Menu position="bottom-end" width={240} shadow="md">
      <Menu.Target>
        <UnstyledButton data-testid="account-menu" className="dashboard-user-button">
          <Group gap="xs" wrap="nowrap">
            {user && (
              <UserAvatar
                imageUrl={user.imageUrl}
                firstName={user.firstName}
                lastName={user.lastName}
                size={36}
              />
            )}
            <div className="dashboard-user-button__text">
              <Text fz="sm" fw={600} lh={1.2} truncate>
                {user ? `${user.firstName} ${user.lastName}` : ''}
              </Text>
              {role && (
                <Text fz="xs" c="dimmed" lh={1.2}>
                  {t(`roles.${role}`)}
                </Text>
              )}
            </div>
            <IconChevronDown size={16} aria-hidden />
            <span className="visually-hidden">{t('dashboard.userMenu')}</span>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={18} aria-hidden />}>
          {t('account.profile')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/"
          leftSection={<IconBuildingStore size={18} aria-hidden />}
        >
          {t('dashboard.storefront')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red.9"
          leftSection={<IconLogout size={18} aria-hidden />}
          onClick={signOut}
          data-testid="logout"
        >
          {t('account.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
