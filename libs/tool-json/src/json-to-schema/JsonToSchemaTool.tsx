import { runWorkerJob } from '@handy-tools/compute';
import { Checkbox, DocumentTool, IndentSelect, Select, TextInput, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import styles from '../shared/JsonTool.module.css';
import type { JsonIndent } from '../json-prettify/json-prettify.js';
import { jsonToSchema, type JsonToSchemaOptions, type SchemaOutput, type SchemaResult } from './json-to-schema.js';
import type { JsonToSchemaWorkerApi } from './json-to-schema.worker.js';
import { jsonToSchemaState } from './state.js';

const compute = (text: string, options: JsonToSchemaOptions) => jsonToSchema(text, options);
const inWorker = (text: string, options: JsonToSchemaOptions, signal: AbortSignal) =>
  runWorkerJob<JsonToSchemaWorkerApi, SchemaResult>(
    () => new Worker(new URL('./json-to-schema.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-json-to-schema' }),
    (api) => api.jsonToSchema(text, options),
    signal,
  );

const FILES: Record<SchemaOutput, { suffix: string; mimeType: string }> = {
  'json-schema': { suffix: '.schema.json', mimeType: 'application/schema+json' },
  mysql: { suffix: '.mysql.sql', mimeType: 'application/sql' },
  mongoose: { suffix: '.model.js', mimeType: 'text/javascript' },
  bigquery: { suffix: '.bigquery.json', mimeType: 'application/json' },
  clickhouse: { suffix: '.clickhouse.sql', mimeType: 'application/sql' },
};

/** JSON to Schema: the UI. */
export default function JsonToSchemaTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(jsonToSchemaState);
  const samples = state.samples as NonNullable<JsonToSchemaOptions['samples']>;
  const output = state.output as SchemaOutput;
  const { formats, tableName } = state;
  const indent = state.indent as JsonIndent; // the schema allows 0–8 or 'tab' only
  const options = useMemo<JsonToSchemaOptions>(() => ({ samples, output, formats, tableName, indent }), [samples, output, formats, tableName, indent]);
  const jsonOutput = output === 'json-schema' || output === 'bigquery';
  const database = output !== 'json-schema';
  const tableError = database && tableName.trim() === '' ? t`Enter a table name.` : null;
  const base = database && tableName.trim() !== '' ? tableName.trim().replace(/[^\w.-]+/g, '_') : 'data';

  return (
    <DocumentTool
      noticesTitle={t`Not strict JSON`}
      options={[
        <>
          <div className={styles.name}>
            <Select
              label={t`Samples`}
              options={[
                { value: 'document', label: t`The whole input is one sample` },
                { value: 'array', label: t`Each item of the top-level array` },
                { value: 'lines', label: t`JSON Lines (one per line)` },
              ]}
              value={samples}
              onChange={(samples) => update({ samples })}
            />
          </div>
          <div className={styles.name}>
            <Select
              label={t`Output`}
              options={[
                { value: 'json-schema', label: 'JSON Schema (2020-12)' },
                { value: 'mysql', label: 'MySQL CREATE TABLE' },
                { value: 'mongoose', label: 'Mongoose schema' },
                { value: 'bigquery', label: 'BigQuery schema' },
                { value: 'clickhouse', label: 'ClickHouse CREATE TABLE' },
              ]}
              value={output}
              onChange={(output) => update({ output })}
            />
          </div>
          {jsonOutput && (
            <div className={styles.indent}>
              <IndentSelect tab value={indent} onChange={(indent) => update({ indent })} />
            </div>
          )}
          {database && (
            <div className={styles.name}>
              <TextInput label={t`Table name`} value={tableName} onChange={(tableName) => update({ tableName })} error={tableError} monospace spellCheck={false} />
            </div>
          )}
        </>,
        <Checkbox key="formats" label={t`Detect string formats (date, email, URI…)`} checked={formats} onChange={(formats) => update({ formats })} />,
      ]}
      optionsInvalid={tableError !== null}
      inputLabel={t`JSON samples`}
      outputLabel={t`Schema`}
      input={state.input}
      onInput={(input) => update({ input })}
      params={options}
      compute={compute}
      computeInWorker={inWorker}
      accept=".json,.jsonl,.ndjson,application/json,text/plain"
      fileName={`${base}${FILES[output].suffix}`}
      mimeType={FILES[output].mimeType}
      busyLabel={t`Inferring the schema…`}
      placeholder={t`Paste one or more JSON samples here…`}
      rows={16}
    />
  );
}
