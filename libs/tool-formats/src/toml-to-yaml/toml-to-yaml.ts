import { convertData, type Converted } from '../shared/convert.js';

/** Options of {@link tomlToYaml}. */
export interface TomlToYamlOptions {
  /** Spaces per level: 1–8. Default 2. */
  indent?: number;
}

/**
 * Converts TOML 1.0 to YAML 1.2. Dates and times become RFC 3339 / ISO 8601 strings as TOML
 * writes them; integers beyond 2^53 stay exact; `inf`/`nan` become `.inf`/`.nan`.
 *
 * @param input - the TOML text.
 * @param options - {@link TomlToYamlOptions}.
 * @returns `{ output, warnings }`: the YAML text and notes for users about conversions.
 * @throws ToolInputError for an empty input, a syntax error (`Line L, column C: …`, with `line`
 *   and `column` set), or a bad option.
 * @see https://toml.io/en/v1.0.0, https://yaml.org/spec/1.2.2/
 */
export function tomlToYaml(input: string, options: TomlToYamlOptions = {}): Converted {
  return convertData(input, 'toml', 'yaml', { indent: options.indent });
}
