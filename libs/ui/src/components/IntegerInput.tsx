import { TextInput } from './TextInput.js';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

/** Props of {@link IntegerInput}. */
export interface IntegerInputProps {
  /** Visible label. */
  label: string;
  /** The current value (an integer from `min` to `max`). */
  value: number;
  /** Smallest value accepted. */
  min: number;
  /** Largest value accepted. */
  max: number;
  /** Called with each valid value typed; never with an invalid one. */
  onChange: (value: number) => void;
}

/**
 * A whole-number field: what is typed stays in the field (an empty or half-typed value is not lost),
 * `onChange` gets only valid numbers, and a value that is not a whole number from `min` to `max` is
 * explained next to the field.
 *
 * @param props - {@link IntegerInputProps}.
 * @returns the labelled field.
 */
export function IntegerInput({ label, value, min, max, onChange }: IntegerInputProps) {
  const { t } = useLingui();
  const [text, setText] = useState(() => String(value));
  const [seen, setSeen] = useState(value);
  // A new value from outside (an example, a link) replaces what was typed.
  if (value !== seen) {
    setSeen(value);
    if (Number(text) !== value) setText(String(value));
  }
  const n = text.trim() === '' ? Number.NaN : Number(text);
  const error = Number.isInteger(n) && n >= min && n <= max ? null : t`Enter a whole number from ${min} to ${max}.`;
  return (
    <TextInput
      label={label}
      type="number"
      inputMode="numeric"
      value={text}
      error={error}
      onChange={(next) => {
        setText(next);
        const v = next.trim() === '' ? Number.NaN : Number(next);
        if (Number.isInteger(v) && v >= min && v <= max) {
          setSeen(v);
          onChange(v);
        }
      }}
    />
  );
}
