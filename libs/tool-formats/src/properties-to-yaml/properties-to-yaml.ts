import { ToolInputError } from '@handy-tools/ui/kit';
import { parseLines, type Pair } from 'dot-properties';
import { Document } from 'yaml';
import type { Converted } from '../shared/convert.js';
import { Notes } from '../shared/data-path.js';
import { yamlDocumentText } from '../shared/yaml-text.js';

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

/**
 * A node of the key tree: its own value (if a key ends here) and its children by key element: a
 * name (`server` in `server.port`) or a bracketed element kept with its brackets (`[0]`, `[/key1]`).
 */
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

/**
 * Splits a property name into its elements as Spring Boot's `ConfigurationPropertyName` does:
 * `.` separates names, and `[…]` is an element of its own, with or without a `.` before it
 * (`a[0].b`, `a.[0]`, `my.map[/key1]`); a `.` inside brackets belongs to the element
 * (`[charlie.delta]`). Bracketed elements keep their brackets. An unclosed `[` is plain text.
 */
function keyElements(key: string): string[] {
  const out: string[] = [];
  let name = '';
  let afterBracket = false;
  for (let i = 0; i < key.length; i++) {
    const c = key[i]!;
    const close = c === '[' ? key.indexOf(']', i + 1) : -1;
    if (c === '.') {
      if (!afterBracket) out.push(name);
      name = '';
      afterBracket = false;
    } else if (close !== -1) {
      if (!afterBracket && name !== '') out.push(name);
      out.push(key.slice(i, close + 1));
      name = '';
      afterBracket = true;
      i = close;
    } else if (afterBracket) {
      // Text right after "]" (`a[0]b`) stays part of that element.
      out[out.length - 1] += c;
    } else name += c;
  }
  if (!afterBracket) out.push(name);
  return out;
}

/** The list index of a `[n]` element (no sign, no leading zero), or -1. */
function listIndex(element: string): number {
  const m = /^\[(0|[1-9]\d{0,8})\]$/.exec(element);
  return m ? Number(m[1]) : -1;
}

/** Joins key elements back into a property name: names with `.`, bracketed elements as they are. */
function joinKey(path: string, element: string): string {
  return path === '' ? element : element.startsWith('[') ? `${path}${element}` : `${path}.${element}`;
}

function leaves(node: KeyNode, path: string): { key: string; node: KeyNode }[] {
  const out: { key: string; node: KeyNode }[] = [];
  for (const [segment, child] of node.children) {
    const key = joinKey(path, segment);
    if (child.value) out.push({ key, node: child });
    out.push(...leaves(child, key));
  }
  return out;
}

/**
 * Converts a Java `.properties` text into nested YAML: the dotted keys become nested mappings
 * (`a.b.c=1` → `a: { b: { c: "1" } }`) and indexed keys YAML sequences, as Spring Boot maps YAML
 * to properties and binds indexed properties to lists (`my.servers[0]=a`, `my.servers[1]=b` →
 * `my: { servers: [a, b] }`; `my.list[0].name=x` → a list of mappings). Other bracketed
 * elements are map keys kept with their brackets (`my.map[/key1]=v` → `"[/key1]": v`).
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
 * - Indexes that are not exactly `[0]`…`[n-1]` (a gap, `[01]`), or that sit beside names or have
 *   both a value and keys under them, stay a mapping with `"[n]"` keys (Spring Boot reads
 *   `a: {"[0]": x}` as `a[0]=x`); with a note.
 * - Keys keep their order of first appearance; list items are in index order.
 *
 * @param input - the `.properties` text.
 * @param options - {@link PropertiesToYamlOptions}.
 * @returns `{ output, warnings }`: the YAML text and notes for users.
 * @throws ToolInputError for a malformed `\uXXXX` escape (`Line L, column C: …`, like Java's
 *   "Malformed \uxxxx encoding"), a text with no key, or a bad indent.
 * @see https://docs.oracle.com/javase/8/docs/api/java/util/Properties.html#load-java.io.Reader-,
 *   https://docs.spring.io/spring-boot/reference/features/external-config.html (Mapping YAML to
 *   Properties, Binding Maps, Merging Complex Types)
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
    for (const segment of keyElements(pair.key)) {
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

  const valueOf = (node: KeyNode) => (keepStrings ? node.value!.text : typed(node.value!.text));
  /** A node whose children are exactly `[0]`…`[n-1]`, none with both a value and keys under it: a YAML sequence. */
  const isList = (node: KeyNode): boolean => {
    const size = node.children.size;
    if (size === 0) return false;
    const seen = new Set<number>();
    for (const [segment, child] of node.children) {
      const i = listIndex(segment);
      if (i < 0 || i >= size || (child.value && child.children.size > 0)) return false;
      seen.add(i);
    }
    return seen.size === size;
  };
  const build = (node: KeyNode, path: string, allowList: boolean): Map<string, unknown> | unknown[] => {
    if (allowList && isList(node)) {
      const items = new Array<unknown>(node.children.size);
      for (const [segment, child] of node.children) items[listIndex(segment)] = child.value ? valueOf(child) : build(child, joinKey(path, segment), true);
      return items;
    }
    const indexed = [...node.children.keys()].find((segment) => listIndex(segment) >= 0);
    if (allowList && indexed !== undefined) {
      notes.add(`"${joinKey(path, indexed)}": the indexes under "${path}" are not a plain list (a gap, a name beside them, or an item with both a value and keys under it); they are written as a mapping with "[n]" keys, which Spring Boot binds the same way.`);
    }
    const map = new Map<string, unknown>();
    for (const [segment, child] of node.children) {
      if (child.value) {
        map.set(segment, valueOf(child));
        const deeper = leaves(child, segment);
        if (deeper.length > 0) {
          const first = deeper[0]!.node.value!;
          notes.add(`Line ${child.value.line}: "${child.value.key}" has a value and also keys under it (e.g. "${first.key}" on line ${first.line}); those are written as flat dotted keys ("${deeper[0]!.key}: …") in the same mapping.`);
        }
        for (const leaf of deeper) map.set(leaf.key, valueOf(leaf.node));
      } else {
        map.set(segment, build(child, joinKey(path, segment), true));
      }
    }
    return map;
  };

  try {
    // The root is always a mapping (a properties file maps keys to values), even for `[0]=x`.
    const doc = new Document(build(root, '', false), { aliasDuplicateObjects: false });
    return { output: yamlDocumentText(doc, { indent, lineWidth: 0 }), warnings: notes.done() };
  } catch (e) {
    throw new ToolInputError('The properties are nested too deeply to convert in this browser.', { cause: e });
  }
}
