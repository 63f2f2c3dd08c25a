import {
  type ChangeEventHandler,
  type CSSProperties,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
} from 'react';
import { cx, RenderBox, useGeneratedId, type BoxProps } from './box';
import { radius as radiusOf, rem, type SizeName } from './tokens';

type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & {
  ref?: Ref<HTMLInputElement>;
  label?: ReactNode;
  size?: SizeName;
  radius?: SizeName | number;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  /** Pixels. */
  rightSectionWidth?: number;
  /** Marks the box invalid (its message is shown elsewhere). */
  error?: boolean;
  /** Style prop of the field's frame. */
  flex?: number;
};

/** A one-line text box with optional label and sections (icons or a button) inside its edges. */
export function TextInput({
  label,
  size = 'sm',
  radius,
  leftSection,
  rightSection,
  rightSectionWidth,
  className,
  style,
  id,
  error,
  flex,
  ...input
}: TextInputProps) {
  const generated = useGeneratedId();
  const inputId = id ?? generated;
  const vars = {
    '--input-height': `var(--input-height-${size})`,
    '--input-fz': `var(--mantine-font-size-${size})`,
    '--input-radius': radius === undefined ? undefined : radiusOf(radius),
    '--input-right-section-width':
      rightSectionWidth === undefined ? undefined : rem(rightSectionWidth),
  };
  return (
    <RenderBox
      classes="m_46b77525 mantine-InputWrapper-root mantine-TextInput-root"
      className={className}
      style={style}
      flex={flex}
      data-size={size}
      data-error={error || undefined}
    >
      {label && (
        <label
          className="m_8fdc1311 mantine-InputWrapper-label mantine-TextInput-label"
          htmlFor={inputId}
          id={`${inputId}-label`}
          style={{ '--input-label-size': `var(--mantine-font-size-${size})` } as CSSProperties}
          data-size={size}
        >
          {label}
        </label>
      )}
      <div
        style={Object.fromEntries(Object.entries(vars).filter(([, value]) => value !== undefined))}
        className="m_6c018570 mantine-Input-wrapper mantine-TextInput-wrapper"
        data-variant="default"
        data-size={size}
        data-with-right-section={rightSection ? true : undefined}
        data-with-left-section={leftSection ? true : undefined}
        data-error={error || undefined}
      >
        {leftSection && (
          <div
            data-position="left"
            className="m_82577fc2 mantine-Input-section mantine-TextInput-section"
          >
            {leftSection}
          </div>
        )}
        <input
          className="m_8fb7ebe7 mantine-Input-input mantine-TextInput-input"
          data-variant="default"
          data-error={error || undefined}
          aria-invalid={error ? 'true' : 'false'}
          id={inputId}
          {...input}
        />
        {rightSection && (
          <div
            data-position="right"
            className="m_82577fc2 mantine-Input-section mantine-TextInput-section"
          >
            {rightSection}
          </div>
        )}
      </div>
    </RenderBox>
  );
}

interface SegmentedControlProps<V extends string> {
  value: V;
  onChange: (value: V) => void;
  data: { value: V; label: ReactNode }[];
  size?: SizeName;
  'data-testid'?: string;
}

/**
 * A row of radio buttons drawn as one control, the chosen one raised. The kit slides its marker
 * from one choice to the next with a measured overlay; here the chosen label carries the marker
 * itself, as the kit draws it before that overlay is measured.
 */
export function SegmentedControl<V extends string>({
  value,
  onChange,
  data,
  size = 'sm',
  ...props
}: SegmentedControlProps<V>) {
  const name = useGeneratedId();
  return (
    <div
      style={
        {
          '--sc-shadow': 'var(--mantine-shadow-xs)',
          '--sc-padding': `var(--sc-padding-${size})`,
          '--sc-font-size': `var(--mantine-font-size-${size})`,
        } as CSSProperties
      }
      className="m_cf365364 mantine-SegmentedControl-root"
      data-size={size}
      data-with-items-borders="true"
      role="radiogroup"
      {...props}
    >
      {data.map((item) => {
        const active = item.value === value || undefined;
        return (
          <div
            key={item.value}
            className="m_69686b9b mantine-SegmentedControl-control"
            data-active={active}
          >
            <input
              className="m_1714d588 mantine-SegmentedControl-input"
              type="radio"
              id={`${name}-${item.value}`}
              data-focus-ring="auto"
              name={name}
              value={item.value}
              checked={item.value === value}
              onChange={() => onChange(item.value)}
            />
            <label
              className="m_1738fcb2 mantine-SegmentedControl-label"
              data-active={active}
              htmlFor={`${name}-${item.value}`}
            >
              <span className="m_78882f40 mantine-SegmentedControl-innerLabel">{item.label}</span>
            </label>
          </div>
        );
      })}
    </div>
  );
}

/** An on/off switch with its label beside it (a checkbox with `role="switch"`). */
export function Switch({
  id,
  label,
  checked,
  onChange,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode; checked: boolean }) {
  const generated = useGeneratedId();
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
  const id = useGeneratedId();
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
