import { useLingui } from '@lingui/react/macro';
import { runWorkerJob } from '@handy-tools/compute';
import { Button, Card, CopyButton, Progress, Row, Stack, TextInput, useAsyncResult, useToolState } from '@handy-tools/ui';
import type { PackedText } from '@handy-tools/ui/kit';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import styles from './case-converter.module.css';
import { caseConverterState } from './state.js';
import { CASE_NAMES, convertAllCases, type CaseName } from './case-converter.js';
import type { CaseConverterWorkerApi } from './case-converter.worker.js';

/**
 * Texts from this many characters on are converted in a Web Worker: the 14 cases take about
 * 0.4 µs of CPU a character in Node 24 (a 2 MB text 0.7–1 s), so shorter texts stay well under
 * 20 ms on the page's thread.
 */
const WORKER_CHARS = 10_000;

/** Characters of each result shown in the page (a textarea of megabytes is slow to lay out); Copy copies all. */
const SHOWN_CHARS = 10_000;

type Results = Record<CaseName, string>;

const EMPTY = Object.fromEntries(CASE_NAMES.map((name) => [name, ''])) as Results;

/** Every case of a long text, converted in a worker (terminated when `signal` aborts). */
const convertInWorker = (input: string, signal: AbortSignal): Promise<Results> =>
  runWorkerJob<CaseConverterWorkerApi, Record<CaseName, PackedText>>(
    // Literal `new Worker(new URL(…), { type: 'module' })`: Vite bundles the worker from it.
    () => new Worker(new URL('./case-converter.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-case-converter' }),
    (api) => api.convertAllCases(input),
    signal,
  ).then((packed) => {
    const decoder = new TextDecoder();
    return Object.fromEntries(CASE_NAMES.map((name) => [name, decoder.decode(packed[name].bytes)])) as Results;
  });

/** One labelled, read-only result with its copy button; a long one shows its beginning only. */
function CaseOutput({ label, sample, value }: { label: string; sample: string; value: string }) {
  const { t } = useLingui();
  const id = useId();
  const truncated = value.length > SHOWN_CHARS;
  const shown = truncated ? value.slice(0, SHOWN_CHARS) : value;
  const lines = shown.split('\n').length;
  const shownCount = SHOWN_CHARS.toLocaleString();
  const total = value.length.toLocaleString();
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
          aria-describedby={truncated ? `${id}-more` : undefined}
          className={styles.value}
          value={shown}
          readOnly
          rows={Math.min(lines, 8)}
          spellCheck={false}
        />
        <CopyButton value={value} label={t`Copy ${label}`} disabled={value === ''} />
      </div>
      {truncated && (
        <p id={`${id}-more`} className={styles.more}>
          {t`The first ${shownCount} of ${total} characters are shown; Copy copies all of them.`}
        </p>
      )}
    </div>
  );
}

/** Case converter: the UI. State key: input. */
export default function CaseConverterTool() {
  const { t } = useLingui();
  const [{ input }, update] = useToolState(caseConverterState);
  // Typing stays responsive: results follow the text as soon as the page has time.
  const text = useDeferredValue(input);
  const large = text.length >= WORKER_CHARS;
  const inline = useMemo(() => (large ? null : convertAllCases(text)), [large, text]);
  const [cancelled, setCancelled] = useState<string | null>(null);
  const remote = useAsyncResult(large && cancelled !== text ? text : null, convertInWorker);
  const current = inline ?? (remote.status === 'done' ? remote.value : null);
  // While a long text is converted, the previous results stay (not a blank page).
  const [last, setLast] = useState<Results | null>(null);
  if (current && current !== last) setLast(current);
  const results = current ?? (large && cancelled !== text ? last : null) ?? EMPTY;
  const samples = useMemo(() => convertAllCases('two words'), []);
  const count = text.length.toLocaleString();

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
        {large && remote.status === 'pending' && (
          <Row>
            <Progress label={t`Converting ${count} characters…`} />
            <Button size="small" onClick={() => setCancelled(text)}>{t`Cancel`}</Button>
          </Row>
        )}
        {large && cancelled === text && (
          <Row>
            <p role="status">{t`Cancelled.`}</p>
            <Button size="small" onClick={() => setCancelled(null)}>{t`Run again`}</Button>
          </Row>
        )}
        <div className={styles.results}>
          {CASE_NAMES.map((name) => (
            <CaseOutput key={name} label={labels[name]} sample={samples[name]} value={results[name]} />
          ))}
        </div>
      </Card>
    </Stack>
  );
}
