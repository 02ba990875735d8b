import { Select } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';

/** Props of {@link IndentSelect}. */
export interface IndentSelectProps {
  value: number;
  onChange: (indent: number) => void;
  /** The smallest indent offered: 0 (JSON: one line) or 1 (YAML). */
  min: 0 | 1;
}

/** A labelled "Indent" select of 0 or 1 to 8 spaces. */
export function IndentSelect({ value, onChange, min }: IndentSelectProps) {
  const { t } = useLingui();
  const options = Array.from({ length: 9 - min }, (_, i) => {
    const n = i + min;
    return { value: String(n), label: n === 0 ? t`None (one line)` : n === 1 ? t`1 space` : t`${n} spaces` };
  });
  return <Select label={t`Indent`} options={options} value={String(value)} onChange={(v) => onChange(Number(v))} />;
}
