import { useLingui } from '@lingui/react/macro';
import { Card, CopyButton, Stack, TextInput, useToolState } from '@handy-tools/ui';
import { useId, useMemo } from 'react';
import styles from './case-converter.module.css';
import { caseConverterState } from './state.js';
import { CASE_NAMES, convertAllCases, type CaseName } from './case-converter.js';

/** One labelled, read-only result with its copy button. */
function CaseOutput({ label, sample, value }: { label: string; sample: string; value: string }) {
  const { t } = useLingui();
  const id = useId();
  const lines = value.split('\n').length;
  return (
    <div className={styles.result}>
      <div className={styles.heading}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        <span className={styles.sample}>{sample}</span>
      </div>
      <div className={styles.valueRow}>
        <textarea
          id={id}
          aria-label={label}
          className={styles.value}
          value={value}
          readOnly
          rows={Math.min(lines, 8)}
          spellCheck={false}
        />
        <CopyButton value={value} label={t`Copy ${label}`} disabled={value === ''} />
      </div>
    </div>
  );
}

/** Case converter: the UI. State key: input. */
export default function CaseConverterTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(caseConverterState);
  const results = useMemo(() => convertAllCases(input), [input]);
  const samples = useMemo(() => convertAllCases('two words'), []);

  const labels: Record<CaseName, string> = {
    camel: t`Camel case`,
    capital: t`Capital case`,
    constant: t`Constant case`,
    dot: t`Dot case`,
    header: t`Header case`,
    no: t`No case`,
    param: t`Param case`,
    pascal: t`Pascal case`,
    path: t`Path case`,
    sentence: t`Sentence case`,
    snake: t`Snake case`,
    mocking: t`Mocking case`,
    lower: t`Lower case`,
    upper: t`Upper case`,
  };

  return (
    <Stack>
      <Card>
        <TextInput
          label={t`Your text`}
          value={input}
          onChange={(input) => update({ input })}
          multiline
          rows={3}
          hint={t`Each line is converted on its own.`}
        />
      </Card>
      <Card>
        <div className={styles.results}>
          {CASE_NAMES.map((name) => (
            <CaseOutput key={name} label={labels[name]} sample={samples[name]} value={results[name]} />
          ))}
        </div>
      </Card>
    </Stack>
  );
}
