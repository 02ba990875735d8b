import { generateCode } from '../shared/codegen.js';
import { DEFAULT_GO_OPTIONS, type GeneratedCode, type GoOptions } from '../shared/codegen-types.js';
import { DEFAULT_TYPE_NAME } from '../shared/names.js';

export type { GeneratedCode, GeneratedFile, GoOptions } from '../shared/codegen-types.js';

/** Options of {@link jsonToGo}: the top-level type name (default `Root`) and {@link GoOptions}. */
export type JsonToGoOptions = Partial<GoOptions> & { typeName?: string };

/**
 * Generates Go structs with `json:"…"` tags describing a JSON sample, with quicktype-core: one
 * named struct per object (or anonymous structs written inline), fields missing from some objects
 * of an array as pointers tagged `,omitempty`, numbers written without fraction or exponent as
 * `int64`, others (`1.5`, `1.0`, `1e2`) as `float64`, so the structs decode their own sample.
 * Field names are exported Go names (`first-name` → `FirstName`); the tags keep the JSON names,
 * and on request an `example:"…"` tag with the sample's value (swaggo/swag's convention).
 *
 * @param input - a JSON (RFC 8259) or JSON5 text, typically an object or an array of objects.
 * @param options - {@link JsonToGoOptions}: `typeName`, `packageName`, `structs` (`nested` |
 *   `inline`), `omitEmpty` (on every field), `helpers` (Marshal/Unmarshal functions, union
 *   decoders), `exampleTags` (`example:"…"` tags).
 * @returns the code (`models.go`), ending with one newline.
 * @throws ToolInputError for malformed JSON (with line and column), an empty input, or a bad
 *   type or package name.
 * @see https://pkg.go.dev/encoding/json#Marshal (struct tags), https://github.com/glideapps/quicktype,
 *   https://github.com/swaggo/swag#example-value-of-struct
 */
export function jsonToGo(input: string, options: JsonToGoOptions = {}): Promise<GeneratedCode> {
  const { typeName = DEFAULT_TYPE_NAME, ...rest } = options;
  return generateCode({ language: 'go', input, typeName, options: { ...DEFAULT_GO_OPTIONS, ...rest } });
}
