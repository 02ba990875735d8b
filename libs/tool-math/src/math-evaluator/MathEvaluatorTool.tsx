import { Button, Card, Progress, Select, Stack, TextCopyable, TextInput, useAsyncResult, useDebounced, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { evaluateInWorker, type MathJob } from './math-evaluator-client.js';
import { lastValue, type MathLineResult, type MathNotation, type MathNumberType } from './math-evaluator.js';
import styles from './MathEvaluatorTool.module.css';
import { mathEvaluatorState } from './state.js';

const PRECISIONS = ['0', '4', '6', '8', '10', '12', '14', '16', '20', '32', '64'] as const;

/**
 * Math evaluator: the UI. The expressions are evaluated with mathjs in a Web Worker as you type
 * (debounced); an evaluation that runs too long is stopped after a time limit, or with Cancel.
 */
export default function MathEvaluatorTool() {
  const { t } = useLingui();
  const [{ expressions, numberType, precision, notation }, update] = useToolState(mathEvaluatorState);
  const current = useMemo<MathJob | null>(
    () => (expressions.trim() === '' ? null : { text: expressions, options: { numberType, precision, notation } }),
    [expressions, numberType, precision, notation],
  );
  const job = useDebounced(current, 150);
  const [cancelledJob, setCancelledJob] = useState<MathJob | null>(null);
  // Cancel applies to the expressions in the field, even while the debounce still holds them back.
  const cancelled = current !== null && cancelledJob === current;
  const result = useAsyncResult(cancelled || current === null || job !== current ? null : job, evaluateInWorker);

  // While an evaluation runs, the previous results stay in view.
  const [shown, setShown] = useState<MathLineResult[] | null>(null);
  const done = result.status === 'done' ? result.value : null;
  if (done && done !== shown) setShown(done);
  const lines = current === null ? [] : (shown ?? []);
  const firstError = lines.find((l) => l.error !== null)?.error ?? null;
  const fieldError = result.status === 'error' ? result.message : firstError;
  const last = current === null ? '' : (lastValue(lines) ?? '');
  const lineLabel = t`Result of line`;
  const pending = !cancelled && current !== null && (current !== job || result.status === 'pending');

  return (
    <Stack>
      <Card>
        <div className={styles.options}>
          <Select
            label={t`Numbers`}
            value={numberType}
            onChange={(value) => update({ numberType: value as MathNumberType })}
            options={[
              { value: 'number', label: t`Floating point (IEEE 754 double)` },
              { value: 'BigNumber', label: t`Decimal, 64 significant digits` },
              { value: 'Fraction', label: t`Exact fractions` },
            ]}
          />
          <Select
            label={notation === 'fixed' ? t`Digits after the point` : t`Significant digits shown`}
            value={String(precision)}
            onChange={(value) => update({ precision: Number(value) })}
            options={PRECISIONS.map((p) => ({ value: p, label: p === '0' ? t`All` : p }))}
          />
          <Select
            label={t`Notation`}
            value={notation}
            onChange={(value) => update({ notation: value as MathNotation })}
            options={[
              { value: 'auto', label: t`Automatic` },
              { value: 'fixed', label: t`Fixed` },
              { value: 'exponential', label: t`Exponential` },
              { value: 'engineering', label: t`Engineering` },
            ]}
          />
        </div>
      </Card>
      <TextInput
        label={t`Expressions`}
        value={expressions}
        onChange={(value) => update({ expressions: value })}
        multiline
        monospace
        rows={8}
        spellCheck={false}
        placeholder={'2 * sqrt(6)\nx = 5 cm + 2 inch\nx to mm'}
        error={fieldError}
        hint={t`One expression per line: variables and functions (f(x) = x^2) defined on a line are used on the next ones, ans is the last value, # starts a comment. Units (5 cm to inch, sin(30 deg)), complex numbers (sqrt(-4)), matrices ([1, 2; 3, 4]).`}
      />
      <div className={styles.status}>
        {pending && !cancelled && (
          <>
            <Progress label={t`Evaluating…`} />
            <Button size="small" onClick={() => setCancelledJob(current)}>{t`Cancel`}</Button>
          </>
        )}
        {cancelled && (
          <>
            <p role="status">{t`Cancelled: the evaluation was stopped.`}</p>
            <Button size="small" onClick={() => setCancelledJob(null)}>{t`Run again`}</Button>
          </>
        )}
        {!pending && !cancelled && current !== null && (
          <p className={styles.empty}>{t`An evaluation that takes more than 5 seconds is stopped.`}</p>
        )}
      </div>
      <TextCopyable label={t`Last result`} value={last} showLabel reserve={12} copyLabel={t`Copy the last result`} />
      <Card title={t`Results by line`}>
        {lines.length === 0 ? (
          <p className={styles.empty}>{t`Type an expression above: its value appears here.`}</p>
        ) : (
          <ol className={styles.results} aria-label={t`Results by line`}>
            {lines.map((l) => (
              <li key={l.line}>
                <span className={styles.lineNo}>{l.line}</span>
                <span className={styles.expression}>{l.expression}</span>
                {l.error !== null ? (
                  <output className={styles.lineError} aria-label={`${lineLabel} ${l.line}`}>
                    {l.error}
                  </output>
                ) : (
                  <output className={styles.value} aria-label={`${lineLabel} ${l.line}`} title={l.type ?? undefined}>
                    {l.value ?? ''}
                  </output>
                )}
              </li>
            ))}
          </ol>
        )}
      </Card>
    </Stack>
  );
}
