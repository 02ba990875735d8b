import { convertData, type Converted } from '../shared/convert.js';

/** Options of {@link yamlToJson}. */
export interface YamlToJsonOptions {
  /** Spaces per level: 0–8 (0 writes one line). Default 2. */
  indent?: number;
  /** Convert every document of a multi-document stream (separated by `---`) into an array. Default `false`. */
  allDocuments?: boolean;
}

/**
 * Converts YAML 1.2 (core schema; `%YAML 1.1` switches to 1.1) to JSON. Anchors and aliases are
 * resolved (at most 100 expansions, against "billion laughs"); keys that are numbers, booleans or
 * null become text; `!!binary` becomes its base64 text, `!!timestamp` an ISO 8601 string,
 * `!!set` a list (each with a note); `.inf` and `.nan` are refused (JSON has no such numbers).
 *
 * @param input - the YAML text.
 * @param options - {@link YamlToJsonOptions}.
 * @returns `{ output, warnings }`: the JSON text and notes for users about conversions.
 * @throws ToolInputError for an empty input, a syntax error (`Line L, column C: …`, with `line`
 *   and `column` set), or a value JSON cannot hold (infinity, NaN: message naming its path), or a bad option.
 * @see https://yaml.org/spec/1.2.2/, https://www.rfc-editor.org/rfc/rfc8259, https://spec.json5.org/
 */
export function yamlToJson(input: string, options: YamlToJsonOptions = {}): Converted {
  return convertData(input, 'yaml', 'json', { indent: options.indent, allDocuments: options.allDocuments });
}
