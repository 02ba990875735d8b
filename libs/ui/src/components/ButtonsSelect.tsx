import { useId, type ReactNode } from 'react';
import { Button } from './Button.js';
import { normalizeOptions, type SelectOption } from './Select.js';
import styles from './components.module.css';

/** Props of {@link ButtonsSelect}. */
export interface ButtonsSelectProps<V extends string = string> {
  label: ReactNode;
  options: readonly SelectOption<V>[];
  value: V;
  onChange: (value: V) => void;
  size?: 'small' | 'medium' | 'large';
}

/** A row of buttons of which one is chosen (marked primary and `aria-pressed`). */
export function ButtonsSelect<V extends string = string>({ label, options, value, onChange, size }: ButtonsSelectProps<V>) {
  const labelId = useId();
  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div role="group" aria-labelledby={labelId} className={styles.buttonsSelect}>
        {normalizeOptions(options).map((o) => (
          <Button
            key={o.value}
            size={size}
            variant={o.value === value ? 'primary' : 'default'}
            aria-pressed={o.value === value}
            onClick={() => onChange(o.value)}
          >
            {o.label}
          </Button>
        ))}
      </div>
    </div>
  );
}
