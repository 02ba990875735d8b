import { runWorkerJob } from '@handy-tools/compute';
import { attempt, ButtonsSelect, Checkbox, DocumentTool, IndentSelect, Select, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { JsonIndent } from '../json-prettify/json-prettify.js';
import type { JsObjectLiteral } from '../json-to-object/json-to-object.js';
import type { JsQuote } from '../shared/js-literal.js';
import styles from '../shared/JsonTool.module.css';
import { checkVariableName, jsonToJavascript, type JsDeclaration, type JsonToJavascriptOptions } from './json-to-javascript.js';
import type { JsonToJavascriptWorkerApi } from './json-to-javascript.worker.js';
import { jsonToJavascriptState } from './state.js';

const compute = (text: string, options: JsonToJavascriptOptions) => jsonToJavascript(text, options);
const inWorker = (text: string, options: JsonToJavascriptOptions, signal: AbortSignal) =>
  runWorkerJob<JsonToJavascriptWorkerApi, JsObjectLiteral>(
    () =>
      new Worker(new URL('./json-to-javascript.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-json-to-javascript' }),
    (api) => api.jsonToJavascript(text, options),
    signal,
  );

/** JSON to JavaScript: the UI. */
export default function JsonToJavascriptTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(jsonToJavascriptState);
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

  return (
    <DocumentTool
      noticesTitle={t`Not strict JSON`}
      options={[
        <>
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
              <TextInput
                label={t`Variable name`}
                value={name}
                onChange={(name) => update({ name })}
                error={nameError}
                monospace
                spellCheck={false}
              />
            </div>
          )}
          {declaration !== 'none' && <Checkbox label={t`Semicolon`} checked={semicolon} onChange={(semicolon) => update({ semicolon })} />}
        </>,
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
          <div className={styles.indent}>
            <IndentSelect tab value={indent} onChange={(indent) => update({ indent })} />
          </div>
          <Checkbox label={t`Trailing commas`} checked={trailingCommas} onChange={(trailingCommas) => update({ trailingCommas })} />
        </>,
      ]}
      optionsInvalid={nameError !== null}
      inputLabel={t`Input JSON`}
      outputLabel={t`JavaScript code`}
      input={state.input}
      onInput={(input) => update({ input })}
      params={options}
      compute={compute}
      computeInWorker={inWorker}
      accept=".json,application/json,text/plain"
      fileName={`${needsName && !nameError ? name : 'data'}.js`}
      mimeType="text/javascript"
      busyLabel={t`Converting…`}
      placeholder={t`Paste your JSON here…`}
      rows={16}
    />
  );
}
