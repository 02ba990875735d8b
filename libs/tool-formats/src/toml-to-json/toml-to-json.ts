import { convertData, type Converted } from '../shared/convert.js';

/** Options of {@link tomlToJson}. */
export interface TomlToJsonOptions {
  /** Spaces per level: 0–8 (0 writes one line). Default 2. */
  indent?: number;
}

/**
 * Converts TOML 1.0 to JSON. Offset date-times, local date-times, local dates and local times
 * become RFC 3339 / ISO 8601 strings as TOML writes them (milliseconds kept, `.000` dropped);
 * integers beyond 2^53 stay exact; `inf` and `nan` are refused (JSON has no such numbers).
 *
 * @param input - the TOML text.
 * @param options - {@link TomlToJsonOptions}.
 * @returns `{ output, warnings }`: the JSON text and notes for users about conversions.
 * @throws ToolInputError for an empty input, a syntax error (`Line L, column C: …`, with `line`
 *   and `column` set), or a value JSON cannot hold (infinity, NaN: message naming its path), or a bad option.
 * @see https://toml.io/en/v1.0.0, https://www.rfc-editor.org/rfc/rfc8259, https://spec.json5.org/
 */
export function tomlToJson(input: string, options: TomlToJsonOptions = {}): Converted {
  return convertData(input, 'toml', 'json', { indent: options.indent });
}
