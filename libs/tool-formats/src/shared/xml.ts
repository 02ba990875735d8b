import { ToolInputError } from '@handy-tools/ui/kit';
import { XMLBuilder, XMLParser, type X2jOptions } from 'fast-xml-parser';
import { jsonReadNotices, printJson, readJsonData, type Converted, type Data } from './convert.js';
import { formatPath, type PathStep } from './data-path.js';
import { asTextFile } from './text-file.js';
import { readXmlJsCompact, writeXmlJsCompact } from './xml-js-compact.js';
import { checkedXml, checkIndent, checkXmlName, isXmlName, XML_ENTITY_OPTIONS, xmlScalarText } from './xml-syntax.js';

export { isXmlName } from './xml-syntax.js';

/** The key of an element's text in JSON (fixed, as in fast-xml-parser). */
export const XML_TEXT_KEY = '#text';
/** The key of a CDATA section's text in JSON when CDATA is kept apart. */
export const XML_CDATA_KEY = '#cdata';

/**
 * The JSON layouts of XML: fast-xml-parser's (`@_id` attributes, `#text`, values optionally
 * typed) or the compact layout of the xml-js library (`_attributes`, `_text`, `_declaration`,
 * `_cdata`, `_comment`, `_instruction`, `_doctype`, values kept as strings).
 */
export type XmlJsonLayout = 'fast-xml-parser' | 'xml-js';

/** How attributes are written in JSON, shared by both directions. */
export interface XmlAttributeOptions {
  /** The JSON layout. Default `fast-xml-parser`. The other options of this interface and `arrays`, `arrayTags`, `cdata`, `parseValues`, `declaration` apply to it only. */
  layout?: XmlJsonLayout;
  /** Prefix of attribute keys, e.g. `@_` → `{"@_id": "1"}`. Default `@_`. */
  attributePrefix?: string;
  /** When not empty, the attributes of an element go in an object under this key, e.g. `@` → `{"@": {"@_id": "1"}}` (the prefix still applies inside). Default `''`: not grouped. */
  attributesGroup?: string;
}

/** Options of {@link xmlToJson}. */
export interface XmlToJsonOptions extends XmlAttributeOptions {
  /** Which elements are always arrays, even when they occur once: `auto` (only repeated ones), `all`, or `tags` (those named in `arrayTags`). Default `auto`. */
  arrays?: 'auto' | 'all' | 'tags';
  /** Element names (comma or space separated) that are always arrays when `arrays` is `tags`. */
  arrayTags?: string;
  /** CDATA sections: `text` (merged with the element's text) or `key` (kept under `#cdata`). Default `text`. */
  cdata?: 'text' | 'key';
  /** Read numbers and `true`/`false` in text and attributes as JSON numbers/booleans. Default `true`. */
  parseValues?: boolean;
  /** JSON output indentation, 0 (one line) to 8 spaces. Default 2. */
  indent?: number;
}

/** Options of {@link jsonToXml}. */
export interface JsonToXmlOptions extends XmlAttributeOptions {
  /** Name of the root element added when the JSON is not an object with exactly one (non-array) key. Default `root`. */
  rootName?: string;
  /** Output indentation, 0 (one line) to 8 spaces. Default 2. */
  indent?: number;
  /** Start with `<?xml version="1.0" encoding="UTF-8"?>`. Default `true`. (xml-js layout: the JSON's `_declaration` decides.) */
  declaration?: boolean;
}

function checkAttributeOptions(options: XmlAttributeOptions, needPrefix: boolean): { prefix: string; group: string } {
  const prefix = options.attributePrefix ?? '@_';
  const group = options.attributesGroup ?? '';
  if (prefix.length > 10 || group.length > 30) throw new ToolInputError('The attribute prefix (at most 10 characters) or group key (at most 30) is too long.');
  if (needPrefix && prefix === '' && group === '') throw new ToolInputError('Give an attribute prefix (e.g. "@_") or a key to group attributes under, so attributes can be told apart from child elements.');
  if (group !== '' && (group === XML_TEXT_KEY || group === XML_CDATA_KEY)) throw new ToolInputError(`The attributes group key cannot be "${group}": that key is used for text.`);
  return { prefix, group };
}

