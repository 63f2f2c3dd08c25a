import { NavLink, ScrollArea, Stack } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { selectRole } from '../../app/auth/auth.slice';
import { useAppSelector } from '../../app/hooks';
import { areasFor } from './dashboard-areas';

function isActive(pathname: string, to: string): boolean {
  if (to === '/dashboard') return pathname === '/dashboard' || pathname === '/dashboard/';
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** Sidebar links for the areas the current role may open. */
export function DashboardNav({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const role = useAppSelector(selectRole);
  const { pathname } = useLocation();

  return (
    <ScrollArea type="auto" h="100%">
      <Stack gap={2} p="sm">
        {areasFor(role).map(({ key, to, icon: AreaIcon }) => {
          const active = isActive(pathname, to);
          return (
            <NavLink
              key={key}
              component={Link}
              to={to}
              label={t(`dashboard.areas.${key}`)}
              leftSection={<AreaIcon size={20} stroke={1.6} aria-hidden />}
              active={active}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              fw={600}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
              data-testid={`dashboard-nav-${key}`}
            />
          );
        })}
      </Stack>
    </ScrollArea>
  );
}
