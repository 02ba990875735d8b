import { ToolInputError } from '@handy-tools/ui/kit';
import { parseLines, type Pair } from 'dot-properties';
import { Document } from 'yaml';
import type { Converted } from '../shared/convert.js';
import { Notes } from '../shared/data-path.js';

/** Options of {@link propertiesToYaml}. */
export interface PropertiesToYamlOptions {
  /**
   * Write every value as a YAML string (default `true`, what `java.util.Properties` holds).
   * When `false`, values that are plainly numbers or booleans are written typed: integers
   * without leading zeros (`42`, `-7`), decimals (`1.5`, `2e10`) and exactly `true` / `false`.
   */
  keepStrings?: boolean;
  /** YAML indent in spaces, 1–8. Default 2. */
  indent?: number;
}

/** A node of the key tree: its own value (if a key ends here) and its children by dotted-key segment. */
interface KeyNode {
  value?: { text: string; line: number; key: string };
  children: Map<string, KeyNode>;
}

const newNode = (): KeyNode => ({ children: new Map() });

/** 1-based line and column of offsets given in increasing order (linear over the whole text). */
function lineCounter(text: string): (offset: number) => { line: number; column: number } {
  let line = 1;
  let start = 0;
  let next = text.indexOf('\n');
  return (offset) => {
    while (next !== -1 && next < offset) {
      line++;
      start = next + 1;
      next = text.indexOf('\n', start);
    }
    return { line, column: offset - start + 1 };
  };
}

/**
 * `java.util.Properties.load` refuses a `\u` not followed by four hex digits ("Malformed \uxxxx
 * encoding"); `dot-properties` keeps it. Finds the first one in a logical line's raw text.
 */
function malformedUnicode(raw: string): number {
  const re = /\\+u/g;
  for (let m = re.exec(raw); m; m = re.exec(raw)) {
    const slashes = m[0].length - 1;
    if (slashes % 2 === 1) {
      const hex = raw.slice(m.index + m[0].length, m.index + m[0].length + 4);
      if (!/^[0-9a-fA-F]{4}$/.test(hex)) return m.index + slashes - 1;
    }
  }
  return -1;
}

function typed(text: string): string | number | boolean {
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (/^-?(0|[1-9][0-9]*)$/.test(text)) {
    const n = Number(text);
    return Number.isSafeInteger(n) && !Object.is(n, -0) ? n : text;
  }
  if (/^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?$/.test(text)) {
    const n = Number(text);
    return Number.isFinite(n) && !Object.is(n, -0) ? n : text;
  }
  return text;
}

function leaves(node: KeyNode, path: string): { key: string; node: KeyNode }[] {
  const out: { key: string; node: KeyNode }[] = [];
  for (const [segment, child] of node.children) {
    const key = `${path}.${segment}`;
    if (child.value) out.push({ key, node: child });
    out.push(...leaves(child, key));
  }
  return out;
}

/**
 * Converts a Java `.properties` text into nested YAML: the dotted keys become nested mappings
 * (`a.b.c=1` → `a: { b: { c: "1" } }`).
 *
 * The text is read by the `dot-properties` library, which follows `java.util.Properties.load`:
 * `#` and `!` comment lines, `=`, `:` or whitespace between key and value, backslash line
 * continuations (leading whitespace of the next line dropped), escapes `\t \n \r \f`, `\uXXXX`,
 * and escaped separators (`\=`, `\:`, `\ `). Comments are dropped, with a note (YAML has none here).
 *
 * - A key given twice: the last value wins (as `Properties` does), with a note.
 * - A key that has a value and also keys under it (`a=1` and `a.b=2`): `a` keeps its value and
 *   the deeper keys are written in the same mapping as flat dotted keys (`a: "1"`, `"a.b": "2"`),
 *   the way Spring Boot flattens YAML back to properties; with a note.
 * - Keys keep their order of first appearance.
 *
 * @param input - the `.properties` text.
 * @param options - {@link PropertiesToYamlOptions}.
 * @returns `{ output, warnings }`: the YAML text and notes for users.
 * @throws ToolInputError for a malformed `\uXXXX` escape (`Line L, column C: …`, like Java's
 *   "Malformed \uxxxx encoding"), a text with no key, or a bad indent.
 * @see https://docs.oracle.com/javase/8/docs/api/java/util/Properties.html#load-java.io.Reader-
 */
export function propertiesToYaml(input: string, options: PropertiesToYamlOptions = {}): Converted {
  const indent = options.indent ?? 2;
  if (!Number.isInteger(indent) || indent < 1 || indent > 8) throw new ToolInputError(`The indent must be 1 to 8 spaces, not "${String(indent)}".`);
  const keepStrings = options.keepStrings ?? true;
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const notes = new Notes();
  const root = newNode();
  let pairs = 0;
  const lineColumn = lineCounter(text);
  let comments = 0;
  for (const node of parseLines(text, true)) {
    if (node.type === 'COMMENT') comments++;
    if (node.type !== 'PAIR') continue;
    const pair = node as Required<Pair>;
    const [start, , , end] = pair.range;
    const bad = malformedUnicode(text.slice(start, end));
    const { line, column } = bad === -1 ? lineColumn(start) : lineColumn(start + bad);
    if (bad !== -1) {
      throw new ToolInputError(`Line ${line}, column ${column}: malformed \\uXXXX escape: "\\u" must be followed by four hexadecimal digits.`, { line, column });
    }
    pairs++;
    let at = root;
    for (const segment of pair.key.split('.')) {
      let child = at.children.get(segment);
      if (!child) {
        child = newNode();
        at.children.set(segment, child);
      }
      at = child;
    }
    if (at.value) notes.add(`Line ${line}: the key "${pair.key}" was already set on line ${at.value.line}; the last value wins.`);
    at.value = { text: pair.value, line, key: pair.key };
  }
  if (pairs === 0) throw new ToolInputError('No key=value line found: the text is empty or only has comments.');
  if (comments > 0) notes.add(`${comments === 1 ? 'A comment line was' : `${comments} comment lines were`} dropped: the YAML has no comments.`);

  const build = (node: KeyNode): Map<string, unknown> => {
    const map = new Map<string, unknown>();
    for (const [segment, child] of node.children) {
      if (child.value) {
        map.set(segment, keepStrings ? child.value.text : typed(child.value.text));
        const deeper = leaves(child, segment);
        if (deeper.length > 0) {
          const first = deeper[0]!.node.value!;
          notes.add(`Line ${child.value.line}: "${child.value.key}" has a value and also keys under it (e.g. "${first.key}" on line ${first.line}); those are written as flat dotted keys ("${deeper[0]!.key}: …") in the same mapping.`);
        }
        for (const leaf of deeper) map.set(leaf.key, keepStrings ? leaf.node.value!.text : typed(leaf.node.value!.text));
      } else {
        map.set(segment, build(child));
      }
    }
    return map;
  };

  try {
    const doc = new Document(build(root), { aliasDuplicateObjects: false });
    return { output: doc.toString({ indent, lineWidth: 0 }), warnings: notes.done() };
  } catch (e) {
    throw new ToolInputError('The properties are nested too deeply to convert in this browser.', { cause: e });
  }
}
