import { ToolInputError } from '@handy-tools/ui/kit';
import { isScalar, parseAllDocuments, visit, type Node as YamlNode, type Pair } from 'yaml';
import { yamlDocumentText } from '../shared/yaml-text.js';

/** Options of {@link prettifyYaml}. */
export interface PrettifyYamlOptions {
  /** Spaces per indentation level, 1–8. Default 2. */
  indent?: number;
  /** Sort the keys of every mapping (by their text, in UTF-16 code unit order). Default `false`. */
  sortKeys?: boolean;
  /** Fold long plain and quoted strings at this column, 20–400; 0 never folds. Default 80. */
  lineWidth?: number;
}

function keyText(pair: Pair): string {
  const key = pair.key as YamlNode | null;
  if (isScalar(key)) return String(key.value);
  return key === null ? '' : String(key);
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Reformats a YAML stream (every document) with the `yaml` library's Document API: comments,
 * anchors, aliases, tags and the documents' `---` markers are kept; indentation is normalised,
 * flow collections written as `[ a, b ]`, long strings folded at `lineWidth`, keys optionally
 * sorted (stably, comments travel with their key).
 *
 * @param input - the YAML text (YAML 1.2, or 1.1 under a `%YAML 1.1` directive).
 * @param options - {@link PrettifyYamlOptions}: `indent`, `sortKeys`, `lineWidth`.
 * @returns the formatted YAML, ending with exactly one newline (a last string ending with line
 *   breaks, which YAML would write as a `|+` block with trailing blank lines, is double-quoted).
 * @throws ToolInputError for an empty input, a syntax error (`Line L, column C: …` with `line`
 *   and `column` set), an out-of-range option, sorting that would put an alias before its
 *   anchor, or a document too large or nested too deeply.
 * @see https://yaml.org/spec/1.2.2/, https://eemeli.org/yaml/#documents
 */
export function prettifyYaml(input: string, options: PrettifyYamlOptions = {}): string {
  const indent = options.indent ?? 2;
  const lineWidth = options.lineWidth ?? 80;
  if (!Number.isInteger(indent) || indent < 1 || indent > 8) throw new ToolInputError(`The indent must be 1 to 8 spaces, not "${String(indent)}".`);
  if (!Number.isInteger(lineWidth) || (lineWidth !== 0 && (lineWidth < 20 || lineWidth > 400))) {
    throw new ToolInputError(`The line width must be 0 (never fold) or 20 to 400, not "${String(lineWidth)}".`);
  }
  if (input.trim() === '') throw new ToolInputError('The YAML is empty: enter a YAML document, e.g. "a: 1".');
  try {
    const docs = parseAllDocuments(input);
    if (docs.length === 0) throw new ToolInputError('The YAML holds no document (only comments or directives).');
    for (const doc of docs) {
      const error = doc.errors[0];
      if (error) {
        const pos = error.linePos?.[0];
        const what = error.message.replace(/ at line \d+, column \d+:[\s\S]*$/, '').replace(/\.$/, '');
        throw new ToolInputError(pos ? `Line ${pos.line}, column ${pos.col}: ${what}.` : `${what}.`, { line: pos?.line, column: pos?.col, position: error.pos[0], cause: error });
      }
      if (options.sortKeys) {
        visit(doc, {
          Map(_, map) {
            map.items.sort((a, b) => compare(keyText(a), keyText(b)));
          },
        });
      }
    }
    return docs
      .map((doc, i) => {
        try {
          const format = { indent, lineWidth: lineWidth === 0 ? 0 : lineWidth, minContentWidth: 0 };
          // The last document ends the file: exactly one line break (a trailing `|+` scalar is double-quoted).
          const text = i === docs.length - 1 ? yamlDocumentText(doc, format) : doc.toString(format);
          // A later document needs its `---` marker even if the source put it on the previous line's end.
          return i > 0 && !text.startsWith('---') && !text.startsWith('%') ? `---\n${text}` : text;
        } catch (e) {
          if (e instanceof Error && /alias/i.test(e.message)) {
            throw new ToolInputError(
              options.sortKeys ? 'Sorting the keys would put an alias (*name) before its anchor (&name): turn off "Sort keys".' : `The YAML could not be written: ${e.message}`,
              { cause: e },
            );
          }
          throw e;
        }
      })
      .join('');
  } catch (e) {
    if (e instanceof ToolInputError) throw e;
    throw new ToolInputError('The YAML is nested too deeply (or is too large) to format in this browser.', { cause: e });
  }
}
