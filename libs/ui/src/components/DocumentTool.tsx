import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import type { PackedText } from '../tool/packed-text.js';
import { DocumentJobStatus, useDocumentResult } from '../tool/useDocumentResult.js';
import { Alert } from './Alert.js';
import { Card } from './Card.js';
import { DocumentInput, type OpenedDocument } from './DocumentInput.js';
import { InputNotices } from './InputNotices.js';
import { Stack } from './Layout.js';
import { LargeTextOutput } from './LargeTextOutput.js';
import styles from './DocumentTool.module.css';

/**
 * What a document tool computes: the output text (or one packed by a worker), notes about the
 * output (`warnings`) and, optionally, notes about how the input was read (`notices`, e.g.
 * `Read as JSON5: trailing comma at line 3, column 9.`).
 */
export interface DocumentToolOutput {
  output: string | PackedText;
  warnings?: readonly string[];
  notices?: readonly string[];
}

/** Props of {@link DocumentTool}. */
export interface DocumentToolProps<P> {
  /**
   * The options (IndentSelect, Checkbox…), shown in a card above the panes, side by side; an
   * array gives one row per element. None when omitted.
   */
  options?: ReactNode | ReactNode[];
  /** An option is invalid and its field says so: the input shows no error of its own meanwhile. */
  optionsInvalid?: boolean;
  inputLabel: string;
  outputLabel: string;
  /** The typed input (a tool-state field). */
  input: string;
  onInput: (input: string) => void;
  /** What the options decide, passed to `compute`; memoise it (compared by identity). */
  params: P;
  /**
   * The pure logic for inputs under the worker threshold (throws ToolInputError for bad input): the
   * output with its notes, or just the output text when there are never any notes.
   */
  compute: (text: string, params: P) => DocumentToolOutput | string;
  /** The same logic in a Web Worker, for bigger inputs; aborted through `signal`. */
  computeInWorker: (text: string, params: P, signal: AbortSignal) => Promise<DocumentToolOutput | string>;
  /** File picker filter, e.g. `.json,application/json`. */
  accept: string;
  /** Download name of the output, e.g. `data.yaml`. */
  fileName: string;
  mimeType: string;
  /** Title of the notes about the output (default "Check the output"). */
  warningsTitle?: string;
  /** Title of the notes about how the input was read, shown under it (default "About the input"). */
  noticesTitle?: string;
  /** Progress label while a worker computes (default "Converting the document…"). */
  busyLabel?: string;
  placeholder?: string;
  inputHint?: ReactNode;
  outputHint?: ReactNode;
  rows?: number;
  /**
   * Inputs of at least this many characters (UTF-16 code units) are computed in the worker;
   * default `WORKER_INPUT_CHARS` (1,000,000). Set it from the logic's measured speed, so that the page's
   * thread never works more than ~100 ms (a code formatter is far slower per character than JSON.parse).
   */
  workerThreshold?: number;
}

/**
 * The layout of a tool that turns one text document into another: options, an input (typed, or
 * opened from a file of any size), the output (large ones truncated, always downloadable) and
 * the notes. Inputs under ~1 MB are computed as you type; bigger ones in a Web Worker, with
 * progress and Cancel ({@link useDocumentResult}). Errors show next to the input, which keeps
 * what the visitor typed; the output keeps the last good result.
 */
export function DocumentTool<P>({
  options,
  inputLabel,
  outputLabel,
  input,
  onInput,
  params,
  compute,
  computeInWorker,
  optionsInvalid = false,
  accept,
  fileName,
  mimeType,
  busyLabel,
  warningsTitle,
  noticesTitle,
  placeholder,
  inputHint,
  outputHint,
  rows = 18,
  workerThreshold,
}: DocumentToolProps<P>) {
  const { t } = useLingui();
  const [document, setDocument] = useState<OpenedDocument | null>(null);
  const result = useDocumentResult(document?.text ?? input, params, compute, computeInWorker, workerThreshold);
  const value = typeof result.value === 'string' ? { output: result.value } : result.value;
  const warnings = value?.warnings ?? [];
  return (
    <Stack>
      {options && (
        <Card>
          {Array.isArray(options) ? (
            options.map((row, i) => (
              <div key={i} className={styles.options}>
                {row}
              </div>
            ))
          ) : (
            <div className={styles.options}>{options}</div>
          )}
        </Card>
      )}
      <div className={styles.panes}>
        <Stack>
          <DocumentInput
            label={inputLabel}
            value={input}
            onChange={onInput}
            document={document}
            onDocument={setDocument}
            accept={accept}
            error={optionsInvalid ? null : result.error}
            hint={inputHint}
            placeholder={placeholder}
            rows={rows}
          />
          <InputNotices notices={value?.notices} title={noticesTitle} />
        </Stack>
        <Stack>
          <DocumentJobStatus result={result} label={busyLabel ?? t`Converting the document…`} />
          <LargeTextOutput
            label={outputLabel}
            value={value?.output ?? ''}
            fileName={fileName}
            mimeType={mimeType}
            rows={rows}
            hint={outputHint}
          />
        </Stack>
      </div>
      {warnings.length > 0 && (
        <Alert type="warning" title={warningsTitle ?? t`Check the output`}>
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
