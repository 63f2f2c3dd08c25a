import type { ReactNode } from 'react';
import { cx, responsiveCss, useGeneratedClass, type Responsive } from './box';
import { spacing, type SizeName, type Spacing } from './tokens';

const perBreakpoint = <T,>(value: Responsive<T>) =>
  (typeof value === 'object' && value !== null ? value : { base: value }) as Record<string, T>;

/** A 12-column row; `gutter` between columns, per breakpoint. */
export function Grid({
  gutter = 'md',
  children,
}: {
  gutter?: Responsive<Spacing>;
  children: ReactNode;
}) {
  const className = useGeneratedClass();
  const rules: Record<string, string[]> = {};
  for (const [breakpoint, value] of Object.entries(perBreakpoint(gutter))) {
    (rules[breakpoint] ??= []).push(`--grid-gutter:${spacing(value)};`);
  }
  return (
    <>
      {responsiveCss(className, rules)}
      <div className={`m_410352e9 mantine-Grid-root ${className}`}>
        <div className="m_dee7bd2f mantine-Grid-inner">{children}</div>
      </div>
    </>
  );
}

/** A column `span` twelfths wide, per breakpoint. */
function GridCol({
  span,
  visibleFrom,
  children,
}: {
  span: Responsive<number>;
  visibleFrom?: SizeName;
  children: ReactNode;
}) {
  const className = useGeneratedClass();
  const rules: Record<string, string[]> = {};
  for (const [breakpoint, value] of Object.entries(perBreakpoint(span))) {
    const width = `${(value / 12) * 100}%`;
    (rules[breakpoint] ??= []).push(
      '--col-flex-grow:auto;',
      `--col-flex-basis:${width};`,
      `--col-max-width:${width};`,
    );
  }
  return (
    <>
      {responsiveCss(className, rules)}
      <div
        className={cx(
          'm_96bdd299 mantine-Grid-col',
          className,
          visibleFrom && `mantine-visible-from-${visibleFrom}`,
        )}
      >
        {children}
      </div>
    </>
  );
}

Grid.Col = GridCol;
