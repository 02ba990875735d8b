import { generateCode } from '../shared/codegen.js';
import { DEFAULT_CSHARP_OPTIONS, type CsharpOptions, type GeneratedCode } from '../shared/codegen-types.js';
import { DEFAULT_TYPE_NAME } from '../shared/names.js';

export type { CsharpOptions, GeneratedCode, GeneratedFile } from '../shared/codegen-types.js';

/** Options of {@link jsonToCsharp}: the top-level type name (default `Root`) and {@link CsharpOptions}. */
export type JsonToCsharpOptions = Partial<CsharpOptions> & { typeName?: string };

/**
 * Generates C# classes (or C# 9 positional records) describing a JSON sample, with quicktype-core:
 * one type per object with PascalCase properties, each with `[JsonPropertyName("json name")]`
 * (System.Text.Json) or `[JsonProperty("json name")]` (Newtonsoft.Json), or no attributes;
 * properties missing from some objects of an array are nullable and skipped when null on writing.
 * Integers are `long`, other numbers `double`, arrays `List<…>`; C# 8 nullable annotations.
 *
 * @param input - a JSON (RFC 8259) or JSON5 text, typically an object or an array of objects.
 * @param options - {@link JsonToCsharpOptions}: `typeName`, `namespace`, `style` (`class` |
 *   `record`), `attributes` (`system-text-json` | `newtonsoft` | `none`).
 * @returns the code (`Models.cs`).
 * @throws ToolInputError for malformed JSON (with line and column), an empty input, or a bad
 *   type name or namespace.
 * @see https://learn.microsoft.com/dotnet/standard/serialization/system-text-json/customize-properties, https://github.com/glideapps/quicktype
 */
export function jsonToCsharp(input: string, options: JsonToCsharpOptions = {}): Promise<GeneratedCode> {
  const { typeName = DEFAULT_TYPE_NAME, ...rest } = options;
  return generateCode({ language: 'csharp', input, typeName, options: { ...DEFAULT_CSHARP_OPTIONS, ...rest } });
}
