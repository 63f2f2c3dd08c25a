import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconBuildingStore, IconChevronDown, IconUser } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { selectAuth } from '../../app/auth/auth.slice';
import { SignOutMenuItem } from '../../app/auth/sign-out-menu-item';
import { useAppSelector } from '../../app/hooks';
import { MenuLink } from '../../components/menu-link';
import { UserAvatar } from '../../components/user-avatar';
import { DigitsMenuItems } from './digits-menu-items';

/** Name and avatar of the signed-in staff member, with profile, shop and sign-out. */
export function DashboardUserMenu() {
  const { t } = useTranslation();
  const { user, role } = useAppSelector(selectAuth);

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
        <MenuLink to="/profile" icon={IconUser}>
          {t('account.profile')}
        </MenuLink>
        <MenuLink to="/" icon={IconBuildingStore}>
          {t('dashboard.storefront')}
        </MenuLink>
        <Menu.Divider />
        <DigitsMenuItems />
        <SignOutMenuItem />
      </Menu.Dropdown>
    </Menu>
  );
}
