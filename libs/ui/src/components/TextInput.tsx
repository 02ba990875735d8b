import { useId, type ReactNode } from 'react';
import { CopyButton } from './CopyButton.js';
import { describedBy, Field } from './Field.js';
import { firstValidationError, type ValidationRule } from './validation.js';
import styles from './components.module.css';

/** Props of {@link TextInput}. */
export interface TextInputProps {
  label: ReactNode;
  value: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  /** Rules checked as the user types; the first failure is shown next to the field. */
  rules?: readonly ValidationRule[];
  /** An error computed by the caller (e.g. a parse error); shown when no rule fails. */
  error?: string | null;
  hint?: ReactNode;
  /** Renders a textarea (a code area when `monospace`). */
  multiline?: boolean;
  rows?: number;
  monospace?: boolean;
  readOnly?: boolean;
  /** Shows a copy button beside the field. */
  copyable?: boolean;
  /** Accessible name of that copy button (default "Copy to clipboard"). */
  copyLabel?: string;
  type?: 'text' | 'password' | 'number' | 'search' | 'url' | 'email';
  id?: string;
  /** Hides the label visually (still read by assistive tech). */
  hideLabel?: boolean;
  autoComplete?: string;
  /** Virtual keyboard hint, e.g. `decimal` for numbers typed as text. */
  inputMode?: 'text' | 'decimal' | 'numeric' | 'search' | 'url' | 'email' | 'tel';
  spellCheck?: boolean;
  className?: string;
  'data-testid'?: string;
}

/** A labelled text input or textarea with validation messages next to the field. */
export function TextInput(props: TextInputProps) {
  const autoId = useId();
  const id = props.id ?? autoId;
  const message = firstValidationError(props.value, props.rules) ?? props.error ?? null;
  const common = {
    id,
    value: props.value,
    placeholder: props.placeholder,
    readOnly: props.readOnly,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': describedBy(id, message, props.hint),
    className: [styles.control, props.monospace && styles.mono].filter(Boolean).join(' '),
    spellCheck: props.spellCheck ?? (props.monospace ? false : undefined),
    autoComplete: props.autoComplete ?? 'off',
    inputMode: props.inputMode,
    'data-testid': props['data-testid'],
  };
  const onChange = (e: { target: { value: string } }) => props.onChange?.(e.target.value);
  const control = props.multiline ? (
    <textarea {...common} rows={props.rows ?? 6} onChange={onChange} />
  ) : (
    <input {...common} type={props.type ?? 'text'} onChange={onChange} />
  );
  const label = props.hideLabel ? <span className="ht-visually-hidden">{props.label}</span> : props.label;
  return (
    <Field id={id} label={label} message={message} hint={props.hint} className={props.className}>
      {props.copyable ? (
        <div className={styles.inputRow}>
          {control}
          <CopyButton value={props.value} label={props.copyLabel} />
        </div>
      ) : (
        control
      )}
    </Field>
  );
}
