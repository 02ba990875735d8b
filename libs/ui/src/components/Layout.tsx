import type { ReactNode } from 'react';
import styles from './components.module.css';

/** Stacks children vertically with a 12 px gap. */
export function Stack({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={[styles.stack, className].filter(Boolean).join(' ')}>{children}</div>;
}

/** Lays children out in a wrapping row (each at least 180 px wide). */
export function Row({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={[styles.row, className].filter(Boolean).join(' ')}>{children}</div>;
}
