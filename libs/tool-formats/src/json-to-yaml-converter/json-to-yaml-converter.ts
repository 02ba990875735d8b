import { convertData, type Converted } from '../shared/convert.js';

/** Options of {@link jsonToYaml}. */
export interface JsonToYamlOptions {
  /** Spaces per level: 1–8. Default 2. */
  indent?: number;
}

/**
 * Converts JSON (RFC 8259) or JSON5 to YAML 1.2. Keys keep their order; strings YAML would
 * read as something else (`"true"`, `"1.0"`, `"null"`) are quoted; integers beyond 2^53 are
 * kept exact (strict JSON input); JSON5's `Infinity`/`NaN` become `.inf`/`.nan`.
 *
 * @param input - the JSON text.
 * @param options - {@link JsonToYamlOptions}.
 * @returns `{ output, warnings }`: the YAML text and notes for users about conversions.
 * @throws ToolInputError for an empty input, a syntax error (`Line L, column C: …`, with `line`
 *   and `column` set), or a bad option.
 * @see https://www.rfc-editor.org/rfc/rfc8259, https://spec.json5.org/, https://yaml.org/spec/1.2.2/
 */
export function jsonToYaml(input: string, options: JsonToYamlOptions = {}): Converted {
  return convertData(input, 'json', 'yaml', { indent: options.indent });
}
