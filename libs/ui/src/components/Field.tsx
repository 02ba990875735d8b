import type { ReactNode } from 'react';
import styles from './components.module.css';

/** Props of {@link Field}. */
export interface FieldProps {
  /** Id of the control the label points to. */
  id: string;
  label?: ReactNode;
  /** Error message shown under the control (role="alert"); its id is `${id}-message`. */
  message?: string | null;
  /** Help text under the control; its id is `${id}-hint`. */
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A label, a control, and the control's error message or hint, stacked. */
export function Field({ id, label, message, hint, children, className }: FieldProps) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      {label !== undefined && (
        <label className={styles.label} htmlFor={id}>
          {label}
        </label>
      )}
      {children}
      {message ? (
        <p id={`${id}-message`} className={styles.message} role="alert">
          {message}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The `aria-describedby` value for a control wrapped in {@link Field}. */
export function describedBy(id: string, message?: string | null, hint?: ReactNode): string | undefined {
  if (message) return `${id}-message`;
  if (hint) return `${id}-hint`;
  return undefined;
}
