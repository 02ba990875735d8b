import { generateCode } from '../shared/codegen.js';
import { DEFAULT_GO_OPTIONS, type GeneratedCode, type GoOptions } from '../shared/codegen-types.js';
import { DEFAULT_TYPE_NAME } from '../shared/names.js';

export type { GeneratedCode, GeneratedFile, GoOptions } from '../shared/codegen-types.js';

/** Options of {@link jsonToGo}: the top-level type name (default `Root`) and {@link GoOptions}. */
export type JsonToGoOptions = Partial<GoOptions> & { typeName?: string };

/**
 * Generates Go structs with `json:"…"` tags describing a JSON sample, with quicktype-core: one
 * named struct per object (or anonymous structs written inline), fields missing from some objects
 * of an array as pointers tagged `,omitempty`, integers as `int64`, other numbers as `float64`.
 * Field names are exported Go names (`first-name` → `FirstName`); the tags keep the JSON names.
 *
 * @param input - a JSON (RFC 8259) or JSON5 text, typically an object or an array of objects.
 * @param options - {@link JsonToGoOptions}: `typeName`, `packageName`, `structs` (`nested` |
 *   `inline`), `omitEmpty` (on every field), `helpers` (Marshal/Unmarshal functions, union decoders).
 * @returns the code (`models.go`).
 * @throws ToolInputError for malformed JSON (with line and column), an empty input, or a bad
 *   type or package name.
 * @see https://pkg.go.dev/encoding/json#Marshal (struct tags), https://github.com/glideapps/quicktype
 */
export function jsonToGo(input: string, options: JsonToGoOptions = {}): Promise<GeneratedCode> {
  const { typeName = DEFAULT_TYPE_NAME, ...rest } = options;
  return generateCode({ language: 'go', input, typeName, options: { ...DEFAULT_GO_OPTIONS, ...rest } });
}
