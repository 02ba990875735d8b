import { ToolInputError } from '@handy-tools/ui/kit';
import { format, type FormatOptionsWithLanguage, type SqlLanguage } from 'sql-formatter';

/** The SQL dialects sql-formatter 15 knows, as its `language` option names them. */
export const SQL_DIALECTS = [
  'sql',
  'bigquery',
  'clickhouse',
  'db2',
  'db2i',
  'duckdb',
  'hive',
  'mariadb',
  'mysql',
  'tidb',
  'n1ql',
  'plsql',
  'postgresql',
  'redshift',
  'singlestoredb',
  'snowflake',
  'spark',
  'sqlite',
  'transactsql',
  'trino',
] as const satisfies readonly SqlLanguage[];

/** One of {@link SQL_DIALECTS}. */
export type SqlDialect = (typeof SQL_DIALECTS)[number];

/** Letter case applied to keywords, data types, functions or identifiers. */
export const SQL_CASES = ['upper', 'lower', 'preserve'] as const;
/** One of {@link SQL_CASES}. */
export type SqlCase = (typeof SQL_CASES)[number];

/** Indent styles: standard, or keywords in a left/right aligned column of 10 characters. */
export const SQL_INDENT_STYLES = ['standard', 'tabularLeft', 'tabularRight'] as const;
/** One of {@link SQL_INDENT_STYLES}. */
export type SqlIndentStyle = (typeof SQL_INDENT_STYLES)[number];

/** Options of {@link sqlPrettify}; every field is optional (defaults in brackets). */
export interface SqlPrettifyOptions {
  /** SQL dialect ['sql': standard SQL]. */
  language?: SqlDialect;
  /** Case of keywords (SELECT, FROM…) ['upper']. */
  keywordCase?: SqlCase;
  /** Case of data types (INT, VARCHAR…) ['upper']. */
  dataTypeCase?: SqlCase;
  /** Case of function names (COUNT, NOW…) ['upper']. */
  functionCase?: SqlCase;
  /** Case of unquoted identifiers (tables, columns) ['preserve']. */
  identifierCase?: SqlCase;
  /** Indent style ['standard']. */
  indentStyle?: SqlIndentStyle;
  /** Indent: a number of spaces (1–8) or `'tab'` [2]. */
  indent?: number | 'tab';
  /** Blank lines between statements (0–5) [1]. */
  linesBetweenQueries?: number;
  /** No spaces around operators (a+b instead of a + b) [false]. */
  denseOperators?: boolean;
  /** Parenthesised expressions up to this many characters stay on one line (1–400) [50]. */
  expressionWidth?: number;
  /** Put AND/OR at the start of the line ('before') or the end ('after') ['before']. */
  logicalOperatorNewline?: 'before' | 'after';
  /** The closing semicolon on a line of its own [false]. */
  newlineBeforeSemicolon?: boolean;
}

function checkRange(name: string, value: number, min: number, max: number): void {
  if (!Number.isInteger(value) || value < min || value > max)
    throw new ToolInputError(`${name} must be a whole number from ${min} to ${max}.`);
}

/**
 * Formats SQL (one or many statements) with sql-formatter: one clause per line, indented
 * sub-queries, the chosen letter cases. Comments are kept. Whitespace-only input gives `''`.
 *
 * @param input - SQL text (any length; lines end with LF or CRLF).
 * @param options - see {@link SqlPrettifyOptions}.
 * @returns the formatted SQL, lines ending with LF, no trailing newline.
 * @throws ToolInputError for SQL the dialect's grammar does not accept (message with the
 *   offending token's 1-based line and column, also in `line`/`column`), or an out-of-range option.
 * @see https://github.com/sql-formatter-org/sql-formatter (the grammar of each dialect)
 */
export function sqlPrettify(input: string, options: SqlPrettifyOptions = {}): string {
  if (input.trim() === '') return '';
  const { indent = 2, linesBetweenQueries = 1, expressionWidth = 50 } = options;
  if (indent !== 'tab') checkRange('Indent', indent, 1, 8);
  checkRange('Lines between queries', linesBetweenQueries, 0, 5);
  checkRange('Expression width', expressionWidth, 1, 400);
  const language = options.language ?? 'sql';
  if (!(SQL_DIALECTS as readonly string[]).includes(language)) throw new ToolInputError(`Unknown SQL dialect "${String(language)}".`);
  const config: FormatOptionsWithLanguage = {
    language,
    keywordCase: options.keywordCase ?? 'upper',
    dataTypeCase: options.dataTypeCase ?? 'upper',
    functionCase: options.functionCase ?? 'upper',
    identifierCase: options.identifierCase ?? 'preserve',
    indentStyle: options.indentStyle ?? 'standard',
    useTabs: indent === 'tab',
    tabWidth: indent === 'tab' ? 2 : indent,
    linesBetweenQueries,
    denseOperators: options.denseOperators ?? false,
    expressionWidth,
    logicalOperatorNewline: options.logicalOperatorNewline ?? 'before',
    newlineBeforeSemicolon: options.newlineBeforeSemicolon ?? false,
  };
  try {
    return format(input, config);
  } catch (error) {
    throw toInputError(error);
  }
}

/**
 * Turns sql-formatter's error ("Parse error: Unexpected "'a" at line 1 column 8." or "Parse
 * error at token: ) at line 1 column 28" followed by the grammar's expectations) into a short
 * message with the location.
 */
function toInputError(error: unknown): ToolInputError {
  const raw = error instanceof Error ? error.message : String(error);
  const first = raw.split('\n')[0] ?? raw;
  const at = /at line (\d+) column (\d+)/.exec(first);
  if (!at) return new ToolInputError(`The SQL could not be formatted: ${first}`, { cause: error });
  const line = Number(at[1]);
  const column = Number(at[2]);
  const token = /^Parse error at token: (.*?) at line/.exec(first)?.[1];
  const unexpected = /^Parse error: Unexpected "(.*)" at line/.exec(first)?.[1];
  const what =
    token !== undefined
      ? token === '«EOF»'
        ? 'the query ends too early (a bracket or clause is not closed?)'
        : `unexpected "${token}"`
      : unexpected !== undefined
        ? `unexpected "${unexpected.slice(0, 40)}" (an unclosed quote or a character this dialect does not use?)`
        : first;
  return new ToolInputError(`SQL syntax error at line ${line}, column ${column}: ${what}.`, { line, column, cause: error });
}
