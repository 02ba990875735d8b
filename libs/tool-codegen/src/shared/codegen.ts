// The family's code generator: quicktype-core, configured for each language, with three small
// rendering variants quicktype lacks (Go inline structs, Java records, C# records). Heavy (quicktype
// is several MB): the tools' pages only reach it through codegen.worker.ts.
import {
  ArrayType,
  ClassType,
  CompressedJSON,
  CSharpTargetLanguage,
  GoTargetLanguage,
  InputData,
  JavaTargetLanguage,
  JSONInput,
  MapType,
  QuickTypeError,
  TypeScriptTargetLanguage,
  UnionType,
  combineRenderResults,
  nullableFromUnion,
  quicktypeMultiFile,
  type ClassProperty,
  type LanguageName,
  type Name,
  type RenderContext,
  type RendererOptions,
  type Sourcelike,
  type TargetLanguage,
  type Type,
  type Value,
} from 'quicktype-core';
import { ToolInputError } from '@handy-tools/ui/kit';
import { json5Notice } from '@handy-tools/json-text';
import type { CodegenRequest, CsharpOptions, GeneratedCode, GoOptions, JavaOptions } from './codegen-types.js';
import { checkPackageName, checkTypeName, CSHARP_RESERVED, GO_RESERVED, JAVA_RESERVED } from './names.js';
import { readJsonSample, SampleNumber, type SampleValue } from './parse-sample.js';

/**
 * quicktype's JSON input read from a {@link SampleValue} instead of a string: a number whose
 * literal has a fraction or an exponent (`1.0`, `1e2`) is a floating-point number, as quicktype's
 * command line reads a stream (its `CompressedJSONFromStream`); quicktype-core's string input
 * goes through `JSON.parse`, which turns `1.0` into the integer 1. Whole numbers beyond the
 * target's integer range are floating-point too, compared exactly on their digits.
 */
class CompressedSample extends CompressedJSON<SampleValue> {
  parse(input: SampleValue): Promise<Value> {
    return Promise.resolve(this.parseSync(input));
  }

  override parseSync(input: SampleValue): Value {
    this.walk(input);
    return this.finish();
  }

  private walk(value: SampleValue): void {
    if (value === null) this.commitNull();
    else if (typeof value === 'boolean') this.commitBoolean(value);
    else if (typeof value === 'string') this.commitString(value);
    else if (value instanceof SampleNumber) this.commitNumber(value.isFloat || !this.integerStringFits(value.literal));
    else if (Array.isArray(value)) {
      this.pushArrayContext();
      for (const item of value) this.walk(item);
      this.finishArray();
    } else {
      this.pushObjectContext();
      for (const [key, item] of value) {
        this.setPropertyKey(key);
        this.walk(item);
      }
      this.finishObject();
    }
  }
}

