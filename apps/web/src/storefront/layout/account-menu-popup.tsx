import { DASHBOARD_ROLES } from '@dukkan/contracts';
import { Menu, Text } from '@mantine/core';
import {
  IconLayoutDashboard,
  IconLogin,
  IconPackage,
  IconUser,
  IconUserPlus,
} from '@tabler/icons-react';
import type { ReactElement } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useSession } from '../../app/session';
import { SignOutMenuItem } from '../../app/auth/sign-out-menu-item';
import { MenuLink } from '../../components/menu-link';
import { useOpenedOnArrival, type MenuArrival } from './use-menu-on-demand';

interface AccountMenuPopupProps extends MenuArrival {
  /** The header's account button, which opens the menu. */
  target: ReactElement;
}

/** Signed out: sign in / create account. Signed in: profile, orders, dashboard for staff, sign out. */
export function AccountMenuPopup({ target, ...arrival }: AccountMenuPopupProps) {
  const { t } = useTranslation();
  const { user, role, isAuthenticated } = useSession();
  const isStaff = role !== null && DASHBOARD_ROLES.includes(role);
  const [opened, setOpened] = useOpenedOnArrival(arrival);

  return (
    <Menu
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={240}
      shadow="md"
      withinPortal
    >
      <Menu.Target>{target}</Menu.Target>
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
            <MenuLink to="/profile" icon={IconUser}>
              {t('account.profile')}
            </MenuLink>
            <MenuLink to="/my-orders" icon={IconPackage}>
              {t('account.myOrders')}
            </MenuLink>
            {isStaff && (
              <MenuLink to="/dashboard" icon={IconLayoutDashboard} data-testid="dashboard-link">
                {t('account.dashboard')}
              </MenuLink>
            )}
            <Menu.Divider />
            <SignOutMenuItem />
          </>
        ) : (
          <>
            <MenuLink to="/login" icon={IconLogin}>
              {t('account.signIn')}
            </MenuLink>
            <MenuLink to="/register" icon={IconUserPlus}>
              {t('account.register')}
            </MenuLink>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
