import { useId, type ReactNode } from 'react';
import styles from './components.module.css';

/** Props of {@link Card}. */
export interface CardProps {
  /** A heading; the card becomes a region named by it. */
  title?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A surface that groups related content. */
export function Card({ title, children, className }: CardProps) {
  const headingId = useId();
  return (
    <section
      className={[styles.card, className].filter(Boolean).join(' ')}
      aria-labelledby={title !== undefined ? headingId : undefined}
    >
      {title !== undefined && (
        <h2 id={headingId} className={styles.cardTitle}>
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}
