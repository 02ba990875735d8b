import { useLingui } from '@lingui/react/macro';
import { Select } from './Select.js';

/** An indent: a number of spaces, or one tab per level. */
export type Indent = number | 'tab';

/** Props of {@link IndentSelect}: with `tab`, values are spaces or `'tab'`; without, spaces only. */
export type IndentSelectProps = IndentSelectCommonProps &
  (
    | {
        /** "Tab" is offered after the spaces. */
        tab: true;
        value: Indent;
        onChange: (indent: Indent) => void;
      }
    | {
        /** Spaces only (YAML forbids tabs). The default. */
        tab?: false;
        value: number;
        onChange: (indent: number) => void;
      }
  );

interface IndentSelectCommonProps {
  /** The smallest indent offered: 0 (JSON: one line) or 1 (YAML, which needs an indent). Default 0. */
  min?: 0 | 1;
  /** The largest number of spaces offered. Default 8. */
  max?: number;
  /** The field's label. Default "Indent". */
  label?: string;
}

/**
 * A labelled select of an indent: "None (one line)" (0, when `min` is 0), 1 to `max` spaces,
 * and optionally "Tab". The value is a number of spaces or `'tab'`.
 */
export function IndentSelect({ value, onChange, min = 0, max = 8, tab = false, label }: IndentSelectProps) {
  const report = onChange as (indent: Indent) => void;
  const { t } = useLingui();
  const spaces = Array.from({ length: max + 1 - min }, (_, i) => {
    const n = i + min;
    return { value: String(n), label: n === 0 ? t`None (one line)` : n === 1 ? t`1 space` : t`${n} spaces` };
  });
  const options = tab ? [...spaces, { value: 'tab', label: t`Tab` }] : spaces;
  return (
    <Select label={label ?? t`Indent`} options={options} value={String(value)} onChange={(v) => report(v === 'tab' ? 'tab' : Number(v))} />
  );
}
