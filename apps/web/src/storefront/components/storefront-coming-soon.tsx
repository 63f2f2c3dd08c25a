import { IconBuildingStore, IconHome } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { ComingSoon, type ComingSoonProps } from '../../components/coming-soon';

/** A storefront screen that is not open yet, with the ways back into the shop. */
export function StorefrontComingSoon(props: Omit<ComingSoonProps, 'links'>) {
  const { t } = useTranslation();
  return (
    <ComingSoon
      {...props}
      links={[
        { to: '/shop', label: t('common.goToShop'), icon: IconBuildingStore },
        { to: '/', label: t('common.backHome'), icon: IconHome, variant: 'default' },
      ]}
    />
  );
}
