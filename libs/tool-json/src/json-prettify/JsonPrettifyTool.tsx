import { runWorkerJob } from '@handy-tools/compute';
import { Alert, Card, Checkbox, DocumentInput, DocumentJobStatus, IndentSelect, LargeTextOutput, type OpenedDocument, Row, SHOWN_OUTPUT_CHARS, Stack, useDocumentResult, useToolState } from '@handy-tools/ui';
import { isPackedText, type PackedText } from '@handy-tools/ui/kit';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { prettifyJson, type JsonIndent, type PrettifyJsonOptions } from './json-prettify.js';
import type { JsonPrettifyWorkerApi } from './json-prettify.worker.js';
import styles from './JsonPrettifyTool.module.css';
import { CopyPackedText } from './CopyPackedText.js';
import { JsonNotices } from '../shared/JsonNotices.js';
import { jsonPrettifyState } from './state.js';

/** The formatted document: inline a string, from the worker packed bytes (no 50 MB string copy). */
interface Formatted {
  output: string | PackedText;
  warnings: string[];
  notices: string[];
}

const here = (input: string, options: PrettifyJsonOptions): Formatted => prettifyJson(input, options);
// The text crosses once (cloned in, or a file's Blob); the output comes back as transferred UTF-8
// bytes with a preview, formatted there in one pass with no tree (see prettifyJsonToBytes).
const inWorker = (input: string | Blob, options: PrettifyJsonOptions, signal: AbortSignal): Promise<Formatted> =>
  runWorkerJob<JsonPrettifyWorkerApi, Formatted>(
    // Literal `new Worker(new URL(…), { type: 'module' })`: Vite bundles the worker from it.
    () => new Worker(new URL('./json-prettify.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-json-prettify' }),
    (api) => api.prettifyJson(input, options, SHOWN_OUTPUT_CHARS),
    signal,
  );

/**
 * JSON prettify and format: the UI. Documents up to ~1 MB format as you type; larger ones (typed
 * or opened from a file, up to 50 MB and more) format in a Web Worker with a Cancel button, and
 * their output is offered as a download.
 */
export default function JsonPrettifyTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(jsonPrettifyState);
  const { input, sortKeys, json5 } = state;
  const indent = state.indent as JsonIndent; // the schema allows 0–8 or 'tab' only
  // An opened file is not state: never stored nor put in a link.
  const [document, setDocument] = useState<OpenedDocument | null>(null);
  const options = useMemo<PrettifyJsonOptions>(() => ({ indent, sortKeys, json5 }), [indent, sortKeys, json5]);
  // Keeps the last good output while the input has an error or is being formatted.
  // An opened file goes to the worker as its Blob (free to send) rather than as its text.
  const format = (text: string, options: PrettifyJsonOptions, signal: AbortSignal) => inWorker(document && text === document.text ? document.file : text, options, signal);
  const result = useDocumentResult(document?.text ?? input, options, here, format);
  const output = result.value?.output ?? '';
  const error = result.error;
  const warnings = result.value?.warnings ?? [];


  return (
    <Stack>
      <Card>
        <div className={styles.options}>
          <div className={styles.indent}>
            <IndentSelect tab value={indent} onChange={(indent) => update({ indent })} />
          </div>
          <Checkbox label={t`Sort keys`} checked={sortKeys} onChange={(sortKeys) => update({ sortKeys })} />
          <Checkbox label={t`Accept JSON5 (comments, trailing commas, unquoted keys)`} checked={json5} onChange={(json5) => update({ json5 })} />
        </div>
      </Card>
      <Row className={styles.panes}>
        <Stack>
        <DocumentInput
          label={t`Input JSON`}
          value={input}
          onChange={(input) => update({ input })}
          document={document}
          onDocument={setDocument}
          accept=".json,.json5,.txt,application/json"
          rows={20}
          placeholder={t`Paste your JSON here…`}
          error={error}
          hint={json5 ? t`JSON5 is accepted; the output is strict JSON.` : t`Strict JSON (RFC 8259).`}
        />
        {!error && <JsonNotices notices={result.value?.notices} />}
        </Stack>
        <Stack>
          <DocumentJobStatus result={result} label={t`Formatting the document in the background…`} />
          <LargeTextOutput
            label={t`Formatted JSON`}
            value={output}
            fileName="formatted.json"
            mimeType="application/json"
            rows={20}
            hint={error ? t`Showing the result of the last valid input.` : json5 ? undefined : t`Numbers and strings are kept exactly as written.`}
          />
          {isPackedText(output) && <CopyPackedText text={output} label={t`Copy all of the formatted JSON`} />}
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
