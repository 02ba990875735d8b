import type { ReactNode } from 'react';
import styles from './components.module.css';

/** Props of {@link Alert}. */
export interface AlertProps {
  type?: 'error' | 'warning' | 'info';
  title?: ReactNode;
  children?: ReactNode;
}

/** A coloured message box; errors are announced (`role="alert"`). */
export function Alert({ type = 'warning', title, children }: AlertProps) {
  return (
    <div className={[styles.alert, styles[type]].join(' ')} role={type === 'error' ? 'alert' : 'status'}>
      {title !== undefined && <p className={styles.alertTitle}>{title}</p>}
      {children !== undefined && <div>{children}</div>}
    </div>
  );
}
