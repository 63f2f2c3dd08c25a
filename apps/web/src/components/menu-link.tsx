import { Menu } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface MenuLinkProps {
  to: string;
  icon: Icon;
  children: ReactNode;
  'data-testid'?: string;
}

/** A menu entry that navigates, with the leading icon every account menu uses. */
export function MenuLink({ to, icon: IconComponent, children, ...rest }: MenuLinkProps) {
  return (
    <Menu.Item
      component={Link}
      to={to}
      leftSection={<IconComponent size={18} aria-hidden />}
      {...rest}
    >
      {children}
    </Menu.Item>
  );
}