// quicktype's renderers keep what we need private or protected; these views name the members the
// variants below use (quicktype-core 26; the unit tests render and compile every variant).
interface RendererView {
  emitLine(...parts: Sourcelike[]): void;
  indent(fn: () => void): void;
  ensureBlankLine(): void;
  emitTable(rows: Sourcelike[][]): void;
  sourcelikeToString(src: Sourcelike): string;
  forEachClassProperty(c: ClassType, blank: 'none', f: (name: Name, jsonName: string, p: ClassProperty) => void): void;
  descriptionForType(t: Type): string[] | undefined;
  emitDescription(description: Sourcelike[] | undefined): void;
  readonly topLevels: ReadonlyMap<string, Type>;
  readonly typeGraph: { allTypesUnordered(): ReadonlySet<Type> };
}
interface TsView extends RendererView {
  namedTypeToNameForTopLevel(t: Type): Type | undefined;
  emitTypes(): void;
  forEachTopLevel(blank: 'none', f: (t: Type, name: Name) => void): void;
  forEachNamedType(blank: 'leading-and-interposing', c: (c: ClassType, n: Name) => void, e: (e: Type, n: Name) => void, u: (u: Type, n: Name) => void): void;
  emitClass(c: ClassType, n: Name): void;
  emitEnum(e: Type, n: Name): void;
  emitUnion(u: Type, n: Name): void;
  sourceFor(t: Type): { source: Sourcelike };
}
interface GoView extends RendererView {
  emitClass(c: ClassType, className: Name): void;
  emitPackageDefinitons(includeJSONEncodingImport: boolean): void;
  propertyGoType(p: ClassProperty): Sourcelike;
}
interface JavaView extends RendererView {
  emitClassDefinition(c: ClassType, className: Name): void;
  forbiddenForObjectProperties(c: ClassType, className: Name): { includeGlobalForbidden: boolean; names: (Name | string)[] };
  importsForType(t: ClassType): string[];
  importsForClass(c: ClassType): string[];
  emitFileHeader(fileName: Sourcelike, imports: string[]): void;
  emitClassAttributes(c: ClassType, className: Name): void;
  annotationsForAccessor(c: ClassType, className: Name, propertyName: Name, jsonName: string, p: ClassProperty, isSetter: boolean): string[];
  javaType(reference: boolean, t: Type, withIssues?: boolean): Sourcelike;
  finishFile(): void;
}
interface CsharpView extends RendererView {
  emitClassDefinition(c: ClassType, className: Name): void;
  attributesForProperty(p: ClassProperty, name: Name, c: ClassType, jsonName: string): Sourcelike[] | undefined;
  csType(t: Type, follow?: undefined, withIssues?: boolean): Sourcelike;
  nullableCSType(t: Type, follow?: undefined, withIssues?: boolean): Sourcelike;
}

/** Classes reachable only as (arrays of, nullable) property types: those Go can write inline. */
function classesNeedingNames(view: RendererView): Set<ClassType> {
  const named = new Set<ClassType>();
  const mark = (t: Type): void => {
    let u: Type | null = t;
    while (u instanceof ArrayType || (u instanceof UnionType && nullableFromUnion(u) !== null)) u = u instanceof ArrayType ? u.items : nullableFromUnion(u as UnionType);
    if (u instanceof ClassType) named.add(u);
  };
  for (const t of view.topLevels.values()) mark(t);
  for (const t of view.typeGraph.allTypesUnordered()) {
    if (t instanceof MapType) mark(t.values);
    else if (t instanceof UnionType && nullableFromUnion(t) === null) for (const m of t.members) mark(m);
  }
  return named;
}

/** The Go type prefix (`*`, `[]`, `[]*`…) and class of a property Go can write as an inline struct, or null. */
function inlineShape(p: ClassProperty, named: Set<ClassType>): { prefix: string; cls: ClassType } | null {
  let t: Type = p.type;
  let prefix = '';
  if (t instanceof UnionType) {
    const n = nullableFromUnion(t);
    if (n === null) return null;
    t = n;
    if (t instanceof ClassType) prefix = '*';
  } else if (p.isOptional && t instanceof ClassType) prefix = '*';
  while (t instanceof ArrayType) {
    prefix += '[]';
    t = t.items;
    if (t instanceof UnionType) {
      const n = nullableFromUnion(t);
      if (n === null) return null;
      t = n;
      if (t instanceof ClassType) prefix += '*';
    }
  }
  return t instanceof ClassType && !named.has(t) ? { prefix, cls: t } : null;
}

/**
 * Whether encoding/json accepts a name in a struct tag: its `isValidTag` allows letters, digits
 * and the punctuation ``!#$%&()*+-./:;<=>?@[]^_{|}~`` and space; with any other character (a
 * quote, a backslash, a backquote, a comma) or an empty name it ignores the tag and uses the
 * field's own name (https://pkg.go.dev/encoding/json#Marshal; src/encoding/json/encode.go).
 */
function isValidGoJsonTagName(name: string): boolean {
  return name !== '' && [...name].every((c) => /[\p{L}\p{Nd}]/u.test(c) || '!#$%&()*+-./:;<=>?@[]^_{|}~ '.includes(c));
}

