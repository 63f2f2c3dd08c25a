import '../../app/styles/browser-screens';
import { Button } from '@mantine/core';
import { IconHome, IconLock, IconSwitchHorizontal } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { logout } from '../../app/auth/auth.slice';
import { useAppDispatch } from '../../app/hooks';
import { StatusScreen } from '../../components/status-screen';
import { usePageMeta } from '../../lib/use-page-meta';

export default function UnauthorizedPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  usePageMeta(t('unauthorized.title'), t('unauthorized.body'));

  function switchAccount() {
    dispatch(logout());
    void navigate('/login');
  }

  return (
    <StatusScreen
      icon={IconLock}
      code="403"
      color="orange"
      title={t('unauthorized.title')}
      body={t('unauthorized.body')}
    >
      <Button component={Link} to="/" leftSection={<IconHome size={18} aria-hidden />}>
        {t('common.backHome')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconSwitchHorizontal size={18} aria-hidden />}
        onClick={switchAccount}
      >
        {t('unauthorized.switchAccount')}
      </Button>
    </StatusScreen>
  );
}
