import { useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Field } from './Field.js';
import styles from './components.module.css';

/** An option of a select: a plain string (label = value) or a label/value pair. */
export type SelectOption<V extends string = string> = V | { label: string; value: V };

/**
 * Normalises options to label/value pairs.
 *
 * @param options - strings or `{ label, value }` objects.
 * @returns the same options as `{ label, value }` objects, in order.
 */
export function normalizeOptions<V extends string>(options: readonly SelectOption<V>[]): { label: string; value: V }[] {
  return options.map((o) => (typeof o === 'string' ? { label: o, value: o } : o));
}

/** Props of {@link Select}. */
export interface SelectProps<V extends string = string> {
  label?: ReactNode;
  /** Accessible name when no visible label is given. */
  'aria-label'?: string;
  options: readonly SelectOption<V>[];
  value: V;
  onChange: (value: V) => void;
  size?: 'small' | 'medium' | 'large';
  /** Adds a filter box that narrows the options as the user types. */
  searchable?: boolean;
  id?: string;
}

/** A labelled native select, optionally with a search box. */
export function Select<V extends string = string>({ label, options, value, onChange, size = 'medium', searchable, id, ...rest }: SelectProps<V>) {
  const { t } = useLingui();
  const autoId = useId();
  const selectId = id ?? autoId;
  const [query, setQuery] = useState('');
  const all = useMemo(() => normalizeOptions(options), [options]);
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    if (!q) return all;
    return all.filter((o) => o.label.toLowerCase().includes(q) || o.value === value);
  }, [all, query, value]);
  const sizeClass = size === 'small' ? styles.selectSmall : size === 'large' ? styles.selectLarge : undefined;
  return (
    <Field id={selectId} label={label}>
      {searchable && (
        <input
          type="search"
          className={[styles.control, sizeClass].filter(Boolean).join(' ')}
          placeholder={t`Search…`}
          aria-label={t`Filter options`}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      )}
      <select
        id={selectId}
        aria-label={rest['aria-label']}
        className={[styles.control, sizeClass].filter(Boolean).join(' ')}
        value={value}
        onChange={(e) => onChange(e.target.value as V)}
      >
        {shown.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