/**
 * Converts an XML document (XML 1.0) to JSON with fast-xml-parser's conventions: attributes as
 * prefixed keys (`@_id`) or grouped under a key, element text under `#text` when the element
 * also has attributes or children, repeated elements as arrays (or chosen/all elements always as
 * arrays), CDATA merged into the text or kept under `#cdata`, namespace prefixes kept in names
 * (`soap:Body`), numbers and booleans parsed or kept as strings. The XML declaration, processing
 * instructions and comments are left out. Entities: the five predefined ones, character
 * references and internal DOCTYPE entities (with size limits) are expanded; nothing is ever
 * fetched (no external entities).
 *
 * With `layout: 'xml-js'`, the JSON is xml-js's compact layout instead ({@link readXmlJsCompact}):
 * `_declaration`, `_instruction`, `_doctype`, `_comment`, `_cdata`, `_text` and `_attributes`
 * keys, every value a string, e.g. `<a x="1">Hi</a>` → `{"a": {"_attributes": {"x": "1"}, "_text": "Hi"}}`.
 *
 * @param input - the XML text.
 * @param options - {@link XmlToJsonOptions}.
 * @returns `{ output, warnings }`: the JSON text (ending with one newline) and notes for users.
 * @throws ToolInputError for an empty input, a malformed document (`Line L, column C: …`, with
 *   `line` and `column` set), a document too deep or too large, or a bad option; in the xml-js
 *   layout, an element named like one of its keys (`<_text>`).
 * @see https://www.w3.org/TR/xml/, https://github.com/NaturalIntelligence/fast-xml-parser,
 *   https://github.com/nashwaan/xml-js#sample-conversions
 */
export function xmlToJson(input: string, options: XmlToJsonOptions = {}): Converted {
  const { prefix, group } = checkAttributeOptions(options, false);
  const indent = options.indent ?? 2;
  checkIndent(indent);
  const body = checkedXml(input);
  if (options.layout === 'xml-js') return { output: asTextFile(printJson(readXmlJsCompact(body), indent)), warnings: [] };
  const arrays = options.arrays ?? 'auto';
  const tags = new Set((options.arrayTags ?? '').split(/[\s,]+/).filter(Boolean));
  const parseValues = options.parseValues ?? true;
  const parserOptions: X2jOptions = {
    ignoreAttributes: false,
    attributeNamePrefix: prefix,
    attributesGroupName: group === '' ? false : group,
    textNodeName: XML_TEXT_KEY,
    cdataPropName: options.cdata === 'key' ? XML_CDATA_KEY : false,
    // Values are read as strings here and typed by `typeValues` (exact big integers, no hex or leading zeros).
    parseTagValue: false,
    parseAttributeValue: false,
    ignoreDeclaration: true,
    ignorePiTags: true,
    ...XML_ENTITY_OPTIONS,
    isArray: (_name, _path, _leaf, isAttribute) => !isAttribute && (arrays === 'all' || (arrays === 'tags' && tags.has(_name))),
  };
  let value: unknown;
  try {
    value = new XMLParser(parserOptions).parse(body);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    throw new ToolInputError(`The XML could not be read: ${message}`, { cause: e });
  }
  return { output: asTextFile(printJson(typeValues(value, parseValues, 0) as Data, indent)), warnings: [] };
}

const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][-+]?\d+)?$/;

/**
 * Copies the parser's result into plain data; with `parse`, strings that are JSON numbers
 * (RFC 8259 §6 syntax; integers beyond ±(2^53 − 1) exact as bigint, overflowing ones kept as text)
 * or `true`/`false` become numbers/booleans.
 */
