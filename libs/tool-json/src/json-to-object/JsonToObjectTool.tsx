import { runWorkerJob } from '@handy-tools/compute';
import { Alert, ButtonsSelect, Card, Checkbox, DocumentInput, DocumentJobStatus, LargeTextOutput, type OpenedDocument, Select, Stack, useDocumentResult, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { JsonIndent } from '../json-prettify/json-prettify.js';
import type { JsQuote } from '../shared/js-literal.js';
import styles from '../shared/JsonTool.module.css';
import { jsonToObject, type JsonToObjectOptions, type JsObjectLiteral } from './json-to-object.js';
import type { JsonToObjectWorkerApi } from './json-to-object.worker.js';
import { jsonToObjectState } from './state.js';

const INDENTS: readonly JsonIndent[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 'tab'];

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
  const [document, setDocument] = useState<OpenedDocument | null>(null);
  const indent = state.indent as JsonIndent;
  const quote = state.quote as JsQuote;
  const { trailingCommas } = state;
  const options = useMemo<JsonToObjectOptions>(() => ({ indent, quote, trailingCommas }), [indent, quote, trailingCommas]);
  const result = useDocumentResult(document?.text ?? state.input, options, compute, inWorker);
  const indentOptions = INDENTS.map((value) => ({
    value: String(value),
    label: value === 'tab' ? t`Tab` : value === 0 ? t`None (one line)` : value === 1 ? t`1 space` : t`${value} spaces`,
  }));

  return (
    <Stack>
      <Card>
        <div className={styles.options}>
          <ButtonsSelect
            label={t`Quotes`}
            options={[
              { value: 'single', label: t`Single '…'` },
              { value: 'double', label: t`Double "…"` },
            ]}
            value={quote}
            onChange={(quote) => update({ quote })}
          />
          <div className={styles.indent}>
            <Select label={t`Indent`} options={indentOptions} value={String(indent)} onChange={(v) => update({ indent: v === 'tab' ? 'tab' : Number(v) })} />
          </div>
          <Checkbox label={t`Trailing commas`} checked={trailingCommas} onChange={(trailingCommas) => update({ trailingCommas })} />
        </div>
      </Card>
      <div className={styles.panes}>
        <DocumentInput
          label={t`Input JSON`}
          value={state.input}
          onChange={(input) => update({ input })}
          document={document}
          onDocument={setDocument}
          accept=".json,application/json,text/plain"
          error={result.error}
          placeholder={t`Paste your JSON here…`}
          rows={16}
        />
        <Stack>
          <DocumentJobStatus result={result} label={t`Converting…`} />
          <LargeTextOutput label={t`JavaScript object`} value={result.value?.output ?? ''} fileName="object.js" mimeType="text/javascript" rows={16} />
        </Stack>
      </div>
      {result.value && result.value.warnings.length > 0 && (
        <Alert type="warning" title={t`Check the output`}>
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
