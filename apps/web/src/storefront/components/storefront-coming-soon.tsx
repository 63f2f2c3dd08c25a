import { Button } from '@mantine/core';
import { IconBuildingStore, IconHome } from '@tabler/icons-react';
import type { Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';

interface StorefrontComingSoonProps {
  icon: Icon;
  title: string;
  description: string;
}

/** A storefront screen that is not open yet, with the ways back into the shop. */
export function StorefrontComingSoon(props: StorefrontComingSoonProps) {
  const { t } = useTranslation();
  return (
    <ComingSoon
      {...props}
      actions={
        <>
          <Button
            component={Link}
            to="/shop"
            leftSection={<IconBuildingStore size={18} aria-hidden />}
          >
            {t('common.goToShop')}
          </Button>
          <Button
            component={Link}
            to="/"
            variant="default"
            leftSection={<IconHome size={18} aria-hidden />}
          >
            {t('common.backHome')}
          </Button>
        </>
      }
    />
  );
}
