import { generateCode } from '../shared/codegen.js';
import { DEFAULT_TS_OPTIONS, type GeneratedCode, type TsOptions } from '../shared/codegen-types.js';
import { DEFAULT_TYPE_NAME } from '../shared/names.js';

export type { GeneratedCode, GeneratedFile, TsOptions } from '../shared/codegen-types.js';

/** Options of {@link jsonToTs}: the top-level type name (default `Root`) and {@link TsOptions}. */
export type JsonToTsOptions = Partial<TsOptions> & { typeName?: string };

/**
 * Generates TypeScript interfaces (or type aliases) describing a JSON sample, with quicktype-core:
 * each nested object gets a named type, properties missing from some objects of an array become
 * optional (`b?: string`), arrays of mixed values become unions (`Array<number | string>`), `null`
 * stays `null` and values that could be anything become `unknown`.
 *
 * @param input - a JSON (RFC 8259) or JSON5 text, typically an object or an array of objects.
 * @param options - {@link JsonToTsOptions}: `typeName`, `declaration` (`interface` | `type`),
 *   `allOptional`, `readonly`.
 * @returns the code (`types.ts`).
 * @throws ToolInputError for malformed JSON (with line and column), an empty input or a bad type name.
 * @see https://www.rfc-editor.org/rfc/rfc8259, https://github.com/glideapps/quicktype
 */
export function jsonToTs(input: string, options: JsonToTsOptions = {}): Promise<GeneratedCode> {
  const { typeName = DEFAULT_TYPE_NAME, ...rest } = options;
  return generateCode({ language: 'typescript', input, typeName, options: { ...DEFAULT_TS_OPTIONS, ...rest } });
}
