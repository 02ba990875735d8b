import { runWorkerJob } from '@handy-tools/compute';
import { Alert, Card, Checkbox, DocumentInput, DocumentJobStatus, type OpenedDocument, Stack, useDocumentResult, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useRef, useState } from 'react';
import { lintJson, type JsonLintIssue, type JsonLintResult, type LintJsonOptions } from './json-linter.js';
import type { JsonLinterWorkerApi } from './json-linter.worker.js';
import styles from './JsonLinterTool.module.css';
import { jsonLinterState } from './state.js';

const compute = (text: string, options: LintJsonOptions) => lintJson(text, options);

const inWorker = (text: string, options: LintJsonOptions, signal: AbortSignal) =>
  runWorkerJob<JsonLinterWorkerApi, JsonLintResult>(
    // Literal `new Worker(new URL(…), { type: 'module' })`: Vite bundles the worker from it.
    () => new Worker(new URL('./json-linter.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-json-linter' }),
    (api) => api.lintJson(text, options),
    signal,
  );

/** JSON linter: the UI. */
export default function JsonLinterTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(jsonLinterState);
  const { input, json5 } = state;
  const [document, setDocument] = useState<OpenedDocument | null>(null);
  const [selected, setSelected] = useState<JsonLintIssue | null>(null);
  const inputArea = useRef<HTMLDivElement>(null);
  const text = document?.text ?? input;
  const options = useMemo(() => ({ json5 }), [json5]);
  const result = useDocumentResult(text, options, compute, inWorker);
  const lint = result.value;
  const errors = lint?.errors ?? [];
  const warnings = lint?.warnings ?? [];
  const place = (issue: JsonLintIssue) => t`Line ${issue.line}, column ${issue.column}`;

  /** Shows an issue: its place is announced, and the typed text's cursor moves there. */
  const show = (issue: JsonLintIssue) => {
    setSelected(issue);
    const area = inputArea.current?.querySelector('textarea');
    if (area && !area.readOnly) {
      area.focus();
      area.setSelectionRange(issue.position, Math.min(issue.position + 1, area.value.length));
    }
  };

  // The errors are this tool's result, listed right under the field (not shown as a failure).
  const fieldError =
    errors.length === 0 ? null : errors.length === 1 ? `${place(errors[0]!)}: ${errors[0]!.message}.` : t`${errors.length} errors; the first: ${place(errors[0]!)}: ${errors[0]!.message}.`;

  const list = (issues: JsonLintIssue[], label: string) => (
    <ol className={styles.issues} aria-label={label}>
      {issues.map((issue) => (
        <li key={`${issue.position}:${issue.message}`}>
          <button type="button" className={styles.issue} onClick={() => show(issue)}>
            <span className={styles.place}>{place(issue)}</span>: {issue.message}
          </button>
        </li>
      ))}
    </ol>
  );

  return (
    <Stack>
      <Card>
        <Checkbox label={t`Accept JSON5 (comments, trailing commas, unquoted keys)`} checked={json5} onChange={(json5) => update({ json5 })} />
      </Card>
      <div ref={inputArea}>
        <DocumentInput
          label={t`JSON to check`}
          value={input}
          onChange={(input) => update({ input })}
          document={document}
          onDocument={setDocument}
          accept=".json,.json5,application/json,text/plain"
          rows={14}
          placeholder={t`Paste your JSON here…`}
          hint={fieldError ?? (json5 ? t`JSON5 (https://spec.json5.org/).` : t`Strict JSON (RFC 8259).`)}
        />
      </div>
      <DocumentJobStatus result={result} label={t`Checking`} />
      {lint && !result.pending && (
        <p role="status" aria-label={t`Result`} data-testid="json-linter-status">
          {lint.valid
            ? json5
              ? t`Valid JSON5`
              : t`Valid JSON`
            : errors.length === 1
              ? t`Invalid: 1 error`
              : t`Invalid: ${errors.length} errors`}
          {lint.omitted > 0 && t` (${lint.omitted} more not listed)`}
        </p>
      )}
      {lint && errors.length > 0 && (
        <Alert type="warning" title={t`Errors`}>
          {list(errors, t`Errors`)}
        </Alert>
      )}
      {lint && warnings.length > 0 && (
        <Alert type="info" title={t`Warnings`}>
          {list(warnings, t`Warnings`)}
        </Alert>
      )}
      {selected && (
        <p role="status" aria-live="polite" data-testid="json-linter-selected">
          {t`Selected: ${place(selected)}`}
        </p>
      )}
    </Stack>
  );
}
