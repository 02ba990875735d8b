import { runWorkerJob } from '@handy-tools/compute';
import { Checkbox, DocumentTool, IndentSelect, IntegerInput, Select, useToolState } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { sqlPrettify, type SqlCase, type SqlDialect, type SqlIndentStyle, type SqlPrettifyOptions } from './sql-prettify.js';
import type { SqlPrettifyWorkerApi } from './sql-prettify.worker.js';
import { sqlPrettifyState } from './state.js';

const inWorker = (text: string, options: SqlPrettifyOptions, signal: AbortSignal): Promise<string> =>
  runWorkerJob<SqlPrettifyWorkerApi, string>(
    () => new Worker(new URL('./sql-prettify.worker.js', import.meta.url), { type: 'module', name: 'handy-tools-sql-prettify' }),
    (api) => api.sqlPrettify(text, options),
    signal,
  );

/** sql-formatter takes ~40 ms per 1,000 characters (measured in Node 24): bigger inputs go to the worker. */
const WORKER_THRESHOLD = 2_000;

const DIALECT_LABELS: Record<SqlDialect, string> = {
  sql: 'Standard SQL',
  bigquery: 'GCP BigQuery',
  clickhouse: 'ClickHouse',
  db2: 'IBM Db2',
  db2i: 'IBM Db2 for i',
  duckdb: 'DuckDB',
  hive: 'Apache Hive',
  mariadb: 'MariaDB',
  mysql: 'MySQL',
  tidb: 'TiDB',
  n1ql: 'Couchbase N1QL',
  plsql: 'Oracle PL/SQL',
  postgresql: 'PostgreSQL',
  redshift: 'Amazon Redshift',
  singlestoredb: 'SingleStoreDB',
  snowflake: 'Snowflake',
  spark: 'Spark SQL',
  sqlite: 'SQLite',
  transactsql: 'SQL Server (Transact-SQL)',
  trino: 'Trino / Presto',
};

/** SQL formatter: the UI (sql-formatter; big inputs in a worker). */
export default function SqlPrettifyTool() {
  const { t } = useLingui();
  const [state, update] = useToolState(sqlPrettifyState);
  const {
    input,
    language,
    keywordCase,
    dataTypeCase,
    functionCase,
    identifierCase,
    indentStyle,
    indent,
    linesBetweenQueries,
    expressionWidth,
    denseOperators,
    logicalOperatorNewline,
    newlineBeforeSemicolon,
  } = state;
  const options = useMemo<SqlPrettifyOptions>(
    () => ({
      language,
      keywordCase,
      dataTypeCase,
      functionCase,
      identifierCase,
      indentStyle,
      indent,
      linesBetweenQueries,
      expressionWidth,
      denseOperators,
      logicalOperatorNewline,
      newlineBeforeSemicolon,
    }),
    [
      language,
      keywordCase,
      dataTypeCase,
      functionCase,
      identifierCase,
      indentStyle,
      indent,
      linesBetweenQueries,
      expressionWidth,
      denseOperators,
      logicalOperatorNewline,
      newlineBeforeSemicolon,
    ],
  );
  const cases = [
    { value: 'upper' as const, label: t`UPPER` },
    { value: 'lower' as const, label: t`lower` },
    { value: 'preserve' as const, label: t`As typed` },
  ];
  const dialects = useMemo(() => Object.entries(DIALECT_LABELS).map(([value, label]) => ({ value: value as SqlDialect, label })), []);
  return (
    <DocumentTool
      options={[
        <>
          <Select<SqlDialect> label={t`Dialect`} value={language} onChange={(language) => update({ language })} options={dialects} />
          <Select<SqlCase> label={t`Keywords`} value={keywordCase} onChange={(keywordCase) => update({ keywordCase })} options={cases} />
          <Select<SqlCase>
            label={t`Data types`}
            value={dataTypeCase}
            onChange={(dataTypeCase) => update({ dataTypeCase })}
            options={cases}
          />
          <Select<SqlCase>
            label={t`Functions`}
            value={functionCase}
            onChange={(functionCase) => update({ functionCase })}
            options={cases}
          />
          <Select<SqlCase>
            label={t`Identifiers`}
            value={identifierCase}
            onChange={(identifierCase) => update({ identifierCase })}
            options={cases}
          />
        </>,
        <>
          <Select<SqlIndentStyle>
            label={t`Indent style`}
            value={indentStyle}
            onChange={(indentStyle) => update({ indentStyle })}
            options={[
              { value: 'standard', label: t`Standard` },
              { value: 'tabularLeft', label: t`Tabular, left` },
              { value: 'tabularRight', label: t`Tabular, right` },
            ]}
          />
          <IndentSelect tab min={1} value={indent} onChange={(indent) => update({ indent })} />
          <IntegerInput
            label={t`Blank lines between queries`}
            value={linesBetweenQueries}
            min={0}
            max={5}
            onChange={(linesBetweenQueries) => update({ linesBetweenQueries })}
          />
          <IntegerInput
            label={t`Expression width`}
            value={expressionWidth}
            min={1}
            max={400}
            onChange={(expressionWidth) => update({ expressionWidth })}
          />
          <Select<'before' | 'after'>
            label={t`AND / OR`}
            value={logicalOperatorNewline}
            onChange={(logicalOperatorNewline) => update({ logicalOperatorNewline })}
            options={[
              { value: 'before', label: t`Start of line` },
              { value: 'after', label: t`End of line` },
            ]}
          />
        </>,
        <>
          <Checkbox label={t`Dense operators (a+b)`} checked={denseOperators} onChange={(denseOperators) => update({ denseOperators })} />
          <Checkbox
            label={t`Semicolon on its own line`}
            checked={newlineBeforeSemicolon}
            onChange={(newlineBeforeSemicolon) => update({ newlineBeforeSemicolon })}
          />
        </>,
      ]}
      inputLabel={t`SQL input`}
      outputLabel={t`Formatted SQL`}
      input={input}
      onInput={(input) => update({ input })}
      params={options}
      compute={sqlPrettify}
      computeInWorker={inWorker}
      workerThreshold={WORKER_THRESHOLD}
      accept=".sql,application/sql,text/plain"
      fileName="query.sql"
      mimeType="application/sql"
      busyLabel={t`Formatting…`}
      placeholder={t`Paste SQL here…`}
    />
  );
}
