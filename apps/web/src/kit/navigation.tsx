import {
  Children,
  cloneElement,
  Fragment,
  isValidElement,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { cx, RenderBox, type BoxProps } from './box';
import { rem, type SizeName } from './tokens';

/** Links one after another with a separator between them; each child is a crumb. */
export function Breadcrumbs({
  separator,
  separatorMargin,
  children,
  ...props
}: BoxProps & { separator: ReactNode; separatorMargin?: number }) {
  const crumbs = Children.toArray(children);
  return (
    <RenderBox
      {...props}
      classes="m_8b3717df mantine-Breadcrumbs-root"
      vars={{
        '--bc-separator-margin': separatorMargin === undefined ? undefined : rem(separatorMargin),
      }}
    >
      {crumbs.map((crumb, index) => (
        <Fragment key={index}>
          {isValidElement<{ className?: string }>(crumb)
            ? cloneElement(crumb, { className: cx(crumb.props.className, CRUMB_CLASS) })
            : crumb}
          {index < crumbs.length - 1 && (
            <div className="m_3b8f2208 mantine-Breadcrumbs-separator">{separator}</div>
          )}
        </Fragment>
      ))}
    </RenderBox>
  );
}

/** The class each crumb carries. */
const CRUMB_CLASS = 'm_f678d540 mantine-Breadcrumbs-breadcrumb';

const DOTS = 'dots' as const;
const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);

/**
 * The page numbers to show, with `dots` for the gaps: the first and last page, the current one
 * and `siblings` either side of it, in as many slots as the kit's pagination uses.
 */
export function paginationRange(total: number, page: number, siblings: number) {
  const boundaries = 1;
  if (siblings * 2 + 3 + boundaries * 2 >= total) return range(1, total);
  const left = Math.max(page - siblings, boundaries);
  const right = Math.min(page + siblings, total - boundaries);
  const leftDots = left > boundaries + 2;
  const rightDots = right < total - (boundaries + 1);
  if (!leftDots && rightDots) {
    return [
      ...range(1, siblings * 2 + boundaries + 2),
      DOTS,
      ...range(total - boundaries + 1, total),
    ];
  }
  if (leftDots && !rightDots) {
    return [
      ...range(1, boundaries),
      DOTS,
      ...range(total - (boundaries + 1 + 2 * siblings), total),
    ];
  }
  return [
    ...range(1, boundaries),
    DOTS,
    ...range(left, right),
    DOTS,
    ...range(total - boundaries + 1, total),
  ];
}

const ICON_STYLE = {
  width: 'calc(var(--pagination-control-size) / 1.8)',
  height: 'calc(var(--pagination-control-size) / 1.8)',
};
const CONTROL =
  'mantine-focus-auto m_326d024a mantine-Pagination-control m_87cf2631 mantine-UnstyledButton-root';

interface PaginationProps {
  total: number;
  value: number;
  onChange: (page: number) => void;
  siblings?: number;
  size?: SizeName;
  /** Names of the previous/next controls. */
  getControlProps?: (control: 'previous' | 'next') => Record<string, unknown>;
  /** The page buttons' name and content. */
  getItemProps?: (page: number) => Record<string, unknown>;
  'data-testid'?: string;
}

/** Previous, page numbers (with gaps), next. */
export function Pagination({
  total,
  value,
  onChange,
  siblings = 1,
  size,
  getControlProps,
  getItemProps,
  ...props
}: PaginationProps) {
  const control = (direction: 'previous' | 'next', disabled: boolean, path: string) => (
    <button
      className={disabled ? CONTROL : `mantine-active ${CONTROL}`}
      data-disabled={disabled || undefined}
      type="button"
      disabled={disabled}
      onClick={() => onChange(direction === 'previous' ? value - 1 : value + 1)}
      {...getControlProps?.(direction)}
    >
      <svg
        viewBox="0 0 16 16"
        xmlns="http://www.w3.org/2000/svg"
        style={ICON_STYLE}
        className="mantine-rotate-rtl"
      >
        <path d={path} fill="currentColor" />
      </svg>
    </button>
  );
  return (
    <div
      style={
        size
          ? ({
              '--pagination-control-size': `var(--pagination-control-size-${size})`,
              '--pagination-control-fz': `var(--mantine-font-size-${size})`,
            } as CSSProperties)
          : undefined
      }
      className="m_4addd315 mantine-Pagination-root"
      data-size={size}
      {...props}
    >
      <div
        style={
          {
            '--group-gap': rem(8),
            '--group-align': 'center',
            '--group-justify': 'flex-start',
            '--group-wrap': 'wrap',
          } as CSSProperties
        }
        className="m_4081bf90 mantine-Group-root"
      >
        {control(
          'previous',
          value <= 1,
          'M7.219 8l3.3 3.3-.943.943L5.333 8l4.243-4.243.943.943-3.3 3.3z',
        )}
        {paginationRange(total, value, siblings).map((page, index) =>
          page === DOTS ? (
            <div key={`dots-${index}`} className="m_4ad7767d mantine-Pagination-dots">
              <svg viewBox="0 0 16 16" xmlns="http://www.w3.org/2000/svg" style={ICON_STYLE}>
                <path
                  d="M2 8c0-.733.6-1.333 1.333-1.333.734 0 1.334.6 1.334 1.333s-.6 1.333-1.334 1.333C2.6 9.333 2 8.733 2 8zm9.333 0c0-.733.6-1.333 1.334-1.333C13.4 6.667 14 7.267 14 8s-.6 1.333-1.333 1.333c-.734 0-1.334-.6-1.334-1.333zM6.667 8c0-.733.6-1.333 1.333-1.333s1.333.6 1.333 1.333S8.733 9.333 8 9.333 6.667 8.733 6.667 8z"
                  fill="currentColor"
                />
              </svg>
            </div>
          ) : (
            <button
              key={page}
              className={`mantine-active ${CONTROL}`}
              data-active={page === value || undefined}
              data-with-padding="true"
              type="button"
              aria-current={page === value ? 'page' : undefined}
              onClick={() => onChange(page)}
              {...{ children: page, ...getItemProps?.(page) }}
            />
          ),
        )}
        {control(
          'next',
          value >= total,
          'M8.781 8l-3.3-3.3.943-.943L10.667 8l-4.243 4.243-.943-.943 3.3-3.3z',
        )}
      </div>
    </div>
  );
}
