import {
  useId,
  type CSSProperties,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { RenderBox } from './box';
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
  const generated = useId();
  const inputId = id ?? `mantine-${generated.replace(/[^a-zA-Z0-9_-]/g, '')}`;
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
  const name = `mantine-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
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
