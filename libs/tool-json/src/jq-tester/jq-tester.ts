import { ToolInputError } from '@handy-tools/ui/kit';
import { jsonpath, JSONPathError } from 'json-p3';
import { json5Notice, lineColumn } from '@handy-tools/json-text';
import { stringifyJsonTree, jsonTreeToValue, type JsonNode } from '../shared/json-tree.js';
import { parseJsonTree, treeFromJson5 } from '../shared/parse-json.js';
import { NATIVE_PARSE_CHARS, readJsonValue } from '../shared/parse-json-document.js';
import { legacyJsonPathHint } from './jsonpath-legacy.js';

export { legacyJsonPathHint, type LegacyJsonPathHint } from './jsonpath-legacy.js';

/** The query languages of the tester. */
export type QueryLanguage = 'jq' | 'jsonpath';

/** How the JSON input is read. */
export interface JsonInputOptions {
  /**
   * Accept JSON5 (comments, trailing commas, unquoted keys…) when the input is not strict
   * RFC 8259 JSON (strict JSON is tried first). Default `true`; `false`: strict JSON only.
   */
  json5?: boolean;
}

/** Indentation of JSON results: 0–7 spaces (jq's `--indent n` allows at most 7) or one tab per level. */
export type QueryIndent = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 'tab';

/** jq's command-line options the tester offers (jq 1.7 manual, "Invoking jq"). */
export interface JqOptions extends JsonInputOptions {
  /**
   * Indentation of the results (without `-c`): `--indent n` (0–7 spaces; 0 writes each result on
   * one line) or `--tab`. Default 2, jq's own default (no flag).
   */
  indent?: QueryIndent;
  /** `-r`: a string result is written without quotes. */
  rawOutput?: boolean;
  /** `-c`: each result on one line. */
  compact?: boolean;
  /** `-s`: the input is wrapped in an array and the filter runs once on it. */
  slurp?: boolean;
  /** `-n`: the filter runs once with `null` as input (the JSON is still readable with `input`). */
  nullInput?: boolean;
  /** `-S`: object keys are written sorted. */
  sortKeys?: boolean;
}

/** Options of {@link runJsonPath}. */
export interface JsonPathOptions extends JsonInputOptions {
  /** Indentation of the result array (without `compact`): 0–7 spaces (0: one line) or `'tab'`. Default 2. */
  indent?: QueryIndent;
  /** Output the normalized paths of the nodes (RFC 9535 §2.7) instead of their values. */
  paths?: boolean;
  /** Write the result array on one line. */
  compact?: boolean;
}

/** The result of a query. */
export interface QueryResult {
  /**
   * What jq wrote to standard output (each result ends with a line break), or the JSONPath
   * nodelist as a JSON array (values or normalized paths) followed by a line break.
   */
  output: string;
  /** The number of JSONPath nodes found; null for jq. */
  count: number | null;
  /** jq's messages on standard error when it succeeded (`debug`, `stderr`); empty for JSONPath. */
  messages: string;
  /** Notes about the input (duplicate keys, numbers JSON5 cannot keep exactly). */
  warnings: string[];
  /** Set when the input was not strict JSON: `Read as JSON5: comment at line 1, column 1.` (empty otherwise). */
  notices: string[];
  /**
   * JSONPath only: when the query found nothing and uses a construct of older JSONPath dialects
   * that RFC 9535 reads otherwise (`.length`), what to write instead (see `legacyJsonPathHint`).
   */
  queryHint: string | null;
}

/** A filter longer than this (UTF-8 bytes) is refused: jq-wasm passes it on jq's small call stack. */
export const MAX_JQ_FILTER_BYTES = 64 * 1024;

/**
 * jq's command-line flags for the options.
 *
 * @param options - {@link JqOptions}.
 * @returns the flags, e.g. `['-r', '-c']` or `['--indent', '4']`, in a fixed order (`--tab` or
 *   `--indent n` last; nothing for jq's default indent of 2, nor with `-c`).
 * @throws ToolInputError for an indent that is not 0–7 or `'tab'`.
 * @see https://jqlang.org/manual/v1.7/#invoking-jq
 */
