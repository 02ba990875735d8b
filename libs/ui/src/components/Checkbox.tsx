import { useCallback, useId, type ReactNode } from 'react';
import styles from './Checkbox.module.css';

/** Props of {@link Checkbox}. */
export interface CheckboxProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Shows the mixed state (e.g. "all" when only some are chosen): the native `indeterminate` property. */
  indeterminate?: boolean;
}

/** A native checkbox with its visible label, themed (accent colour, visible focus). */
export function Checkbox({ label, checked, onChange, indeterminate = false }: CheckboxProps) {
  const id = useId();
  const mixed = useCallback((box: HTMLInputElement | null) => {
    if (box) box.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <div className={styles.checkbox}>
      <input id={id} ref={mixed} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
