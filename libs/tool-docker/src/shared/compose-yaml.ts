import { ToolInputError } from '@handy-tools/ui/kit';
import { Document, isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, Scalar, visit, type Node } from 'yaml';

/**
 * The longest input read (characters). Compose files and `docker run` commands are a few kilobytes;
 * the cap keeps parsing on the main thread well under 100 ms, so the page never freezes.
 */
export const MAX_INPUT_CHARS = 200_000;

/** Throws a {@link ToolInputError} when `text` is longer than {@link MAX_INPUT_CHARS}. */
export function checkInputSize(text: string, what: string): void {
  if (text.length > MAX_INPUT_CHARS) {
    throw new ToolInputError(
      `The ${what} is too long (${text.length.toLocaleString('en')} characters; at most ${MAX_INPUT_CHARS.toLocaleString('en')}).`,
    );
  }
}

/** A YAML document parsed with the positions of its nodes. */
export interface ParsedYaml {
  /** The `yaml` package's document (keeps the node ranges). */
  doc: Document;
  /** The document as plain JavaScript values (aliases and `<<` merges resolved). */
  data: unknown;
  /** Turns a 0-based character offset into a 1-based `{ line, col }`. */
  lineCounter: LineCounter;
}

/** A 1-based line and column in the input. */
export interface TextPosition {
  line: number;
  column: number;
}

/**
 * Parses YAML (1.2, with YAML 1.1 `<<` merge keys as Compose allows) and keeps the node positions.
 *
 * @param text - the YAML text.
 * @param what - what the text is, for error messages ("Compose file").
 * @returns the parsed document, its plain value and a line counter.
 * @throws ToolInputError when the text is empty, too long ({@link MAX_INPUT_CHARS}) or not valid YAML (message with line and column),
 *   or holds more than one document.
 * @see https://yaml.org/spec/1.2.2/ — parsed by the `yaml` package.
 */
export function parseYamlWithLines(text: string, what = 'Compose file'): ParsedYaml {
  checkInputSize(text, what);
  if (text.trim() === '') throw new ToolInputError(`Enter a ${what}.`);
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, merge: true, strict: false });
  const error = doc.errors[0];
  if (error) {
    const at = lineCounter.linePos(error.pos[0]);
    const first = error.message.split('\n')[0] ?? error.message;
    throw new ToolInputError(`Line ${at.line}, column ${at.col}: ${first}`, { line: at.line, column: at.col, position: error.pos[0] });
  }
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: 10_000 });
  } catch (e) {
    throw new ToolInputError(`The ${what} could not be read: ${e instanceof Error ? e.message : String(e)}`);
  }
  return { doc, data, lineCounter };
}

/**
 * Finds where the value at a JSON pointer (RFC 6901, e.g. `/services/web/ports/0`) is written.
 *
 * @param parsed - the result of {@link parseYamlWithLines}.
 * @param pointer - the JSON pointer; `""` is the document.
 * @param key - when true, the position of the key of the last segment rather than its value.
 * @returns the 1-based line and column of the deepest node found on the way.
 */
export function locatePointer(parsed: ParsedYaml, pointer: string, key = false): TextPosition | undefined {
  const segments =
    pointer === ''
      ? []
      : pointer
          .split('/')
          .slice(1)
          .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  let node: unknown = parsed.doc.contents;
  let found: Node | undefined = isNodeWithRange(node) ? node : undefined;
  for (const [i, seg] of segments.entries()) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isPair(p) && (isScalar(p.key) ? String(p.key.value) : String(p.key)) === seg);
      if (!pair) break;
      const last = i === segments.length - 1;
      if (isNodeWithRange(pair.key) && key && last) found = pair.key;
      else if (isNodeWithRange(pair.value)) found = pair.value;
      else if (isNodeWithRange(pair.key)) found = pair.key;
      node = pair.value;
    } else if (isSeq(node)) {
      const item = node.items[Number(seg)];
      if (item === undefined) break;
      if (isNodeWithRange(item)) found = item;
      node = item;
    } else break;
  }
  const start = found?.range?.[0];
  if (start === undefined) return undefined;
  const at = parsed.lineCounter.linePos(start);
  return { line: at.line, column: at.col };
}

function isNodeWithRange(v: unknown): v is Node {
  return typeof v === 'object' && v !== null && 'range' in v && Array.isArray((v as Node).range);
}

/**
 * Writes a value as YAML the way Compose files are usually written (block style, no line folding),
 * with strings like `80:80` double-quoted: YAML 1.1 readers take unquoted `xx:yy` as a base-60 number.
 *
 * @param value - the plain value.
 * @param indent - spaces per level (1–8).
 * @returns the YAML text, ending with a newline.
 * @see https://docs.docker.com/reference/compose-file/services/#ports (quote port mappings)
 */
export function toYaml(value: unknown, indent = 2): string {
  const doc = new Document(value, { aliasDuplicateObjects: false });
  return writeDocument(doc, indent);
}

/**
 * Re-writes YAML text (comments kept) with port-like strings double-quoted and the given indent.
 *
 * @param text - YAML, e.g. what composeverter wrote.
 * @param indent - spaces per level (1–8).
 * @returns the YAML text.
 */
export function requoteYaml(text: string, indent = 2): string {
  return writeDocument(parseDocument(text, { strict: false }), indent);
}

function writeDocument(doc: Document, indent: number): string {
  visit(doc, {
    Scalar(_key, node) {
      if (typeof node.value === 'string' && /^[\d.:[\]-]*\d:\d[\d.:/a-z-]*$/i.test(node.value)) node.type = Scalar.QUOTE_DOUBLE;
    },
  });
  return doc.toString({ indent: Math.min(8, Math.max(1, Math.round(indent))), lineWidth: 0 });
}

/** Reads a `KEY=VALUE` list or a mapping (`environment`, `labels`…) into ordered entries; a key without `=` has value `null`. */
export function listOrDictEntries(value: unknown): [string, string | null][] {
  if (Array.isArray(value)) {
    return value.map((item) => {
      const s = String(item);
      const eq = s.indexOf('=');
      return eq < 0 ? [s, null] : [s.slice(0, eq), s.slice(eq + 1)];
    });
  }
  if (value && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, v === null || v === undefined ? null : String(v)]);
  }
  return [];
}

/** A plain object check (not an array, not null). */
export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
