import { Field } from '@handy-tools/ui';
import { useId } from 'react';
import styles from './Slider.module.css';


/** A native range input with a visible label and its value shown beside it. */
export function Slider({ label, value, min, max, onChange, unit = '' }: { label: string; value: number; min: number; max: number; onChange: (v: number) => void; unit?: string }) {
  const id = useId();
  return (
    <Field id={id} label={label}>
      <div className={styles.rangeRow}>
        <input
          id={id}
          className={styles.range}
          type="range"
          min={min}
          max={max}
          step={1}
          value={value}
          aria-valuetext={`${value}${unit}`}
          onChange={(e) => onChange(Number(e.currentTarget.value))}
        />
        <span className={styles.rangeValue} aria-hidden>
          {value}
          {unit}
        </span>
      </div>
    </Field>
  );
}
