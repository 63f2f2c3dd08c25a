import { ActionIcon } from '../../kit';
import { IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { useSession } from '../../app/session';
import { UserAvatar } from '../../components/user-avatar';
import { useMenuOnDemand } from './use-menu-on-demand';
import { withKitLoaded } from '../../app/with-kit';

const loadAccountMenuPopup = () =>
  withKitLoaded(import('./account-menu-popup').then((module) => module.AccountMenuPopup));

/**
 * The header's account button. Signed out, its menu offers sign in and create account; signed
 * in, profile, orders, the dashboard for staff and sign out. The menu's code loads on first use
 * (`useMenuOnDemand`); until then the same button stands in for it.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { Menu, arrival, targetRef, standInProps } = useMenuOnDemand(loadAccountMenuPopup, {
    opensOnHover: false,
  });
  const face = (
    <>
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
    </>
  );
  const buttonProps = {
    variant: 'subtle',
    color: 'gray',
    size: 40,
    radius: 'xl',
    'data-testid': 'account-menu',
  } as const;

  if (Menu) {
    return (
      <Menu
        {...arrival}
        target={
          <ActionIcon {...buttonProps} ref={targetRef}>
            {face}
          </ActionIcon>
        }
      />
    );
  }
  return (
    <ActionIcon {...buttonProps} {...standInProps}>
      {face}
    </ActionIcon>
  );
}