export function jqFlags(options: JqOptions): string[] {
  const flags: string[] = [];
  if (options.rawOutput) flags.push('-r');
  if (options.compact) flags.push('-c');
  if (options.slurp) flags.push('-s');
  if (options.nullInput) flags.push('-n');
  if (options.sortKeys) flags.push('-S');
  const indent = checkIndent(options.indent);
  if (!options.compact && indent !== 2) flags.push(...(indent === 'tab' ? ['--tab'] : ['--indent', String(indent)]));
  return flags;
}

/** The indent option, checked (default 2). */
function checkIndent(indent: QueryIndent | undefined): QueryIndent {
  if (indent === undefined) return 2;
  if (indent === 'tab' || (Number.isInteger(indent) && indent >= 0 && indent <= 7)) return indent;
  throw new ToolInputError(`The indent must be 0 to 7 spaces or a tab, not "${String(indent)}".`);
}

/** The input read as a JSON value tree (small) or plain value (large), with notes. */
interface ReadInput {
  /** Strict JSON text for jq. */
  json: () => string;
  /** The value for JSONPath. */
  value: () => unknown;
  warnings: string[];
  notices: string[];
}

function valueOf(tree: JsonNode): unknown {
  try {
    return jsonTreeToValue(tree);
  } catch (e) {
    if (e instanceof RangeError) throw new ToolInputError('The JSON is nested too deeply to query.', { cause: e });
    throw e;
  }
}

function readInput(text: string, options: JsonInputOptions): ReadInput {
  if (text.trim() === '') throw new ToolInputError('Enter the JSON to query.');
  const strictText = () => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  if (text.length >= NATIVE_PARSE_CHARS) {
    // Large documents: the engine's parser is many times faster (JSON5 and errors as everywhere: readJsonValue).
    const read = readJsonValue(text, options);
    if (read.json5 === null) return { json: strictText, value: () => read.value, warnings: [], notices: [] };
    const { tree, warnings } = treeFromJson5(read.value);
    return { json: () => stringifyJsonTree(tree), value: () => valueOf(tree), warnings, notices: [json5Notice(read.json5)] };
  }
  const { tree, warnings, json5, notices } = parseJsonTree(text, options);
  return { json: () => (json5 ? stringifyJsonTree(tree) : strictText()), value: () => valueOf(tree), warnings, notices };
}

/**
 * Runs a jq filter on a JSON document with jq 1.7 itself (jq-wasm: jq compiled to WebAssembly),
 * as `jq -M [options] <filter>` would on the command line.
 *
 * The JSON is checked first (strict RFC 8259, else JSON5 turned into strict JSON), so its errors
 * name the line and column; jq's own compile and runtime errors are reported verbatim. A filter
 * may loop forever (`def f: f; f`) or build an endless result: call this from a Web Worker you
 * can terminate (the tool's UI does). Output over 64 MB stops jq.
 *
 * @param input - the JSON document (one value; `-s` wraps it in an array). With `nullInput` it
 *   may be empty.
 * @param filter - the jq program, e.g. `.store.book[] | select(.price < 10) | .title`.
 * @param options - {@link JqOptions}.
 * @returns jq's standard output (one result per line, or as indented JSON, each ending with a
 *   line break), its messages on standard error, and notes about the input.
 * @throws ToolInputError for an empty filter or one over {@link MAX_JQ_FILTER_BYTES}, invalid
 *   JSON (`Line L, column C: …`), a jq error (its message verbatim, e.g. `jq: error (at
 *   /dev/stdin:0): Cannot index array with string "foo"`), jq running out of memory or stack,
 *   or output over 64 MB.
 * @see https://jqlang.org/manual/v1.7/ and https://github.com/owenthereal/jq-wasm
 */
