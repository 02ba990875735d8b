// Types of the family's code generation jobs: light (no quicktype), shared by the logic, the worker and the UI.

/** Options of the TypeScript output. */
export interface TsOptions {
  /** `interface Root { … }` or `type Root = { … }`. */
  declaration: 'interface' | 'type';
  /** Mark every property optional (`?`), not only those missing from some objects of an array. */
  allOptional: boolean;
  /** Mark every property `readonly`. */
  readonly: boolean;
}

/** Options of the Go output. */
export interface GoOptions {
  /** The `package` clause. */
  packageName: string;
  /** One named `type X struct` per object (`nested`), or anonymous structs written inside their parent (`inline`). */
  structs: 'nested' | 'inline';
  /** Add `,omitempty` to every field's tag; otherwise only to fields missing from some objects. */
  omitEmpty: boolean;
  /** Add `UnmarshalX`/`Marshal` functions and the decoders of mixed-type (union) fields. */
  helpers: boolean;
  /**
   * Add `example:"…"` to the tags of string, number and bool fields (and slices of them), with the
   * sample's first value as written (swaggo/swag's struct tag for OpenAPI examples).
   */
  exampleTags: boolean;
}

/** Options of the Java output. */
export interface JavaOptions {
  /** The `package` declaration. */
  packageName: string;
  /** Classes with private fields and getters/setters, Java 16+ records, or Lombok `@Data` classes. */
  style: 'class' | 'record' | 'lombok';
  /** Jackson `@JsonProperty` annotations (and a `Converter` class with the union and date helpers). */
  jackson: boolean;
}

/** Options of the C# output. */
export interface CsharpOptions {
  /** The `namespace`. */
  namespace: string;
  /** Classes with `{ get; set; }` properties, or C# 9 positional records. */
  style: 'class' | 'record';
  /** `[JsonPropertyName]` (System.Text.Json), `[JsonProperty]` (Newtonsoft.Json), or no attributes. */
  attributes: 'system-text-json' | 'newtonsoft' | 'none';
}

/** One job: a JSON sample to turn into types of one language. */
export type CodegenRequest =
  | { language: 'typescript'; input: string; typeName: string; options: TsOptions }
  | { language: 'go'; input: string; typeName: string; options: GoOptions }
  | { language: 'java'; input: string; typeName: string; options: JavaOptions }
  | { language: 'csharp'; input: string; typeName: string; options: CsharpOptions };

/** One generated source file. */
export interface GeneratedFile {
  /** File name, e.g. `Root.java`. */
  name: string;
  /** Its source text. */
  code: string;
}

/** The result of a job. */
export interface GeneratedCode {
  /** All the code as one text (several files are separated by `// Name.java` comments). */
  code: string;
  /** The files one by one (one file except for Java, one per class). */
  files: GeneratedFile[];
  /** Notes for users about how the sample was read: `Read as JSON5: trailing comma at line 3, column 9.` when it is not strict JSON; empty otherwise. */
  notices: string[];
}

/** Default options of each language. */
export const DEFAULT_TS_OPTIONS: TsOptions = { declaration: 'interface', allOptional: false, readonly: false };
export const DEFAULT_GO_OPTIONS: GoOptions = { packageName: 'main', structs: 'nested', omitEmpty: false, helpers: false, exampleTags: false };
export const DEFAULT_JAVA_OPTIONS: JavaOptions = { packageName: 'com.example.model', style: 'class', jackson: true };
export const DEFAULT_CSHARP_OPTIONS: CsharpOptions = { namespace: 'App.Models', style: 'class', attributes: 'system-text-json' };
