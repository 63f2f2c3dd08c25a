import { DASHBOARD_ROLES } from '@dukkan/contracts';
import { ActionIcon, Menu, Text } from '@mantine/core';
import {
  IconLayoutDashboard,
  IconLogin,
  IconLogout,
  IconPackage,
  IconUser,
  IconUserCircle,
  IconUserPlus,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { logout, selectAuth } from '../../app/auth/auth.slice';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { notify } from '../../app/notify';
import { UserAvatar } from '../../components/user-avatar';

/** Signed out: sign in / create account. Signed in: profile, orders, dashboard for staff, sign out. */
export function AccountMenu() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { user, role, isAuthenticated } = useAppSelector(selectAuth);
  const isStaff = role !== null && DASHBOARD_ROLES.includes(role);

  function signOut() {
    dispatch(logout());
    notify.success(null, t('account.signedOut'));
    void navigate('/');
  }

  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size={40} radius="xl" data-testid="account-menu">
          {user ? (
            <UserAvatar
              imageUrl={user.imageUrl}
              firstName={user.firstName}
              lastName={user.lastName}
              size={34}
            />
          ) : (
            <IconUserCircle size={26} stroke={1.6} aria-hidden />
          )}
          <span className="visually-hidden">{t('account.menuLabel')}</span>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {isAuthenticated ? (
          <>
            {user && (
              <Menu.Label>
                <Text fz="sm" fw={600} c="dark" truncate>
                  {t('account.greeting', { name: user.firstName })}
                </Text>
                <Text fz="xs" c="dimmed" truncate>
                  {user.email}
                </Text>
              </Menu.Label>
            )}
            <Menu.Item
              component={Link}
              to="/profile"
              leftSection={<IconUser size={18} aria-hidden />}
            >
              {t('account.profile')}
            </Menu.Item>
            <Menu.Item
              component={Link}
              to="/my-orders"
              leftSection={<IconPackage size={18} aria-hidden />}
            >
              {t('account.myOrders')}
            </Menu.Item>
            {isStaff && (
              <Menu.Item
                component={Link}
                to="/dashboard"
                leftSection={<IconLayoutDashboard size={18} aria-hidden />}
                data-testid="dashboard-link"
              >
                {t('account.dashboard')}
              </Menu.Item>
            )}
            <Menu.Divider />
            <Menu.Item
              color="red.9"
              leftSection={<IconLogout size={18} aria-hidden />}
              onClick={signOut}
              data-testid="logout"
            >
              {t('account.logout')}
            </Menu.Item>
          </>
        ) : (
          <>
            <Menu.Item
              component={Link}
              to="/login"
              leftSection={<IconLogin size={18} aria-hidden />}
            >
              {t('account.signIn')}
            </Menu.Item>
            <Menu.Item
              component={Link}
              to="/register"
              leftSection={<IconUserPlus size={18} aria-hidden />}
            >
              {t('account.register')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
