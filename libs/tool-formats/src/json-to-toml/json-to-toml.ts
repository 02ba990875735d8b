import { convertData, type Converted } from '../shared/convert.js';

/** Options of {@link jsonToToml}. */
export interface JsonToTomlOptions {
  /** Strings holding an RFC 3339 date, date-time or time become TOML dates. Default `true`. */
  dates?: boolean;
}

/**
 * Converts JSON (RFC 8259) or JSON5 to TOML 1.0. TOML has no null and its top level is a table,
 * so a null anywhere or a top-level array or scalar is refused with its path. Strings holding an
 * RFC 3339 date, date-time or time become TOML dates when `dates` is on.
 *
 * @param input - the JSON text.
 * @param options - {@link JsonToTomlOptions}.
 * @returns `{ output, warnings }`: the TOML text and notes for users about conversions.
 * @throws ToolInputError for an empty input, a syntax error (`Line L, column C: …`, with `line`
 *   and `column` set), or a value TOML cannot hold (message naming its path, e.g. `server.ports[2] is null…`), or a bad option.
 * @see https://www.rfc-editor.org/rfc/rfc8259, https://spec.json5.org/, https://toml.io/en/v1.0.0
 */
export function jsonToToml(input: string, options: JsonToTomlOptions = {}): Converted {
  return convertData(input, 'json', 'toml', { tomlDates: options.dates });
}
