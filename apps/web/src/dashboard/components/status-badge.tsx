import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';

interface StatusBadgeProps {
  isActive: boolean;
  /** The status in words, e.g. "Active" or "Hidden". */
  children: ReactNode;
  testId?: string;
}

/** Whether a row is live: filled brand when active, a grey outline when not. */
export function StatusBadge({ isActive, children, testId }: StatusBadgeProps) {
  return (
    // Mantine caps the text shade of light and outline badges; `c` keeps it dark enough for AA.
    <Badge
      variant={isActive ? 'light' : 'outline'}
      color={isActive ? 'brand' : 'gray.7'}
      c={isActive ? 'brand.8' : 'gray.8'}
      data-testid={testId}
    >
      {children}
    </Badge>
  );
}
