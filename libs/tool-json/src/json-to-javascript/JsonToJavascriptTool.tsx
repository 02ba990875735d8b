import { runWorkerJob } from '@handy-tools/compute';
import { Alert, attempt, ButtonsSelect, Card, Checkbox, DocumentInput, DocumentJobStatus, LargeTextOutput, type OpenedDocument, Select, Stack, TextInput, useDocumentResult, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { JsonIndent } from '../json-prettify/json-prettify.js';
import type { JsObjectLiteral } from '../json-to-object/json-to-object.js';
import type { JsQuote } from '../shared/js-literal.js';
import styles from '../shared/JsonTool.module.css';
import { checkVariableName, jsonToJavascript, type JsDeclaration, type JsonToJavascriptOptions } from './json-to-javascript.js';
import type { JsonToJavascriptWorkerApi } from './json-to-javascript.worker.js';
import { jsonToJavascriptState } from './state.js';

const INDENTS: readonly JsonIndent[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 'tab'];

const compute = (text: string, options: JsonToJavascriptOptions) => jsonToJavascript(text, options);
const inWorker = (text: string, options: JsonToJavascriptOptions, signal: AbortSignal) =>
  runWorkerJob<JsonToJavascriptWorkerApi, JsObjectLiteral>(
    () => new Worker(new URL('./json-to-javascript.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-json-to-javascript' }),
    (api) => api.jsonToJavascript(text, options),
    signal,
  );

/** JSON to JavaScript: the UI. */
export default function JsonToJavascriptTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(jsonToJavascriptState);
  const [document, setDocument] = useState<OpenedDocument | null>(null);
  const indent = state.indent as JsonIndent;
  const quote = state.quote as JsQuote;
  const declaration = state.declaration as JsDeclaration;
  const { name, semicolon, trailingCommas } = state;
  const needsName = declaration === 'const' || declaration === 'let' || declaration === 'export-const';
  const nameError = needsName ? (attempt(() => checkVariableName(name)).error ?? null) : null;
  const options = useMemo<JsonToJavascriptOptions>(
    () => ({ declaration, name, semicolon, indent, quote, trailingCommas }),
    [declaration, name, semicolon, indent, quote, trailingCommas],
  );
  const result = useDocumentResult(document?.text ?? state.input, options, compute, inWorker);
  const indentOptions = INDENTS.map((value) => ({
    value: String(value),
    label: value === 'tab' ? t`Tab` : value === 0 ? t`None (one line)` : value === 1 ? t`1 space` : t`${value} spaces`,
  }));

  return (
    <Stack>
      <Card>
        <div className={styles.options}>
          <div className={styles.name}>
            <Select
              label={t`Declaration`}
              options={[
                { value: 'const', label: 'const name =' },
                { value: 'let', label: 'let name =' },
                { value: 'export-const', label: 'export const name =' },
                { value: 'export-default', label: 'export default' },
                { value: 'module-exports', label: 'module.exports =' },
                { value: 'none', label: t`None (expression only)` },
              ]}
              value={declaration}
              onChange={(declaration) => update({ declaration })}
            />
          </div>
          {needsName && (
            <div className={styles.name}>
              <TextInput label={t`Variable name`} value={name} onChange={(name) => update({ name })} error={nameError} monospace spellCheck={false} />
            </div>
          )}
          {declaration !== 'none' && <Checkbox label={t`Semicolon`} checked={semicolon} onChange={(semicolon) => update({ semicolon })} />}
        </div>
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
          error={nameError ? null : result.error}
          placeholder={t`Paste your JSON here…`}
          rows={16}
        />
        <Stack>
          <DocumentJobStatus result={result} label={t`Converting…`} />
          <LargeTextOutput label={t`JavaScript code`} value={result.value?.output ?? ''} fileName={`${needsName && !nameError ? name : 'data'}.js`} mimeType="text/javascript" rows={16} />
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
