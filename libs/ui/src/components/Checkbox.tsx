import { useId, type ReactNode } from 'react';
import styles from './Checkbox.module.css';

/** Props of {@link Checkbox}. */
export interface CheckboxProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A native checkbox with its visible label, themed (accent colour, visible focus). */
export function Checkbox({ label, checked, onChange }: CheckboxProps) {
  const id = useId();
  return (
    <div className={styles.checkbox}>
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
