import { runWorkerJob } from '@handy-tools/compute';
import { ButtonsSelect, Checkbox, DocumentTool, IndentSelect, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { JsonIndent } from '../json-prettify/json-prettify.js';
import type { JsQuote } from '../shared/js-literal.js';
import { jsonToObject, type JsonToObjectOptions, type JsObjectLiteral } from './json-to-object.js';
import type { JsonToObjectWorkerApi } from './json-to-object.worker.js';
import { jsonToObjectState } from './state.js';

const compute = (text: string, options: JsonToObjectOptions) => jsonToObject(text, options);
const inWorker = (text: string, options: JsonToObjectOptions, signal: AbortSignal) =>
  runWorkerJob<JsonToObjectWorkerApi, JsObjectLiteral>(
    () => new Worker(new URL('./json-to-object.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-json-to-object' }),
    (api) => api.jsonToObject(text, options),
    signal,
  );

/** JSON to object: the UI. */
export default function JsonToObjectTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(jsonToObjectState);
  const indent = state.indent as JsonIndent;
  const quote = state.quote as JsQuote;
  const { trailingCommas } = state;
  const options = useMemo<JsonToObjectOptions>(() => ({ indent, quote, trailingCommas }), [indent, quote, trailingCommas]);

  return (
    <DocumentTool
      noticesTitle={t`Not strict JSON`}
      options={
        <>
          <ButtonsSelect
            label={t`Quotes`}
            options={[
              { value: 'single', label: t`Single '…'` },
              { value: 'double', label: t`Double "…"` },
            ]}
            value={quote}
            onChange={(quote) => update({ quote })}
          />
          <IndentSelect tab value={indent} onChange={(indent) => update({ indent })} />
          <Checkbox label={t`Trailing commas`} checked={trailingCommas} onChange={(trailingCommas) => update({ trailingCommas })} />
        </>
      }
      inputLabel={t`Input JSON`}
      outputLabel={t`JavaScript object`}
      input={state.input}
      onInput={(input) => update({ input })}
      params={options}
      compute={compute}
      computeInWorker={inWorker}
      accept=".json,application/json,text/plain"
      fileName="object.js"
      mimeType="text/javascript"
      busyLabel={t`Converting…`}
      placeholder={t`Paste your JSON here…`}
      rows={16}
    />
  );
}
