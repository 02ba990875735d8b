import { attempt, Card, Checkbox, Stack, TextCopyable, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { addPercent, percentChange, percentOf, whatPercent } from './percentage-calculator.js';
import type { DecimalText } from './rational.js';
import { percentageCalculatorState } from './state.js';
import styles from './PercentageCalculatorTool.module.css';

/** The result as shown: `≈` before a rounded one, and a suffix. */
function show(result: { value?: DecimalText } | null, suffix = ''): string {
  const v = result?.value;
  return v ? `${v.exact ? '' : '≈ '}${v.text}${suffix}` : '';
}

/** Percentage calculator: the UI. */
export default function PercentageCalculatorTool() {
  const { t } = useLingui();
  const [s, update] = useToolState(percentageCalculatorState);
  const blank = (...texts: string[]) => texts.some((x) => x.trim() === '');
  const of = useMemo(() => (blank(s.percentX, s.percentY) ? null : attempt(() => percentOf(s.percentX, s.percentY))), [s.percentX, s.percentY]);
  const what = useMemo(() => (blank(s.partX, s.wholeY) ? null : attempt(() => whatPercent(s.partX, s.wholeY))), [s.partX, s.wholeY]);
  const change = useMemo(() => (blank(s.from, s.to) ? null : attempt(() => percentChange(s.from, s.to, s.signedBase))), [s.from, s.to, s.signedBase]);
  const add = useMemo(() => (blank(s.addX, s.addY) ? null : attempt(() => addPercent(s.addX, s.addY))), [s.addX, s.addY]);
  const field = (label: string, key: 'percentX' | 'percentY' | 'partX' | 'wholeY' | 'from' | 'to' | 'addX' | 'addY') => (
    <TextInput label={label} value={s[key]} onChange={(v) => update({ [key]: v })} inputMode="decimal" autoComplete="off" />
  );

  return (
    <Stack>
      <Card title={t`What is X % of Y?`}>
        <div className={styles.line}>
          {field(t`X (percent)`, 'percentX')}
          {field(t`Y (of)`, 'percentY')}
          <div className={styles.result}>
            <TextCopyable label={t`X % of Y`} value={show(of)} showLabel reserve={10} />
          </div>
        </div>
        {of?.error && <p role="alert">{of.error}</p>}
      </Card>
      <Card title={t`X is what percentage of Y?`}>
        <div className={styles.line}>
          {field(t`X (part)`, 'partX')}
          {field(t`Y (whole)`, 'wholeY')}
          <div className={styles.result}>
            <TextCopyable label={t`X as a percentage of Y`} value={show(what, ' %')} showLabel reserve={10} />
          </div>
        </div>
        {what?.error && <p role="alert">{what.error}</p>}
      </Card>
      <Card title={t`Percentage change from X to Y`}>
        <div className={styles.line}>
          {field(t`From`, 'from')}
          {field(t`To`, 'to')}
          <div className={styles.result}>
            <TextCopyable label={t`Change`} value={show(change, ' %')} showLabel reserve={10} />
          </div>
        </div>
        {change?.error && <p role="alert">{change.error}</p>}
        <Checkbox label={t`Divide by the signed starting value (some calculators' way; the standard divides by its absolute value)`} checked={s.signedBase} onChange={(signedBase) => update({ signedBase })} />
      </Card>
      <Card title={t`Y plus or minus X %`}>
        <div className={styles.line}>
          {field(t`X (percent, negative to subtract)`, 'addX')}
          {field(t`Y (value)`, 'addY')}
          <div className={styles.result}>
            <TextCopyable label={t`Y plus X %`} value={show(add)} showLabel reserve={10} />
          </div>
        </div>
        {add?.error && <p role="alert">{add.error}</p>}
      </Card>
      <p>{t`Results are exact decimals; a result marked ≈ does not terminate and is rounded to 20 decimals.`}</p>
    </Stack>
  );
}