export async function runJq(input: string, filter: string, options: JqOptions = {}): Promise<QueryResult> {
  if (filter.trim() === '') throw new QueryError('Enter a jq filter, e.g. .foo or .[] | select(.id == 1).');
  if (new TextEncoder().encode(filter).length > MAX_JQ_FILTER_BYTES) throw new QueryError(`The jq filter is too long (over ${MAX_JQ_FILTER_BYTES / 1024} KB).`);
  const empty = input.trim() === '';
  const read = options.nullInput && empty ? null : readInput(input, options);
  const { runJqEngine } = await import('./jq-engine.js');
  let run;
  try {
    run = await runJqEngine(read?.json() ?? '', filter, jqFlags(options));
  } catch (e) {
    if (e instanceof RangeError) throw new QueryError('jq was stopped: its output is over 64 MB (does the filter produce results forever?).', { cause: e });
    if (e instanceof WebAssembly.RuntimeError) {
      throw new QueryError('jq stopped: the filter recursed too deeply or used too much memory.', { cause: e });
    }
    throw e;
  }
  const failed = run.exitCode === null ? run.stderr !== '' && run.stdout === '' : run.exitCode !== 0;
  if (failed) throw new QueryError(run.stderr.trim() || `jq failed (exit status ${run.exitCode ?? 'unknown'}).`, { output: run.stdout });
  return { output: run.stdout, count: null, messages: run.stderr.trim(), warnings: read?.warnings ?? [], notices: read?.notices ?? [], queryHint: null };
}

/**
 * A problem with the query rather than the JSON: an empty or invalid query, a jq compile or
 * runtime error (`output` holds what jq wrote before it, often nothing), jq stopped.
 */
export class QueryError extends ToolInputError {
  readonly output: string;
  constructor(message: string, where: { line?: number; column?: number; position?: number; cause?: unknown; output?: string } = {}) {
    super(message, where);
    this.name = 'ToolInputError';
    this.output = where.output ?? '';
  }
}

/** json-p3's messages end with ` ('<context>':<index>)`: the index is reported as line/column instead. */
function jsonPathMessage(message: string): string {
  return message.replace(/ \('(?:[^']|'(?!:\d+\)$))*':\d+\)$/, '');
}

/**
 * Runs a JSONPath query (RFC 9535) on a JSON document with json-p3, which follows the RFC and
 * passes the JSONPath Compliance Test Suite.
 *
 * @param input - the JSON document.
 * @param query - the JSONPath query, e.g. `$.store.book[?@.price < 10].title`.
 * A query in the style of older JSONPath dialects gets a clear word instead of a bare syntax
 * error or an empty result (see {@link legacyJsonPathHint}): a script expression such as
 * `$..book[(@.length-1)]` is refused with the RFC 9535 equivalent (`$..book[-1]`); a `.length`
 * that found nothing gets a `queryHint` suggesting the function `length()`.
 *
 * @param options - {@link JsonPathOptions}: `json5`, `paths`, `compact`, `indent`.
 * @returns the nodelist as a JSON array of the values (or, with `paths`, of their normalized
 *   paths such as `$['store']['book'][0]`), indented by `indent` (default 2) unless `compact`,
 *   with a final line break; `count` nodes; notices about the input and the query.
 * @throws ToolInputError for an empty query, invalid JSON (`Line L, column C: …`) or an invalid
 *   query (`Column C: unclosed bracketed selection.`, with `position` set; for a construct of
 *   older JSONPath, `Column C: RFC 9535 JSONPath has no script expressions [(…)] …`).
 * @see https://www.rfc-editor.org/rfc/rfc9535, https://github.com/jg-rp/json-p3
 */
