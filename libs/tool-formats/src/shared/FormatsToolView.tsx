import { Alert, attempt, Button, Card, DocumentInput, LargeTextOutput, Progress, Row, Stack, useAsyncResult, type OpenedDocument } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { runFormatsJob, WORKER_THRESHOLD } from './formats-client.js';
import { runFormatsJobHere, type FormatsJob } from './formats-job.js';
import styles from './FormatsToolView.module.css';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** A job without its input: what a tool's options decide. Memoise it (`useMemo`). */
export type FormatsJobSpec = DistributiveOmit<FormatsJob, 'input'>;

/** Props of {@link FormatsToolView}. */
export interface FormatsToolViewProps {
  /** The options (Select, Checkbox…), shown in a card above the panes. */
  options: ReactNode;
  inputLabel: string;
  outputLabel: string;
  /** The typed input (a tool-state field). */
  input: string;
  onInput: (input: string) => void;
  /** What to do with the input; compared by identity. */
  spec: FormatsJobSpec;
  /** File picker filter, e.g. `.json,.json5,application/json`. */
  accept: string;
  /** Download name of the output, e.g. `data.yaml`. */
  fileName: string;
  mimeType: string;
  placeholder?: string;
  inputHint?: ReactNode;
  outputHint?: ReactNode;
}

/**
 * The layout every tool of this family shares: options, an input (typed or opened from a file
 * of any size), the output (large ones truncated, always downloadable) and notes. Inputs under
 * {@link WORKER_THRESHOLD} characters are converted as you type; bigger ones in a Web Worker,
 * with a progress indicator and a Cancel button.
 */
export function FormatsToolView({ options, inputLabel, outputLabel, input, onInput, spec, accept, fileName, mimeType, placeholder, inputHint, outputHint }: FormatsToolViewProps) {
  const { t } = useLingui();
  const [document, setDocument] = useState<OpenedDocument | null>(null);
  const text = document?.text ?? input;
  const deferredText = useDeferredValue(text);
  const job = useMemo<FormatsJob | null>(() => (deferredText.trim() === '' ? null : ({ ...spec, input: deferredText } as FormatsJob)), [deferredText, spec]);
  const big = job !== null && job.input.length >= WORKER_THRESHOLD;

  const inline = useMemo(() => (job !== null && !big ? attempt(() => runFormatsJobHere(job)) : null), [job, big]);
  const [cancelled, setCancelled] = useState<FormatsJob | null>(null);
  const request = big && job !== cancelled ? job : null;
  const background = useAsyncResult(request, (req, signal) => runFormatsJob(req, signal));

  let output = '';
  let warnings: string[] = [];
  let error: string | null = null;
  if (inline) {
    output = inline.value?.output ?? '';
    warnings = inline.value?.warnings ?? [];
    error = inline.error ?? null;
  } else if (background.status === 'done') {
    output = background.value.output;
    warnings = background.value.warnings;
  } else if (background.status === 'error') {
    error = background.message;
  }
  const pending = background.status === 'pending';
  const isCancelled = big && job === cancelled;

  return (
    <Stack>
      <Card>
        <div className={styles.options}>{options}</div>
      </Card>
      <Row className={styles.panes}>
        <DocumentInput
          label={inputLabel}
          value={input}
          onChange={onInput}
          document={document}
          onDocument={setDocument}
          accept={accept}
          error={error}
          hint={inputHint}
          placeholder={placeholder}
          rows={18}
        />
        <Stack>
          {pending && (
            <Row>
              <Progress label={t`Converting the document…`} />
              <Button size="small" onClick={() => setCancelled(job)}>{t`Cancel`}</Button>
            </Row>
          )}
          {isCancelled && (
            <Alert type="info">
              {t`Cancelled.`}{' '}
              <Button size="small" onClick={() => setCancelled(null)}>{t`Convert again`}</Button>
            </Alert>
          )}
          <LargeTextOutput label={outputLabel} value={output} fileName={fileName} mimeType={mimeType} rows={18} hint={outputHint} />
        </Stack>
      </Row>
      {warnings.length > 0 && (
        <Alert type="warning" title={t`Check the output`}>
          <ul className={styles.warnings}>
            {warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </Alert>
      )}
    </Stack>
  );
}
