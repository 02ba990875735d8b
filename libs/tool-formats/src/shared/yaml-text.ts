import { isScalar, Scalar, visit, type Document } from 'yaml';
import { asTextFile } from './text-file.js';

/**
 * Writes a YAML document (the `yaml` library) so that it ends with exactly one line break without
 * changing its meaning: when the document's last scalar is a string ending with line breaks, which
 * YAML writes as a "keep" block scalar (`|+`) whose trailing blank lines are part of the value
 * (YAML 1.2 §8.1.1.2), that one scalar is written double-quoted instead (`"x\n\n"`).
 *
 * @param doc - the document; its last scalar's style may be changed.
 * @param options - `toString` options (`indent`, `lineWidth`…).
 * @returns the YAML text, ending with exactly one `\n`.
 * @throws whatever `Document.toString` throws (too deep, an alias before its anchor…).
 * @see https://yaml.org/spec/1.2.2/#8112-block-chomping-indicator
 */
export function yamlDocumentText(doc: Document, options: Parameters<Document['toString']>[0] = {}): string {
  let text = doc.toString(options);
  if (/\n\n$/.test(text)) {
    let last: Scalar | undefined;
    visit(doc, {
      Scalar(_key, node) {
        last = node;
      },
    });
    if (last && isScalar(last) && typeof last.value === 'string') {
      last.type = Scalar.QUOTE_DOUBLE;
      text = doc.toString(options);
    }
  }
  return asTextFile(text);
}
