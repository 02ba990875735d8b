import { TextInput } from '@handy-tools/ui';

/** Props of {@link DateTimeInput}. */
export interface DateTimeInputProps {
  /** The field's visible label (also its accessible name). */
  label: string;
  /** The wall time as `<input type="datetime-local">` writes it (`2026-11-28T14:30`), or a date (`2026-11-28`) when `dateOnly`; `''` when empty. */
  value: string;
  onChange: (value: string) => void;
  /** A message shown next to the field (bad input). */
  error?: string | null;
  /** A date without a time (`<input type="date">`). */
  dateOnly?: boolean;
  hint?: string;
}

/**
 * A labelled date-and-time field (`<input type="datetime-local">`, or `date`), styled as the kit's
 * TextInput; read its value with `parseWallTime` (`./wall-time.js`).
 */
export function DateTimeInput(props: DateTimeInputProps) {
  return (
    <TextInput
      label={props.label}
      value={props.value}
      onChange={props.onChange}
      error={props.error}
      hint={props.hint}
      // The kit's TextInput passes `type` through; it lists only text types (ask: add 'datetime-local' | 'date').
      type={props.dateOnly ? 'date' : 'datetime-local'}
    />
  );
}
