import '../../app/styles/browser-screens';
import { Badge, Button, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  IconDeviceMobile,
  IconKey,
  IconMapPin,
  IconRefresh,
  IconUser,
  IconUserExclamation,
} from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { useSearchParams } from 'react-router';
import { selectAuth } from '../../app/auth/auth.slice';
import { fetchUserInfo } from '../../app/auth/auth.thunks';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { LoadingScreen } from '../../components/loading-screen';
import { StatusScreen } from '../../components/status-screen';
import { UserAvatar } from '../../components/user-avatar';
import { useDigits } from '../../lib/digits-context';
import { formatDate } from '../../lib/format-date';
import { usePageMeta } from '../../lib/use-page-meta';
import { useLanguage } from '../../i18n/use-language';
import { AccountMobileSection } from '../features/account/account-mobile-section';
import { ChangePasswordForm } from '../features/account/change-password-form';
import { ProfileInfoForm } from '../features/account/profile-info-form';
import { AddressesPanel } from '../features/address-book/addresses-panel';
import { PhonesPanel } from '../features/address-book/phones-panel';

const TABS = ['info', 'password', 'addresses', 'phones'] as const;
type ProfileTab = (typeof TABS)[number];

export default function ProfilePage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const digits = useDigits();
  usePageMeta(t('profile.title'), t('profile.description'));
  const dispatch = useAppDispatch();
  const { user, loading } = useAppSelector(selectAuth);
  // The tab lives in the URL so "Change password" can be linked to and survives a reload.
  const [params, setParams] = useSearchParams();
  const tab: ProfileTab = TABS.find((name) => name === params.get('tab')) ?? 'info';

  if (!user) {
    if (loading) return <LoadingScreen />;
    return (
      <StatusScreen
        icon={IconUserExclamation}
        color="orange"
        title={t('profile.loadFailed')}
        body={t('errors.network')}
      >
        <Button
          leftSection={<IconRefresh size={18} aria-hidden />}
          onClick={() => void dispatch(fetchUserInfo())}
        >
          {t('common.retry')}
        </Button>
      </StatusScreen>
    );
  }

  return (
    <Stack gap="xl">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg">
        <Group gap="lg" wrap="nowrap" align="center">
          <UserAvatar
            imageUrl={user.imageUrl}
            firstName={user.firstName}
            lastName={user.lastName}
            size={80}
            radius={40}
          />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={1} fz={{ base: 22, sm: 28 }}>
              {`${user.firstName} ${user.lastName}`}
            </Title>
            <Text c="dimmed" truncate>
              {user.email}
            </Text>
            <Group gap="xs">
              <Badge variant="light">{t(`roles.${user.role}`)}</Badge>
              <Text fz="sm" c="dimmed">
                {t('profile.memberSince', { date: formatDate(user.createdAt, lang, digits) })}
              </Text>
            </Group>
          </Stack>
        </Group>
      </Paper>

      <Tabs
        value={tab}
        onChange={(value) =>
          setParams(value && value !== 'info' ? { tab: value } : {}, { replace: true })
        }
        keepMounted={false}
      >
        <Tabs.List aria-label={t('profile.tabsLabel')}>
          <Tabs.Tab value="info" leftSection={<IconUser size={18} aria-hidden />}>
            {t('profile.infoTab')}
          </Tabs.Tab>
          <Tabs.Tab value="password" leftSection={<IconKey size={18} aria-hidden />}>
            {t('profile.passwordTab')}
          </Tabs.Tab>
          <Tabs.Tab value="addresses" leftSection={<IconMapPin size={18} aria-hidden />}>
            {t('addressBook.addressesTab')}
          </Tabs.Tab>
          <Tabs.Tab value="phones" leftSection={<IconDeviceMobile size={18} aria-hidden />}>
            {t('addressBook.phonesTab')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="info" pt="xl">
          <Stack gap="xl">
            <ProfileInfoForm key={user.id} user={user} />
            {user.role === 'Customer' && <AccountMobileSection user={user} />}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="password" pt="xl">
          <ChangePasswordForm />
        </Tabs.Panel>
        <Tabs.Panel value="addresses" pt="xl">
          <AddressesPanel />
        </Tabs.Panel>
        <Tabs.Panel value="phones" pt="xl">
          <PhonesPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
