import { Alert, Card, DocumentInput, DocumentJobStatus, LargeTextOutput, Row, Stack, useDocumentResult, type OpenedDocument } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { runFormatsJob } from './formats-client.js';
import { runFormatsJobHere, type FormatsJob } from './formats-job.js';
import styles from './FormatsToolView.module.css';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** A job without its input: what a tool's options decide. Memoise it (`useMemo`). */
export type FormatsJobSpec = DistributiveOmit<FormatsJob, 'input'>;

const here = (input: string, spec: FormatsJobSpec) => runFormatsJobHere({ ...spec, input } as FormatsJob);
const inWorker = (input: string, spec: FormatsJobSpec, signal: AbortSignal) => runFormatsJob({ ...spec, input } as FormatsJob, signal);

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
 * ~1 MB (`WORKER_INPUT_CHARS`) are converted as you type; bigger ones in a Web Worker,
 * with a progress indicator and a Cancel button.
 */
export function FormatsToolView({ options, inputLabel, outputLabel, input, onInput, spec, accept, fileName, mimeType, placeholder, inputHint, outputHint }: FormatsToolViewProps) {
  const { t } = useLingui();
  const [document, setDocument] = useState<OpenedDocument | null>(null);
  const result = useDocumentResult(document?.text ?? input, spec, here, inWorker);
  const output = result.value?.output ?? '';
  const warnings = result.value?.warnings ?? [];
  const error = result.error;

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
          <DocumentJobStatus result={result} label={t`Converting the document…`} />
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
