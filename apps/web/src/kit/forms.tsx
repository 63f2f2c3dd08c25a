import {
  useId,
  type ChangeEventHandler,
  type CSSProperties,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
} from 'react';
import { cx, RenderBox, type BoxProps } from './box';
import type { SizeName } from './tokens';

const generatedId = (id: string) => `mantine-${id.replace(/[^a-zA-Z0-9_-]/g, '')}`;

/** An on/off switch with its label beside it (a checkbox with `role="switch"`). */
export function Switch({
  id,
  label,
  checked,
  onChange,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode; checked: boolean }) {
  const generated = generatedId(useId());
  const inputId = id ?? generated;
  return (
    <div
      className="m_5f93f3bb mantine-Switch-root m_5f75b09e mantine-Switch-root"
      data-label-position="right"
      data-checked={checked}
    >
      <label className="m_5f6e695e mantine-Switch-body" htmlFor={inputId}>
        <input
          data-checked={checked}
          id={inputId}
          type="checkbox"
          role="switch"
          className="m_926b4011 mantine-Switch-input"
          checked={checked}
          onChange={onChange}
          {...input}
        />
        <span
          className="m_9307d992 mantine-Switch-track"
          data-label-position="right"
          data-without-labels="true"
          aria-hidden="true"
        >
          <span
            className="m_93039a1d mantine-Switch-thumb"
            data-reduce-motion="true"
            data-with-thumb-indicator="true"
          />
          <span className="m_8277e082 mantine-Switch-trackLabel" />
        </span>
        <div className="m_d3ea56bb mantine-Switch-labelWrapper">
          <span className="m_8ee546b8 mantine-Switch-label">{label}</span>
        </div>
      </label>
    </div>
  );
}

/** A group of fields under a legend, without a frame (`unstyled`). */
export function Fieldset({
  variant: _variant,
  legend,
  legendClassName,
  children,
  ...props
}: BoxProps<'fieldset'> & {
  /** The only look the shop uses: no frame. */
  variant?: 'unstyled';
  legend: ReactNode;
  legendClassName?: string;
}) {
  return (
    <RenderBox
      {...props}
      component="fieldset"
      classes="m_eda993d3 m_e9408a47 mantine-Fieldset-root"
      data-variant="unstyled"
    >
      <legend className={cx(legendClassName, 'm_74ca27fe m_90794832 mantine-Fieldset-legend')}>
        {legend}
      </legend>
      {children}
    </RenderBox>
  );
}

/** A horizontal rule. */
export function Divider() {
  return (
    <div
      className="m_3eebeb36 mantine-Divider-root"
      data-orientation="horizontal"
      role="separator"
    />
  );
}

/** A small pill with a count or a word; `circle` for one or two characters. */
export function Badge({
  size = 'md',
  circle,
  children,
  ...props
}: BoxProps & { size?: SizeName; circle?: boolean }) {
  return (
    <RenderBox
      {...props}
      classes="m_347db0ec mantine-Badge-root"
      vars={{
        '--badge-height': `var(--badge-height-${size})`,
        '--badge-padding-x': `var(--badge-padding-x-${size})`,
        '--badge-fz': `var(--badge-fz-${size})`,
      }}
      data-size={size}
      data-circle={circle || undefined}
    >
      <span className="m_5add502a mantine-Badge-label">{children}</span>
    </RenderBox>
  );
}

/** A bare text box in the theme's look (no label), `style props` on its frame. */
export function Input({
  ref,
  w,
  size = 'sm',
  className,
  inputClassName,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & {
  ref?: Ref<HTMLInputElement>;
  w?: number;
  size?: SizeName;
  inputClassName?: string;
}) {
  return (
    <RenderBox
      classes="m_6c018570 mantine-Input-wrapper"
      className={className}
      vars={{
        '--input-height': `var(--input-height-${size})`,
        '--input-fz': `var(--mantine-font-size-${size})`,
        '--input-left-section-pointer-events': 'none',
        '--input-right-section-pointer-events': 'none',
      }}
      w={w}
      data-variant="default"
      data-size={size}
      data-disabled={input.disabled || undefined}
    >
      <input
        ref={ref}
        className={cx(inputClassName, 'm_8fb7ebe7 mantine-Input-input')}
        data-variant="default"
        data-disabled={input.disabled || undefined}
        aria-invalid="false"
        {...input}
      />
    </RenderBox>
  );
}

const CHEVRON =
  'M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z';

/** The browser's own select in the theme's look, with a label and an icon before the value. */
export function NativeSelect({
  label,
  data,
  leftSection,
  size = 'sm',
  miw,
  value,
  onChange,
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> & {
  label: ReactNode;
  data: { value: string; label: string }[];
  leftSection?: ReactNode;
  size?: SizeName;
  miw?: number;
  value: string;
  onChange: ChangeEventHandler<HTMLSelectElement>;
}) {
  const id = generatedId(useId());
  return (
    <RenderBox
      classes="m_46b77525 mantine-InputWrapper-root mantine-NativeSelect-root"
      miw={miw}
      data-size={size}
    >
      <label
        style={{ '--input-label-size': `var(--mantine-font-size-${size})` } as CSSProperties}
        className="m_8fdc1311 mantine-InputWrapper-label mantine-NativeSelect-label"
        data-size={size}
        htmlFor={id}
        id={`${id}-label`}
      >
        {label}
      </label>
      <div
        style={
          {
            '--input-height': `var(--input-height-${size})`,
            '--input-fz': `var(--mantine-font-size-${size})`,
            '--input-right-section-pointer-events': 'none',
          } as CSSProperties
        }
        className="m_6c018570 mantine-Input-wrapper mantine-NativeSelect-wrapper"
        data-variant="default"
        data-size={size}
        data-pointer="true"
        data-with-right-section="true"
        data-with-left-section={leftSection ? true : undefined}
      >
        {leftSection && (
          <div
            data-position="left"
            className="m_82577fc2 mantine-Input-section mantine-NativeSelect-section"
          >
            {leftSection}
          </div>
        )}
        <select
          className="m_8fb7ebe7 mantine-Input-input mantine-NativeSelect-input"
          data-variant="default"
          aria-invalid="false"
          id={id}
          value={value}
          onChange={onChange}
          {...select}
        >
          {data.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <div
          data-position="right"
          className="m_82577fc2 mantine-Input-section mantine-NativeSelect-section"
        >
          <svg
            style={
              { '--combobox-chevron-size': `var(--combobox-chevron-size-${size})` } as CSSProperties
            }
            className="m_2943220b mantine-ComboboxChevron-chevron"
            data-size={size}
            data-combobox-chevron="true"
            viewBox="0 0 15 15"
            fill="none"
            xmlns="http://www.w3.org/2000/svg"
          >
            <path d={CHEVRON} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
          </svg>
        </div>
      </div>
    </RenderBox>
  );
}
