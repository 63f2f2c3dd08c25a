import { Button } from '@mantine/core';
import { IconLayoutDashboard } from '@tabler/icons-react';
import type { Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';

interface DashboardComingSoonProps {
  icon: Icon;
  title: string;
  description: string;
}

/** A dashboard screen that is not open yet, with the way back to the overview. */
export function DashboardComingSoon(props: DashboardComingSoonProps) {
  const { t } = useTranslation();
  return (
    <ComingSoon
      {...props}
      actions={
        <Button
          component={Link}
          to="/dashboard"
          leftSection={<IconLayoutDashboard size={18} aria-hidden />}
        >
          {t('dashboard.areas.home')}
        </Button>
      }
    />
  );
}
