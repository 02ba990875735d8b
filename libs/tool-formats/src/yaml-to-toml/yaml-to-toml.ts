import { convertData, type Converted } from '../shared/convert.js';

/** Options of {@link yamlToToml}. */
export interface YamlToTomlOptions {
  /** Strings holding an RFC 3339 date, date-time or time become TOML dates. Default `true`. */
  dates?: boolean;
}

/**
 * Converts YAML 1.2 to TOML 1.0. TOML has no null and its top level is a table, so a null
 * anywhere or a top-level list or scalar is refused with its path. Anchors and aliases are resolved;
 * strings holding an RFC 3339 date, date-time or time become TOML dates when `dates` is on.
 *
 * @param input - the YAML text.
 * @param options - {@link YamlToTomlOptions}.
 * @returns `{ output, warnings }`: the TOML text and notes for users about conversions.
 * @throws ToolInputError for an empty input, a syntax error (`Line L, column C: …`, with `line`
 *   and `column` set), or a value TOML cannot hold (message naming its path, e.g. `server.ports[2] is null…`), or a bad option.
 * @see https://yaml.org/spec/1.2.2/, https://toml.io/en/v1.0.0
 */
export function yamlToToml(input: string, options: YamlToTomlOptions = {}): Converted {
  return convertData(input, 'yaml', 'toml', { tomlDates: options.dates });
}