export function runJsonPath(input: string, query: string, options: JsonPathOptions = {}): QueryResult {
  if (query.trim() === '') throw new QueryError('Enter a JSONPath query, e.g. $.store.book[*].author.');
  let compiled;
  try {
    compiled = jsonpath.compile(query);
  } catch (e) {
    const legacy = e instanceof JSONPathError ? legacyJsonPathHint(query) : null;
    if (!legacy) throw jsonPathError(query, e);
    const { line, column } = lineColumn(query, legacy.position);
    const where = line > 1 ? `Line ${line}, column ${column}` : `Column ${column}`;
    throw new QueryError(`${where}: ${legacy.message}`, { line, column, position: legacy.position, cause: e });
  }
  const read = readInput(input, options);
  const value = read.value();
  let nodes;
  try {
    nodes = compiled.query(value as Parameters<typeof compiled.query>[0]).nodes;
  } catch (e) {
    throw jsonPathError(query, e);
  }
  const results = options.paths ? nodes.map((n) => n.getPath({ form: 'canonical' })) : nodes.map((n) => n.value);
  const indent = checkIndent(options.indent);
  const queryHint = nodes.length === 0 ? (legacyJsonPathHint(query)?.message ?? null) : null;
  return {
    output: `${JSON.stringify(results, null, options.compact ? undefined : indent === 'tab' ? '\t' : indent)}\n`,
    count: nodes.length,
    messages: '',
    warnings: read.warnings,
    notices: read.notices,
    queryHint,
  };
}

function jsonPathError(query: string, e: unknown): ToolInputError {
  // Thrown while evaluating on deeply nested data: a problem of the input.
  if (e instanceof RangeError) return new ToolInputError('The JSON is nested too deeply to query.', { cause: e });
  if (!(e instanceof JSONPathError)) {
    if (e instanceof Error) return new QueryError(`Invalid JSONPath query: ${e.message}.`, { cause: e });
    throw e;
  }
  const position = Math.max(0, Math.min(e.token.index, query.length));
  const { line, column } = lineColumn(query, position);
  const where = line > 1 ? `Line ${line}, column ${column}` : `Column ${column}`;
  return new QueryError(`${where}: ${jsonPathMessage(e.message)}.`, { line, column, position, cause: e });
}

/** One query of the tester, as the UI and its worker exchange it. */
export interface QueryJob extends JqOptions, JsonPathOptions {
  language: QueryLanguage;
  input: string;
  query: string;
}

/** The outcome of {@link runQuery}: a result, or an error and the field it belongs to. */
export type QueryOutcome =
  | { ok: true; result: QueryResult }
  | { ok: false; field: 'input' | 'query'; message: string; output: string };

function toOutcome(e: unknown): QueryOutcome {
  if (!(e instanceof ToolInputError)) throw e;
  return e instanceof QueryError ? { ok: false, field: 'query', message: e.message, output: e.output } : { ok: false, field: 'input', message: e.message, output: '' };
}

/**
 * {@link runJsonPath} of a job, in this thread, saying which field an error belongs to.
 *
 * @param job - the JSON, the query and the options (`language` is ignored).
 * @returns the result, or `{ ok: false, field, message, output: '' }`.
 */
export function runJsonPathJob(job: QueryJob): QueryOutcome {
  try {
    return { ok: true, result: runJsonPath(job.input, job.query, job) };
  } catch (e) {
    return toOutcome(e);
  }
}

/**
 * Runs a job ({@link runJq} or {@link runJsonPath}) and says which field an error belongs to:
 * the JSON input or the query. Never throws a ToolInputError (other exceptions are bugs).
 *
 * @param job - the language, the JSON, the query and the options.
 * @returns the result, or `{ ok: false, field, message, output }` (output: jq's output before its error).
 */
export async function runQuery(job: QueryJob): Promise<QueryOutcome> {
  if (job.language === 'jsonpath') return runJsonPathJob(job);
  try {
    return { ok: true, result: await runJq(job.input, job.query, job) };
  } catch (e) {
    return toOutcome(e);
  }
}
