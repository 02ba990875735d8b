import { useId, type ReactNode } from 'react';
import styles from './Progress.module.css';

/**
 * The whole percentage of `value` out of `max`, clamped to 0–100 and rounded down (so 100 %
 * means done). An empty total (`max` ≤ 0) counts as done.
 *
 * @param value - the amount done.
 * @param max - the total.
 * @returns an integer from 0 to 100.
 */
export function progressPercent(value: number, max: number): number {
  if (!(max > 0)) return 100;
  if (!(value > 0)) return 0;
  return Math.min(100, Math.floor((value / max) * 100));
}

/** Props of {@link Progress}. */
export interface ProgressProps {
  /** Visible label; it names the progress bar. */
  label: ReactNode;
  /** Amount done, from 0 to `max`; leave undefined for an indeterminate bar (no percentage). */
  value?: number;
  /** The total (default 100). */
  max?: number;
  /** Detail shown under the bar and read with the percentage, e.g. "120 MB of 300 MB". */
  detail?: string;
  className?: string;
}

/**
 * A labelled progress bar (`role="progressbar"` with `aria-valuenow` as a percentage) showing
 * the percentage as text; indeterminate when `value` is undefined.
 */
export function Progress({ label, value, max = 100, detail, className }: ProgressProps) {
  const labelId = useId();
  const percent = value === undefined ? undefined : progressPercent(value, max);
  return (
    <div className={[styles.progress, className].filter(Boolean).join(' ')}>
      <div className={styles.header}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        {percent !== undefined && (
          <span className={styles.percent} aria-hidden>
            {percent} %
          </span>
        )}
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={percent === undefined ? detail : detail ? `${percent} % (${detail})` : `${percent} %`}
        className={styles.track}
        data-indeterminate={percent === undefined || undefined}
      >
        <div className={styles.bar} style={percent === undefined ? undefined : { width: `${percent}%` }} />
      </div>
      {detail && <span className={styles.detail}>{detail}</span>}
    </div>
  );
}