function typeValues(value: unknown, parse: boolean, depth: number): unknown {
  if (depth > 5000) throw new ToolInputError('The XML is nested too deeply to convert.');
  if (typeof value === 'string') {
    if (!parse) return value;
    if (value === 'true') return true;
    if (value === 'false') return false;
    if (JSON_NUMBER.test(value)) {
      if (/^-?\d+$/.test(value)) {
        const big = BigInt(value);
        return big >= BigInt(Number.MIN_SAFE_INTEGER) && big <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : big;
      }
      const n = Number(value);
      return Number.isFinite(n) ? n : value;
    }
    return value;
  }
  if (Array.isArray(value)) return value.map((v) => typeValues(v, parse, depth + 1));
  if (value !== null && typeof value === 'object') {
    const out = Object.create(null) as Record<string, unknown>;
    for (const key of Object.keys(value)) out[key] = typeValues((value as Record<string, unknown>)[key], parse, depth + 1);
    return out;
  }
  return value;
}

interface BuildContext {
  prefix: string;
  group: string;
}

function isObject(value: Data): value is { [key: string]: Data } {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Checks names and values and copies the element content into what XMLBuilder writes. */
function toBuilder(value: Data, path: PathStep[], ctx: BuildContext, depth: number): unknown {
  if (depth > 2000) throw new ToolInputError('The JSON is nested too deeply to write as XML.');
  if (Array.isArray(value)) throw new ToolInputError(`${formatPath(path)} is an array inside an array, which XML cannot write as repeated elements: wrap the inner array in an object.`);
  if (!isObject(value)) return xmlScalarText(value, path);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const child = value[key] ?? null;
    const childPath = [...path, key];
    if (key === XML_TEXT_KEY || key === XML_CDATA_KEY) {
      if (isObject(child)) throw new ToolInputError(`${formatPath(childPath)} must be text, not an object.`);
      if (Array.isArray(child)) {
        out[key] = child.map((c, i) => {
          if (c !== null && typeof c === 'object') throw new ToolInputError(`${formatPath([...childPath, i])} must be text.`);
          return xmlScalarText(c, [...childPath, i]);
        });
      } else out[key] = xmlScalarText(child, childPath);
    } else if (ctx.group !== '' && key === ctx.group) {
      if (!isObject(child)) throw new ToolInputError(`${formatPath(childPath)} holds the attributes and must be an object of name: value pairs.`);
      const attrs: Record<string, string> = {};
      for (const name of Object.keys(child)) {
        const bare = name.startsWith(ctx.prefix) ? name.slice(ctx.prefix.length) : name;
        checkXmlName(bare, [...childPath, name], 'attribute');
        const v = child[name] ?? null;
        if (v !== null && typeof v === 'object') throw new ToolInputError(`${formatPath([...childPath, name])} is an attribute and must be text, a number or a boolean.`);
        attrs[ctx.prefix + bare] = xmlScalarText(v, [...childPath, name]);
      }
      out[key] = attrs;
    } else if (ctx.group === '' && key.startsWith(ctx.prefix)) {
      checkXmlName(key.slice(ctx.prefix.length), childPath, 'attribute');
      if (child !== null && typeof child === 'object') throw new ToolInputError(`${formatPath(childPath)} is an attribute and must be text, a number or a boolean.`);
      out[key] = xmlScalarText(child, childPath);
    } else {
      checkXmlName(key, childPath, 'element');
      out[key] = Array.isArray(child) ? child.map((c, i) => toBuilder(c, [...childPath, i], ctx, depth + 1)) : toBuilder(child, childPath, ctx, depth + 1);
    }
  }
  return out;
}

