import { runWorkerJob } from '@handy-tools/compute';
import { DocumentTool, IndentSelect, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { JsonIndent } from '../json-prettify/json-prettify.js';
import { javascriptToJson, type ConvertedJson, type JavascriptToJsonOptions } from './javascript-to-json.js';
import type { JavascriptToJsonWorkerApi } from './javascript-to-json.worker.js';
import { javascriptToJsonState } from './state.js';

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
  const indent = state.indent as JsonIndent;
  const options = useMemo<JavascriptToJsonOptions>(() => ({ indent }), [indent]);

  return (
    <DocumentTool
      options={<IndentSelect tab value={indent} onChange={(indent) => update({ indent })} />}
      inputLabel={t`Input JavaScript`}
      outputLabel={t`JSON`}
      input={state.input}
      onInput={(input) => update({ input })}
      params={options}
      compute={compute}
      computeInWorker={inWorker}
      accept=".js,.mjs,.cjs,.json,.json5,text/javascript,application/json,text/plain"
      fileName="data.json"
      mimeType="application/json"
      busyLabel={t`Converting…`}
      warningsTitle={t`Not representable in JSON`}
      placeholder={t`Paste a JavaScript object or array literal…`}
      inputHint={t`Nothing is run: only literal values are read (JSON5 syntax).`}
      rows={16}
    />
  );
}
