import { Menu } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../hooks';
import { notify } from '../../lib/notify';
import { logout } from './auth.slice';

/** The last entry of both account menus: ends the session and lands on the home page. */
export function SignOutMenuItem() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  function signOut() {
    dispatch(logout());
    notify.success(null, t('account.signedOut'));
    void navigate('/');
  }

  return (
    <Menu.Item
      color="red.9"
      leftSection={<IconLogout size={18} aria-hidden />}
      onClick={signOut}
      data-testid="logout"
    >
      {t('account.logout')}
    </Menu.Item>
  );
}
