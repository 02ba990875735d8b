import { generateCode } from '../shared/codegen.js';
import { DEFAULT_JAVA_OPTIONS, type GeneratedCode, type JavaOptions } from '../shared/codegen-types.js';
import { DEFAULT_TYPE_NAME } from '../shared/names.js';

export type { GeneratedCode, GeneratedFile, JavaOptions } from '../shared/codegen-types.js';

/** Options of {@link jsonToJava}: the top-level type name (default `Root`) and {@link JavaOptions}. */
export type JsonToJavaOptions = Partial<JavaOptions> & { typeName?: string };

/**
 * Generates Java entity classes describing a JSON sample, with quicktype-core: one public class
 * (one file) per object, as classes with private fields and getters/setters, Java 16+ records
 * (JLS §8.10) or Lombok `@Data` classes; with Jackson, every property carries
 * `@JsonProperty("json name")` and a `Converter` class reads and writes the top-level type.
 * Integers are `long`, other numbers `double`, arrays `List<…>`.
 *
 * @param input - a JSON (RFC 8259) or JSON5 text, typically an object or an array of objects.
 * @param options - {@link JsonToJavaOptions}: `typeName`, `packageName`, `style` (`class` |
 *   `record` | `lombok`), `jackson`.
 * @returns the code: `files` has one `.java` file per class; `code` all of them, each after a
 *   `// Name.java` line.
 * @throws ToolInputError for malformed JSON (with line and column), an empty input, or a bad
 *   type or package name.
 * @see https://docs.oracle.com/javase/specs/jls/se17/html/jls-8.html#jls-8.10, https://github.com/glideapps/quicktype
 */
export function jsonToJava(input: string, options: JsonToJavaOptions = {}): Promise<GeneratedCode> {
  const { typeName = DEFAULT_TYPE_NAME, ...rest } = options;
  return generateCode({ language: 'java', input, typeName, options: { ...DEFAULT_JAVA_OPTIONS, ...rest } });
}