/**
 * Converts JSON (RFC 8259, or JSON5) to XML 1.0 with the same conventions as {@link xmlToJson}:
 * keys starting with the attribute prefix (or under the group key) become attributes, `#text`
 * the element's text, `#cdata` a CDATA section, an array under a key repeated elements of that
 * name, `null` an empty element. An object with exactly one key whose value is not an array
 * gives the root element; anything else is wrapped in a root element named `rootName` (a
 * top-level array as repeated `<item>` children). Text and attribute values are escaped.
 *
 * With `layout: 'xml-js'`, the JSON is read in xml-js's compact layout ({@link writeXmlJsCompact}),
 * so that XML → JSON → XML with that layout gives the document back.
 *
 * @param input - the JSON text.
 * @param options - {@link JsonToXmlOptions}.
 * @returns `{ output, warnings }`: the XML text (ending with one newline) and notes for users.
 * @throws ToolInputError for an empty input, a JSON syntax error (`Line L, column C: …`), a key
 *   that is not a valid XML name or a value XML cannot hold (message naming its path, e.g.
 *   `items[0]: "1st" is not a valid XML element name…`), or a bad option.
 * @see https://www.w3.org/TR/xml/, https://www.rfc-editor.org/rfc/rfc8259
 */
export function jsonToXml(input: string, options: JsonToXmlOptions = {}): Converted {
  const indent = options.indent ?? 2;
  checkIndent(indent);
  const rootName = options.rootName ?? 'root';
  if (!isXmlName(rootName)) throw new ToolInputError(`The root element name ${JSON.stringify(rootName)} is not a valid XML name.`);
  if (options.layout === 'xml-js') {
    const json = readJsonData(input);
    const { xml, warnings } = writeXmlJsCompact(json.data, indent, rootName);
    return { output: asTextFile(xml), warnings, notices: jsonReadNotices(json.json5) };
  }
  const { prefix, group } = checkAttributeOptions(options, true);
  const { data, json5 } = readJsonData(input);
  const warnings: string[] = [];
  const keys = isObject(data) ? Object.keys(data) : [];
  const onlyKey = keys[0];
  const ctx = { prefix, group };
  let content: unknown;
  if (isObject(data) && keys.length === 1 && onlyKey !== undefined && !Array.isArray(data[onlyKey]) && onlyKey !== XML_TEXT_KEY && onlyKey !== XML_CDATA_KEY && onlyKey !== group && !(group === '' && onlyKey.startsWith(prefix))) {
    content = toBuilder(data, [], ctx, 0);
  } else if (Array.isArray(data)) {
    content = { [rootName]: { item: data.map((c, i) => toBuilder(c, [i], ctx, 1)) } };
    warnings.push(`The JSON is an array: its items are written as <item> elements inside <${rootName}>.`);
  } else {
    content = { [rootName]: toBuilder(data, [], ctx, 0) };
  }
  let xml: string;
  try {
    const builder = new XMLBuilder({
      ignoreAttributes: false,
      attributeNamePrefix: prefix,
      attributesGroupName: group === '' ? false : group,
      textNodeName: XML_TEXT_KEY,
      cdataPropName: XML_CDATA_KEY,
      format: indent > 0,
      indentBy: ' '.repeat(indent),
      suppressEmptyNode: false,
      suppressBooleanAttributes: false,
      processEntities: true,
    });
    xml = String(builder.build(content));
  } catch (e) {
    if (e instanceof ToolInputError) throw e;
    throw new ToolInputError('The JSON is nested too deeply (or is too large) to write as XML in this browser.', { cause: e });
  }
  xml = xml.replace(/^\n+/, '');
  // The builder puts an element's only CDATA section on lines of its own, which adds whitespace to its text: keep it inline.
  if (indent > 0) xml = xml.replace(/<([^\s>/!?]+)([^>]*)>\n *(<!\[CDATA\[[\s\S]*?\]\]>)\n *<\/\1>/g, '<$1$2>$3</$1>');
  const declaration = options.declaration ?? true;
  return { output: asTextFile((declaration ? '<?xml version="1.0" encoding="UTF-8"?>\n' : '') + xml), warnings, notices: jsonReadNotices(json5) };
}
