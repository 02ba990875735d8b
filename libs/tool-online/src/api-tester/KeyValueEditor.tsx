import { Button, TextInput } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { NameValue } from './api-tester.js';
import styles from './ApiTesterTool.module.css';

/** The words of a {@link KeyValueEditor}, translated by its user. */
export interface KeyValueLabels {
  /** The Add button, e.g. "Add header". */
  add: string;
  /** Accessible names of row `n`'s (1-based) controls, e.g. "Header 2 name". */
  name: (n: number) => string;
  value: (n: number) => string;
  remove: (n: number) => string;
}

/** Props of {@link KeyValueEditor}. */
export interface KeyValueEditorProps {
  /** The group's visible name, e.g. "Headers". */
  legend: string;
  labels: KeyValueLabels;
  rows: readonly NameValue[];
  onChange: (rows: NameValue[]) => void;
  namePlaceholder?: string;
  valuePlaceholder?: string;
  /** A message for a row, shown under its value. */
  rowError?: (index: number) => string | null;
  /** Shown under the rows. */
  note?: ReactNode;
}

/** An editable list of name/value rows with Add and Remove buttons (query parameters, headers, form fields). */
export function KeyValueEditor({ legend, labels, rows, onChange, namePlaceholder, valuePlaceholder, rowError, note }: KeyValueEditorProps) {
  const { t } = useLingui();
  const set = (index: number, patch: Partial<NameValue>) => onChange(rows.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {rows.length > 0 && (
        <div className={styles.rows}>
          <span className={styles.head} aria-hidden="true">
            {t`Name`}
          </span>
          <span className={styles.head} aria-hidden="true">
            {t`Value`}
          </span>
          <span />
          {rows.map((row, index) => (
            <KeyValueRow
              key={index}
              row={row}
              n={index + 1}
              labels={labels}
              onName={(name) => set(index, { name })}
              onValue={(value) => set(index, { value })}
              onRemove={() => onChange(rows.filter((_, i) => i !== index))}
              namePlaceholder={namePlaceholder}
              valuePlaceholder={valuePlaceholder}
              error={rowError?.(index) ?? null}
            />
          ))}
        </div>
      )}
      <div className={styles.actions}>
        <Button size="small" onClick={() => onChange([...rows, { name: '', value: '' }])}>
          <IconPlus size={16} aria-hidden="true" /> {labels.add}
        </Button>
      </div>
      {note}
    </fieldset>
  );
}

function KeyValueRow(props: {
  row: NameValue;
  n: number;
  labels: KeyValueLabels;
  onName: (v: string) => void;
  onValue: (v: string) => void;
  onRemove: () => void;
  namePlaceholder?: string;
  valuePlaceholder?: string;
  error: string | null;
}) {
  const { row, n, labels } = props;
  return (
    <>
      <TextInput label={labels.name(n)} hideLabel value={row.name} onChange={props.onName} placeholder={props.namePlaceholder} monospace />
      <TextInput label={labels.value(n)} hideLabel value={row.value} onChange={props.onValue} placeholder={props.valuePlaceholder} monospace error={props.error} />
      <Button size="small" iconOnly aria-label={labels.remove(n)} title={labels.remove(n)} onClick={props.onRemove}>
        <IconTrash size={16} aria-hidden="true" />
      </Button>
    </>
  );
}