/** A struct tag value quoted as Go's strconv.Unquote reads it (reflect.StructTag.Get), a backquote as \u0060 since the tag is a raw string literal. */
function goTagValue(text: string): string {
  return JSON.stringify(text).replace(/`/g, '\\u0060');
}

/**
 * A Go struct tag: `json:"name"`, then `example:"value"` when an example is given (the
 * convention of swaggo/swag, https://github.com/swaggo/swag#example-value-of-struct), followed by
 * a comment when encoding/json cannot use that name in a tag.
 */
function goTag(jsonName: string, omitEmpty: boolean, example?: string): string {
  const tag = `\`json:${goTagValue(jsonName + (omitEmpty ? ',omitempty' : ''))}${example === undefined ? '' : ` example:${goTagValue(example)}`}\``;
  return isValidGoJsonTagName(jsonName) ? tag : `${tag} // encoding/json ignores this tag: a key with a quote, backslash, backquote or comma (or an empty key) needs a map or a custom UnmarshalJSON`;
}

/** Examples longer than this (in UTF-16 code units) are left out of the tags. */
const MAX_EXAMPLE_LENGTH = 200;

/** A scalar of the sample as an example text: strings as they are, numbers as written, booleans; undefined for null. */
function scalarExample(value: SampleValue): string | undefined {
  if (typeof value === 'string') return value;
  if (value instanceof SampleNumber) return value.literal;
  if (typeof value === 'boolean') return String(value);
  return undefined;
}

/**
 * The `example` tag text of a property from a value of the sample, when its Go type is a
 * string, a number, a bool (or a pointer to one) or a slice of them: the value as written, a
 * slice's items joined with commas (swag's form, so items holding a comma give none); undefined
 * otherwise, or for a value over {@link MAX_EXAMPLE_LENGTH} or with broken Unicode.
 */
function exampleText(type: Type, value: SampleValue): string | undefined {
  const primitive = (t: Type) => ['string', 'integer', 'double', 'bool'].includes(t.kind);
  const t = type instanceof UnionType ? nullableFromUnion(type) : type;
  let text: string | undefined;
  if (t && primitive(t)) text = scalarExample(value);
  else if (t instanceof ArrayType && primitive(t.items) && Array.isArray(value) && value.length > 0) {
    const items = value.map(scalarExample);
    if (items.every((item) => item !== undefined && !item.includes(','))) text = items.join(',');
  }
  return text !== undefined && text.length <= MAX_EXAMPLE_LENGTH && text.isWellFormed() ? text : undefined;
}

/**
 * The first example of each property of each class, found by walking the sample along the type
 * graph quicktype inferred from it (object → its class or map type, array → its item type, a
 * union → its member of the value's kind).
 */
function collectExamples(view: RendererView, sample: SampleValue): Map<ClassType, Map<string, string>> {
  const examples = new Map<ClassType, Map<string, string>>();
  const memberFor = (type: Type, value: SampleValue): Type | undefined => {
    if (!(type instanceof UnionType)) return type;
    const wanted = (t: Type) => (Array.isArray(value) ? t instanceof ArrayType : t instanceof ClassType || t instanceof MapType);
    return [...type.members].find(wanted);
  };
  const walk = (value: SampleValue, type: Type, depth: number): void => {
    if (value === null || typeof value !== 'object' || value instanceof SampleNumber || depth > 1000) return;
    const t = memberFor(type, value);
    if (Array.isArray(value)) {
      if (t instanceof ArrayType) for (const item of value) walk(item, t.items, depth + 1);
    } else if (t instanceof ClassType) {
      let found = examples.get(t);
      if (!found) examples.set(t, (found = new Map()));
      for (const [key, item] of value) {
        const property = t.getProperties().get(key);
        if (!property) continue;
        if (!found.has(key)) {
          const text = exampleText(property.type, item);
          if (text !== undefined) found.set(key, text);
        }
        walk(item, property.type, depth + 1);
      }
    } else if (t instanceof MapType) for (const item of value.values()) walk(item, t.values, depth + 1);
  };
  for (const type of view.topLevels.values()) walk(sample, type, 0);
  return examples;
}

/** Go: writes structs itself (inline or named, `omitempty` on every field or on optional ones, `example` tags). */
class GoLanguage extends GoTargetLanguage {
  constructor(
    private readonly options: GoOptions,
    private readonly sample: SampleValue,
  ) {
    super();
  }
  protected override makeRenderer<Lang extends LanguageName = 'go'>(renderContext: RenderContext, optionValues: RendererOptions<Lang>) {
    const renderer = super.makeRenderer(renderContext, optionValues);
    const view = renderer as unknown as GoView;
    const { structs, omitEmpty, exampleTags } = this.options;
    const sample = this.sample;
    let named: Set<ClassType> | undefined;
    let examples: Map<ClassType, Map<string, string>> | undefined;
    const emitFields = (c: ClassType): void => {
      const rows: Sourcelike[][] = [];
      const flush = () => {
        if (rows.length > 0) view.emitTable(rows.splice(0));
      };
      view.forEachClassProperty(c, 'none', (name, jsonName, p) => {
        // quicktype's rule: optional fields get omitempty, except unions, null and any.
        const omit = omitEmpty || (p.isOptional && !['union', 'null', 'any'].includes(p.type.kind));
        const shape = structs === 'inline' ? inlineShape(p, (named ??= classesNeedingNames(view))) : null;
        const example = exampleTags ? (examples ??= collectExamples(view, sample)).get(c)?.get(jsonName) : undefined;
        if (shape) {
          flush();
          view.emitLine(name, ' ', shape.prefix, 'struct {');
          view.indent(() => emitFields(shape.cls));
          view.emitLine('} ', goTag(jsonName, omit, example));
        } else rows.push([[name, ' '], [view.propertyGoType(p), ' '], goTag(jsonName, omit, example)]);
      });
      flush();
    };
    view.emitClass = (c, className) => {
      if (structs === 'inline' && !(named ??= classesNeedingNames(view)).has(c)) return;
      view.emitPackageDefinitons(false);
      view.emitDescription(view.descriptionForType(c));
      view.emitLine('type ', className, ' struct {');
      view.indent(() => emitFields(c));
      view.emitLine('}');
    };
    return renderer;
  }
}

/**
 * TypeScript: the top-level name always names a type describing the whole sample. quicktype gives
 * it to the element of a top-level array (or the value of a top-level map) and writes nothing for
 * the array itself; here the element keeps its own name and `export type Root = RootElement[];`
 * is written, so the sample is always a `Root`.
 */
class TsLanguage extends TypeScriptTargetLanguage {
  protected override makeRenderer<Lang extends LanguageName = 'typescript'>(renderContext: RenderContext, optionValues: RendererOptions<Lang>) {
    const renderer = super.makeRenderer(renderContext, optionValues);
    const view = renderer as unknown as TsView;
    view.namedTypeToNameForTopLevel = (t) => (t instanceof ClassType ? t : undefined);
    view.emitTypes = () => {
      view.forEachTopLevel('none', (t, name) => {
        if (t instanceof ClassType) return;
        view.ensureBlankLine();
        view.emitLine('export type ', name, ' = ', view.sourceFor(t).source, ';');
      });
      view.ensureBlankLine();
      view.forEachNamedType(
        'leading-and-interposing',
        (c, n) => view.emitClass(c, n),
        (e, n) => view.emitEnum(e, n),
        (u, n) => view.emitUnion(u, n),
      );
    };
    return renderer;
  }
}

/** Methods of java.lang.Object a record component may not be named after (JLS §8.10.3). */
const JAVA_RECORD_FORBIDDEN = ['clone', 'finalize', 'getClass', 'hashCode', 'notify', 'notifyAll', 'toString', 'wait'];

/** Java: quicktype's classes, or records (`public record Root(long id, …) {}`) when asked. */
class JavaLanguage extends JavaTargetLanguage {
  constructor(private readonly options: JavaOptions) {
    super();
  }
  protected override makeRenderer<Lang extends LanguageName = 'java'>(renderContext: RenderContext, optionValues: RendererOptions<Lang>) {
    const renderer = super.makeRenderer(renderContext, optionValues);
    if (this.options.style !== 'record') return renderer;
    const view = renderer as unknown as JavaView;
    const forbidden = view.forbiddenForObjectProperties.bind(view);
    view.forbiddenForObjectProperties = (c, className) => {
      const info = forbidden(c, className);
      return { ...info, names: [...info.names, ...JAVA_RECORD_FORBIDDEN] };
    };
    view.emitClassDefinition = (c, className) => {
      view.emitFileHeader(className, [...view.importsForType(c), ...view.importsForClass(c)]);
      view.emitDescription(view.descriptionForType(c));
      view.emitClassAttributes(c, className);
      const components: Sourcelike[] = [];
      view.forEachClassProperty(c, 'none', (name, jsonName, p) => {
        const annotations = view.annotationsForAccessor(c, className, name, jsonName, p, false);
        components.push([annotations.map((a) => `${a} `).join(''), view.javaType(false, p.type, true), ' ', name]);
      });
      if (components.length === 0) view.emitLine('public record ', className, '() {}');
      else {
        view.emitLine('public record ', className, '(');
        view.indent(() => components.forEach((c, i) => view.emitLine(c, i < components.length - 1 ? ',' : '')));
        view.emitLine(') {}');
      }
      view.finishFile();
    };
    return renderer;
  }
}

/** C#: quicktype's classes, or positional records (`public partial record Root(long Id, …);`) when asked. */
class CsharpLanguage extends CSharpTargetLanguage {
  constructor(private readonly options: CsharpOptions) {
    super();
  }
  protected override makeRenderer<Lang extends LanguageName = 'csharp'>(renderContext: RenderContext, optionValues: RendererOptions<Lang>) {
    const renderer = super.makeRenderer(renderContext, optionValues);
    if (this.options.style !== 'record') return renderer;
    const view = renderer as unknown as CsharpView;
    view.emitClassDefinition = (c, className) => {
      const parameters: Sourcelike[] = [];
      view.forEachClassProperty(c, 'none', (name, jsonName, p) => {
        // Attributes of a positional record's parameter must target the generated property.
        const attributes = (view.attributesForProperty(p, name, c, jsonName) ?? []).map((a) => `${view.sourcelikeToString(a).replace(/^\[/, '[property: ')} `);
        const type = p.isOptional ? view.nullableCSType(p.type, undefined, true) : view.csType(p.type, undefined, true);
        parameters.push([attributes.join(''), type, ' ', name]);
      });
      view.emitDescription(view.descriptionForType(c));
      if (parameters.length === 0) view.emitLine('public partial record ', className, '();');
      else {
        view.emitLine('public partial record ', className, '(');
        view.indent(() => parameters.forEach((p, i) => view.emitLine(p, i < parameters.length - 1 ? ',' : '')));
        view.emitLine(');');
      }
    };
    return renderer;
  }
}

interface Setup {
  lang: TargetLanguage;
  rendererOptions: Record<string, string | boolean>;
  fileName: string;
  indentation?: string;
  allPropertiesOptional?: boolean;
}

function setupFor(request: CodegenRequest, sample: SampleValue): Setup {
  switch (request.language) {
    case 'typescript': {
      const o = request.options;
      return {
        lang: new TsLanguage(),
        rendererOptions: { 'just-types': true, 'prefer-types': o.declaration === 'type', 'prefer-unions': true, readonly: o.readonly, 'prefer-unknown': true },
        fileName: 'types.ts',
        indentation: '  ',
        allPropertiesOptional: o.allOptional,
      };
    }
    case 'go': {
      const o = request.options;
      checkPackageName(o.packageName, 'package name', false, GO_RESERVED);
      return {
        lang: new GoLanguage(o, sample),
        rendererOptions: { package: o.packageName, 'just-types-and-package': !o.helpers, 'omit-empty': o.omitEmpty },
        fileName: 'models.go',
      };
    }
    case 'java': {
      const o = request.options;
      checkPackageName(o.packageName, 'package name', true, JAVA_RESERVED);
      return {
        lang: new JavaLanguage(o),
        rendererOptions: { package: o.packageName, 'just-types': !o.jackson, lombok: o.style === 'lombok', 'array-type': 'list', 'datetime-provider': 'java8' },
        fileName: 'Root.java',
      };
    }
    case 'csharp': {
      const o = request.options;
      checkPackageName(o.namespace, 'namespace', true, CSHARP_RESERVED);
      const attributes = o.attributes !== 'none';
      return {
        lang: new CsharpLanguage(o),
        rendererOptions: {
          namespace: o.namespace,
          framework: o.attributes === 'newtonsoft' ? 'NewtonSoft' : 'SystemTextJson',
          features: 'attributes-only',
          'just-types': !attributes,
          'csharp-version': '8',
          'array-type': 'list',
        },
        fileName: 'Models.cs',
      };
    }
  }
}

/**
 * Generates types of one language from a JSON sample with quicktype-core
 * (https://github.com/glideapps/quicktype): nested objects become named types (or inline Go
 * structs), properties missing from some objects of an array become optional, arrays of mixed
 * values become unions. Strings stay strings: quicktype's guessing of enums, dates, UUIDs and
 * numbers or booleans written as strings is off, so the types match what `JSON.parse` returns.
 * A number is an integer when its literal has neither fraction nor exponent (and fits the target's
 * integers), else a floating-point number: `1.0` and `1e2` are floats (RFC 8259 §6; quicktype's
 * command line reads the text the same way). Files end with exactly one newline.
 * Runs no network request (JSON samples only, never JSON Schema `$ref`s: `$ref` keys are plain keys).
 *
 * @param request - {@link CodegenRequest}: the language, the JSON or JSON5 sample, the top-level
 *   type name and the language's options.
 * @returns the code as one text, and file by file, and the notice `Read as JSON5: trailing comma at
 *   line 3, column 9.` when the sample is not strict JSON.
 * @throws ToolInputError for bad input: malformed JSON (with line and column), a bad type,
 *   package or namespace name, or a sample quicktype cannot handle.
 */
export async function generateCode(request: CodegenRequest): Promise<GeneratedCode> {
  const { sample, json5 } = readJsonSample(request.input);
  const typeName = checkTypeName(request.typeName);
  const setup = setupFor(request, sample);
  try {
    const lang = setup.lang;
    const input = new JSONInput(new CompressedSample(lang.dateTimeRecognizer, false, lang.getSupportedIntegerRange(setup.rendererOptions)));
    await input.addSource({ name: typeName, samples: [sample] });
    const inputData = new InputData();
    inputData.addInput(input);
    const result = await quicktypeMultiFile({
      inputData,
      lang: setup.lang,
      rendererOptions: setup.rendererOptions,
      outputFilename: setup.fileName,
      indentation: setup.indentation,
      allPropertiesOptional: setup.allPropertiesOptional ?? false,
      inferMaps: true,
      inferEnums: false,
      inferUuids: false,
      inferDateTimes: false,
      inferIntegerStrings: false,
      inferBooleanStrings: false,
      combineClasses: true,
      ignoreJsonRefs: true,
    });
    const files = [...result].map(([name, r]) => ({ name, code: `${r.lines.join('\n').trimEnd()}\n` }));
    const code = files.length === 1 && files[0] ? files[0].code : `${combineRenderResults(result).lines.join('\n').trimEnd()}\n`;
    return { code, files, notices: json5 ? [json5Notice(json5)] : [] };
  } catch (e) {
    if (e instanceof ToolInputError) throw e;
    if (e instanceof QuickTypeError) throw new ToolInputError(`The generator could not handle this sample: ${e.userMessage}`, { cause: e });
    if (e instanceof RangeError) throw new ToolInputError('The JSON is nested too deeply to generate types.', { cause: e });
    throw e;
  }
}
