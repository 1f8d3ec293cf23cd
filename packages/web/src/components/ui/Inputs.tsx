import {
  Suspense,
  useId,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import classes from './inputs.module.css';
import { cx, space, type Size } from './style-props';
import { lazyComponent } from '../lazy-part';

interface FieldProps {
  label?: ReactNode;
  description?: ReactNode;
  /** An error message under the field; the field is marked invalid while there is one. */
  error?: ReactNode;
  required?: boolean | undefined;
  /** Shows the required mark without making the browser check the field. */
  withAsterisk?: boolean;
  className?: string;
  style?: React.CSSProperties;
  /** Layout of the field as a whole. */
  w?: number | string;
  miw?: number | string;
  maw?: number | string;
  mt?: Size;
  /** Accepted for familiarity; fields have one size. */
  size?: string;
  /**
   * The longest value accepted: a count of characters shows from 80 % of it, and says how many are
   * too many beyond it. Longer text is not cut (a paste stays whole); the form's rules refuse it.
   */
  limit?: number | undefined;
}

// From 80 % of a field's limit, a count of characters (its code loaded then).
const LengthCount = lazyComponent(() => import('./LengthCount'), 'LengthCount');

/**
 * Splits a field's props into those of its frame (label, description, error, layout) and those of
 * its control, and wraps the control with them, wired together for screen readers.
 */
function useField<P extends FieldProps & { id?: string | undefined }>(props: P) {
  const { label, description, error, required, withAsterisk, className, style, w, miw, maw, mt, size: _, id: givenId, limit, ...control } = props;
  const ownId = useId();
  const id = givenId ?? ownId;
  const value: unknown = (control as { value?: unknown }).value;
  const length = typeof value === 'string' ? value.length : 0;
  const counted = limit !== undefined && length >= limit * 0.8;
  const describedBy = cx(description ? `${id}-description` : undefined, error ? `${id}-error` : undefined, counted ? `${id}-count` : undefined);
  const wrap = (element: ReactNode) => (
    <div className={cx(classes.field, className)} style={{ width: w, minWidth: miw, maxWidth: maw, marginTop: space(mt), ...style }}>
      {label && (
        <label htmlFor={id} className={classes.label}>
          {label}
          {(required || withAsterisk) && (
            <span className={classes.required} aria-hidden="true">
              {' *'}
            </span>
          )}
        </label>
      )}
      {description && (
        <div id={`${id}-description`} className={classes.description} data-inline-text>
          {description}
        </div>
      )}
      {element}
      {limit !== undefined && counted && (
        <Suspense fallback={null}>
          <LengthCount id={`${id}-count`} length={length} limit={limit} />
        </Suspense>
      )}
      {error && (
        <div id={`${id}-error`} className={classes.error}>
          {error}
        </div>
      )}
    </div>
  );
  /** The attributes that tie the control to its frame. */
  const aria = { id, required, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
  return { control, aria, wrap };
}

type InputProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'style' | 'size'> & { ref?: Ref<HTMLInputElement> };

/** A labelled one-line text field. */
export function TextInput(props: InputProps) {
  const { control, aria, wrap } = useField(props);
  return wrap(<input type="text" {...control} {...aria} className={classes.input} />);
}

export type TextareaProps = FieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className' | 'style'> & {
    ref?: Ref<HTMLTextAreaElement>;
    /** Grows with its content between minRows and maxRows. */
    autosize?: boolean;
    minRows?: number;
    maxRows?: number;
    inputStyle?: React.CSSProperties;
  };

/** A labelled multi-line text field. */
export function Textarea({ autosize, minRows = 3, maxRows, inputStyle, ...props }: TextareaProps) {
  const { control, aria, wrap } = useField(props);
  const lineHeight = 1.4;
  return wrap(
    <textarea
      rows={minRows}
      {...control}
      {...aria}
      className={cx(classes.input, classes.textarea)}
      style={{
        minHeight: autosize ? `calc(${minRows * lineHeight}em + 18px)` : undefined,
        maxHeight: autosize && maxRows ? `calc(${maxRows * lineHeight}em + 18px)` : undefined,
        ...inputStyle,
      }}
    />,
  );
}

export type SelectItem = string | { value: string; label: string; disabled?: boolean };
export type SelectData = (SelectItem | { group: string; items: SelectItem[] })[];

type NativeSelectProps = FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'style' | 'size'> & { ref?: Ref<HTMLSelectElement>; data: SelectData };

function Option({ item }: { item: SelectItem }) {
  const { value, label, disabled } = typeof item === 'string' ? { value: item, label: item, disabled: false } : item;
  return (
    <option value={value} disabled={disabled}>
      {label}
    </option>
  );
}

/** The browser's own select (best on phones), labelled, with option groups. */
export function NativeSelect({ data, ...props }: NativeSelectProps) {
  const { control, aria, wrap } = useField(props);
  return wrap(
    <select {...control} {...aria} className={cx(classes.input, classes.select)}>
      {data.map((entry, index) =>
        typeof entry === 'object' && 'group' in entry ? (
          <optgroup key={`${entry.group}-${index}`} label={entry.group}>
            {entry.items.map((item, i) => (
              <Option key={i} item={item} />
            ))}
          </optgroup>
        ) : (
          <Option key={index} item={entry} />
        ),
      )}
    </select>,
  );
}

type SwitchProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'type'> & { label: ReactNode; size?: string };

/** An on/off switch (a checkbox with the switch role), its label beside it. */
export function Switch({ label, size: _, className, ...input }: SwitchProps) {
  return (
    <label className={cx(classes.switch, className)}>
      <input type="checkbox" role="switch" {...input} className={classes.switchInput} />
      <span>{label}</span>
    </label>
  );
}

interface SegmentedControlProps {
  data: (string | { value: string; label: string })[];
  value: string;
  onChange(value: string): void;
  'aria-label': string;
  fullWidth?: boolean;
  name?: string;
}

/** One choice out of a few, as a row of radio buttons. */
export function SegmentedControl({ data, value, onChange, name, fullWidth, ...props }: SegmentedControlProps) {
  const ownName = useId();
  return (
    <fieldset className={classes.segments} style={fullWidth ? undefined : { display: 'inline-flex' }}>
      <legend className="ui-visually-hidden">{props['aria-label']}</legend>
      {data.map((item) => {
        const { value: v, label } = typeof item === 'string' ? { value: item, label: item } : item;
        return (
          <label key={v} className={classes.segment}>
            <input
              type="radio"
              name={name ?? ownName}
              value={v}
              checked={v === value}
              onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.value)}
            />
            <span>{label}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
