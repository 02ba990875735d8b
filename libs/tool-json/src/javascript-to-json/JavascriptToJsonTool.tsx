import { runWorkerJob } from '@handy-tools/compute';
import { Alert, Card, DocumentInput, DocumentJobStatus, LargeTextOutput, type OpenedDocument, Select, Stack, useDocumentResult, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { JsonIndent } from '../json-prettify/json-prettify.js';
import styles from '../shared/JsonTool.module.css';
import { javascriptToJson, type ConvertedJson, type JavascriptToJsonOptions } from './javascript-to-json.js';
import type { JavascriptToJsonWorkerApi } from './javascript-to-json.worker.js';
import { javascriptToJsonState } from './state.js';

const INDENTS: readonly JsonIndent[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 'tab'];

const compute = (text: string, options: JavascriptToJsonOptions) => javascriptToJson(text, options);
const inWorker = (text: string, options: JavascriptToJsonOptions, signal: AbortSignal) =>
  runWorkerJob<JavascriptToJsonWorkerApi, ConvertedJson>(
    () => new Worker(new URL('./javascript-to-json.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-javascript-to-json' }),
    (api) => api.javascriptToJson(text, options),
    signal,
  );

/** JavaScript to JSON: the UI. */
export default function JavascriptToJsonTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(javascriptToJsonState);
  const [document, setDocument] = useState<OpenedDocument | null>(null);
  const indent = state.indent as JsonIndent;
  const options = useMemo<JavascriptToJsonOptions>(() => ({ indent }), [indent]);
  const result = useDocumentResult(document?.text ?? state.input, options, compute, inWorker);
  const indentOptions = INDENTS.map((value) => ({
    value: String(value),
    label: value === 'tab' ? t`Tab` : value === 0 ? t`None (one line)` : value === 1 ? t`1 space` : t`${value} spaces`,
  }));

  return (
    <Stack>
      <Card>
        <div className={styles.options}>
          <div className={styles.indent}>
            <Select label={t`Indent`} options={indentOptions} value={String(indent)} onChange={(v) => update({ indent: v === 'tab' ? 'tab' : Number(v) })} />
          </div>
        </div>
      </Card>
      <div className={styles.panes}>
        <DocumentInput
          label={t`Input JavaScript`}
          value={state.input}
          onChange={(input) => update({ input })}
          document={document}
          onDocument={setDocument}
          accept=".js,.mjs,.cjs,.json,.json5,text/javascript,application/json,text/plain"
          error={result.error}
          placeholder={t`Paste a JavaScript object or array literal…`}
          hint={t`Nothing is run: only literal values are read (JSON5 syntax).`}
          rows={16}
        />
        <Stack>
          <DocumentJobStatus result={result} label={t`Converting…`} />
          <LargeTextOutput label={t`JSON`} value={result.value?.output ?? ''} fileName="data.json" mimeType="application/json" rows={16} />
        </Stack>
      </div>
      {result.value && result.value.warnings.length > 0 && (
        <Alert type="warning" title={t`Not representable in JSON`}>
          <ul className={styles.warnings}>
            {result.value.warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </Alert>
      )}
    </Stack>
  );
}
