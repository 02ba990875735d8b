import { runWorkerJob } from '@handy-tools/compute';
import { Alert, Card, Checkbox, DocumentInput, DocumentJobStatus, LargeTextOutput, type OpenedDocument, Stack, useDocumentResult, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { minifyJson, type MinifiedJson, type MinifyJsonOptions } from './json-minify.js';
import type { JsonMinifyWorkerApi } from './json-minify.worker.js';
import { JsonNotices } from '../shared/JsonNotices.js';
import { jsonMinifyState } from './state.js';

const compute = (text: string, options: MinifyJsonOptions) => minifyJson(text, options);

const inWorker = (text: string, options: MinifyJsonOptions, signal: AbortSignal) =>
  runWorkerJob<JsonMinifyWorkerApi, MinifiedJson>(
    // Literal `new Worker(new URL(…), { type: 'module' })`: Vite bundles the worker from it.
    () => new Worker(new URL('./json-minify.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-json-minify' }),
    (api) => api.minifyJson(text, options),
    signal,
  );

/** JSON minify: the UI. */
export default function JsonMinifyTool() {
  const { t, i18n } = useLingui();
  const [state, update] = useToolState(jsonMinifyState);
  const { input, json5 } = state;
  const [document, setDocument] = useState<OpenedDocument | null>(null);
  const text = document?.text ?? input;
  const options = useMemo(() => ({ json5 }), [json5]);
  const result = useDocumentResult(text, options, compute, inWorker);
  const value = result.value;
  const bytes = (n: number) => i18n.number(n);
  const percent = (n: number) => i18n.number(n, { maximumFractionDigits: 1 });

  return (
    <Stack>
      <Card>
        <Checkbox label={t`Accept JSON5 (comments, trailing commas, unquoted keys)`} checked={json5} onChange={(json5) => update({ json5 })} />
      </Card>
      <DocumentInput
        label={t`Input JSON`}
        value={input}
        onChange={(input) => update({ input })}
        document={document}
        onDocument={setDocument}
        accept=".json,.json5,application/json,text/plain"
        error={result.error}
        placeholder={t`Paste your JSON here…`}
        hint={json5 ? t`JSON5 is accepted; the output is strict JSON.` : t`Strict JSON (RFC 8259); values are kept exactly as written.`}
      />
      {!result.error && <JsonNotices notices={value?.notices} />}
      <DocumentJobStatus result={result} label={t`Minifying`} />
      {value && (
        <p role="status" aria-label={t`Size`} data-testid="json-minify-size">
          {t`${bytes(value.bytesBefore)} bytes → ${bytes(value.bytesAfter)} bytes: ${bytes(value.bytesSaved)} bytes saved (${percent(value.savedPercent)} %).`}
        </p>
      )}
      <LargeTextOutput
        label={t`Minified JSON`}
        value={value?.output ?? ''}
        fileName="minified.json"
        mimeType="application/json"
        rows={8}
        hint={result.error && value ? t`Showing the result of the last valid input.` : undefined}
      />
      {value && value.warnings.length > 0 && (
        <Alert type="warning" title={t`Check the output`}>
          <ul>
            {value.warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </Alert>
      )}
    </Stack>
  );
}
