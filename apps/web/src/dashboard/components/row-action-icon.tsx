import { ActionIcon, Tooltip } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link } from 'react-router';

interface RowActionIconProps {
  /** Names the button for screen readers and shows as its tooltip; say which row it acts on. */
  label: string;
  icon: Icon;
  /** Deleting and other destructive actions show in red. */
  danger?: boolean;
  /** A dashboard path makes it a link; otherwise it is a button calling onClick. */
  to?: string;
  onClick?: () => void;
  testId?: string;
}

/** One icon button of a table row's actions. */
export function RowActionIcon({
  label,
  icon: IconComponent,
  danger = false,
  to,
  onClick,
  testId,
}: RowActionIconProps) {
  const common = {
    variant: 'subtle',
    color: danger ? 'red.9' : undefined,
    size: 40,
    'aria-label': label,
    'data-testid': testId,
  } as const;
  const glyph = <IconComponent size={20} aria-hidden />;
  return (
    <Tooltip label={label} withArrow>
      {to === undefined ? (
        <ActionIcon {...common} onClick={onClick}>
          {glyph}
        </ActionIcon>
      ) : (
        <ActionIcon {...common} component={Link} to={to}>
          {glyph}
        </ActionIcon>
      )}
    </Tooltip>
  );
}
