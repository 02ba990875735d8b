// The "compact" JSON layout of the xml-js library (https://github.com/nashwaan/xml-js, README
// "Sample Conversions" and options `{compact: true}`), read with fast-xml-parser's ordered output
// and written here: `_declaration`, `_instruction`, `_doctype`, `_comment`, `_cdata`, `_text`,
// `_attributes`, element names as keys, repeated keys as arrays, every value a string.
import { ToolInputError } from '@handy-tools/ui/kit';
import { XMLParser } from 'fast-xml-parser';
import type { Data, DataObject } from './convert.js';
import { formatPath, type PathStep } from './data-path.js';
import { checkXmlName, isXmlName, XML_ENTITY_OPTIONS, xmlScalarText } from './xml-syntax.js';

/** The keys xml-js gives special meaning in its compact layout (its default key names). */
export const XML_JS_KEYS = {
  declaration: '_declaration',
  instruction: '_instruction',
  attributes: '_attributes',
  text: '_text',
  cdata: '_cdata',
  comment: '_comment',
  doctype: '_doctype',
} as const;

const SPECIAL = new Set<string>(Object.values(XML_JS_KEYS));

function newObject(): DataObject {
  return Object.create(null) as DataObject;
}

function isObject(value: Data | undefined): value is DataObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

// ---------------------------------------------------------------------------------------------
// XML → compact JSON

/** One node of fast-xml-parser's `preserveOrder` output: `{ name: children, ':@'?: attributes }`. */
type OrderedNode = Record<string, unknown>;

/** A processing instruction as written in the source: its target and its text after the target and the spaces after it. */
interface RawInstruction {
  target: string;
  body: string;
}

/**
 * What fast-xml-parser does not keep: the exact text of processing instructions (it reads them as
 * pseudo-attributes) and the document type declaration. Scans the (well-formed) document, skipping
 * comments, CDATA sections and the DOCTYPE's internal subset.
 *
 * @returns the instructions in document order, and the DOCTYPE's text with the number of comments
 *   and instructions before it.
 */
function scanMarkup(body: string): { instructions: RawInstruction[]; doctype?: { text: string; before: number } } {
  const instructions: RawInstruction[] = [];
  let doctype: { text: string; before: number } | undefined;
  let prologItems = 0;
  let inProlog = true;
  let i = body.indexOf('<');
  while (i !== -1 && i < body.length) {
    if (body.startsWith('<!--', i)) {
      const end = body.indexOf('-->', i + 4);
      if (inProlog) prologItems++;
      i = end === -1 ? -1 : body.indexOf('<', end + 3);
    } else if (body.startsWith('<![CDATA[', i)) {
      const end = body.indexOf(']]>', i + 9);
      i = end === -1 ? -1 : body.indexOf('<', end + 3);
    } else if (body.startsWith('<?', i)) {
      const end = body.indexOf('?>', i + 2);
      if (end === -1) break;
      const raw = body.slice(i + 2, end);
      const target = /^[^\s?]*/.exec(raw)?.[0] ?? '';
      instructions.push({ target, body: raw.slice(target.length).replace(/^\s+/, '') });
      if (inProlog) prologItems++;
      i = body.indexOf('<', end + 2);
    } else if (body.startsWith('<!DOCTYPE', i)) {
      // Up to the ">" outside quotes, brackets, comments and instructions of the internal subset.
      let j = i + 9;
      let depth = 0;
      let quote = '';
      for (; j < body.length; j++) {
        const c = body[j];
        if (quote) {
          if (c === quote) quote = '';
        } else if (depth > 0 && body.startsWith('<!--', j)) j = body.indexOf('-->', j + 4) + 2;
        else if (depth > 0 && body.startsWith('<?', j)) j = body.indexOf('?>', j + 2) + 1;
        else if (c === '"' || c === "'") quote = c;
        else if (c === '[') depth++;
        else if (c === ']') depth--;
        else if (c === '>' && depth <= 0) break;
        if (j < i) break; // an unclosed comment or instruction (not well-formed)
      }
      doctype ??= { text: body.slice(i + 9, j).replace(/^\s/, ''), before: prologItems };
      i = body.indexOf('<', j + 1);
    } else {
      if (body[i + 1] !== '/' && body[i + 1] !== '!') inProlog = false;
      i = body.indexOf('<', i + 1);
    }
  }
  return { instructions, doctype };
}

/** Adds a value under a key as xml-js does: the first one as it is, the next ones turn it into an array. */
function add(target: DataObject, key: string, value: Data): void {
  if (!Object.hasOwn(target, key)) target[key] = value;
  else {
    const current = target[key] ?? null;
    if (Array.isArray(current)) current.push(value);
    else target[key] = [current, value];
  }
}

/** The text of a comment or CDATA node: `[{ '#text': '…' }]`. */
function innerText(children: unknown): string {
  const first = Array.isArray(children) ? (children[0] as Record<string, unknown> | undefined) : undefined;
  const text = first?.['#text'];
  return typeof text === 'string' ? text : '';
}

function attributesOf(node: OrderedNode): DataObject | undefined {
  const attrs = node[':@'];
  if (attrs === null || typeof attrs !== 'object') return undefined;
  const out = newObject();
  for (const [name, value] of Object.entries(attrs as Record<string, unknown>)) out[name] = String(value);
  return Object.keys(out).length > 0 ? out : undefined;
}

/**
 * Reads a well-formed XML document (checked by the caller) into xml-js's compact layout: the XML
 * declaration's pseudo-attributes under `_declaration._attributes`, processing instructions as
 * `_instruction: { target: text }`, the DOCTYPE's text under `_doctype`, comments `_comment`,
 * CDATA `_cdata`, text `_text` (not trimmed; text that is only white space is left out),
 * attributes `_attributes` (strings), child elements under their name, and any key met twice in
 * the same element as an array in document order. Entities are expanded as fast-xml-parser does.
 *
 * @param body - the XML text.
 * @returns the document as a JSON value.
 * @throws ToolInputError for an element named like an xml-js key (`_text`…), or a document too
 *   deep or that fast-xml-parser cannot read.
 * @see https://github.com/nashwaan/xml-js#sample-conversions
 */
export function readXmlJsCompact(body: string): DataObject {
  let nodes: OrderedNode[];
  try {
    nodes = new XMLParser({
      preserveOrder: true,
      ignoreAttributes: false,
      attributeNamePrefix: '',
      textNodeName: '#text',
      cdataPropName: '#cdata',
      commentPropName: '#comment',
      trimValues: false,
      parseTagValue: false,
      parseAttributeValue: false,
      ignoreDeclaration: false,
      ignorePiTags: false,
      ...XML_ENTITY_OPTIONS,
    }).parse(body) as OrderedNode[];
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    if (e instanceof RangeError) throw new ToolInputError('The XML is nested too deeply (or is too large) to read in this browser.', { cause: e });
    throw new ToolInputError(`The XML could not be read: ${message}`, { cause: e });
  }
  const { instructions, doctype } = scanMarkup(body);
  let nextInstruction = 0;
  const fill = (target: DataObject, children: OrderedNode[], path: PathStep[], top: boolean): void => {
    let items = 0;
    for (const node of children) {
      if (top && doctype && items === doctype.before && !Object.hasOwn(target, XML_JS_KEYS.doctype)) add(target, XML_JS_KEYS.doctype, doctype.text);
      const key = Object.keys(node).find((k) => k !== ':@');
      if (key === undefined) continue;
      const value = node[key];
      if (key === '#text') {
        if (typeof value === 'string' && value.trim() !== '') add(target, XML_JS_KEYS.text, value);
      } else if (key === '#comment') {
        add(target, XML_JS_KEYS.comment, innerText(value));
        items++;
      } else if (key === '#cdata') {
        add(target, XML_JS_KEYS.cdata, innerText(value));
      } else if (key.startsWith('?')) {
        const piTarget = key.slice(1);
        const raw = instructions[nextInstruction];
        // Each instruction fast-xml-parser reports is the next one in the text.
        if (raw?.target === piTarget) nextInstruction++;
        if (piTarget === 'xml') {
          const declaration = newObject();
          const attrs = attributesOf(node);
          if (attrs) declaration[XML_JS_KEYS.attributes] = attrs;
          target[XML_JS_KEYS.declaration] ??= declaration;
        } else {
          const instruction = newObject();
          instruction[piTarget] = raw?.target === piTarget ? raw.body : '';
          add(target, XML_JS_KEYS.instruction, instruction);
        }
        items++;
      } else {
        const elementPath = [...path, key];
        if (SPECIAL.has(key)) {
          throw new ToolInputError(`The element <${key}> (${formatPath(elementPath)}) has the name of an xml-js key, so the xml-js layout cannot tell it apart: use the fast-xml-parser layout.`);
        }
        const element = newObject();
        const attrs = attributesOf(node);
        if (attrs) element[XML_JS_KEYS.attributes] = attrs;
        if (elementPath.length > 2000) throw new RangeError('too deep');
        fill(element, Array.isArray(value) ? (value as OrderedNode[]) : [], elementPath, false);
        add(target, key, element);
        items++;
      }
    }
    if (top && doctype && !Object.hasOwn(target, XML_JS_KEYS.doctype)) add(target, XML_JS_KEYS.doctype, doctype.text);
  };
  const root = newObject();
  try {
    fill(root, nodes, [], true);
  } catch (e) {
    if (e instanceof ToolInputError) throw e;
    throw new ToolInputError('The XML is nested too deeply (or is too large) to read in this browser.', { cause: e });
  }
  return root;
}

// ---------------------------------------------------------------------------------------------
// Compact JSON → XML

/** Escapes character data (XML 1.0 §2.4): `&`, `<`, `>` (for `]]>`), and CR, which parsers would turn into LF (§2.11). */
function escapeText(text: string): string {
  return text.replace(/[&<>\r]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&#xD;'));
}

/** Escapes an attribute value written in double quotes; tab, LF and CR as references, which attribute-value normalisation keeps (XML 1.0 §3.3.3). */
function escapeAttribute(text: string): string {
  return text.replace(/[&<"\t\n\r]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '"': '&quot;', '\t': '&#x9;', '\n': '&#xA;', '\r': '&#xD;' })[c] ?? c);
}

interface WriteContext {
  pad: string;
  warnings: string[];
}

function scalarOf(value: Data, path: PathStep[], what: string): string {
  if (value !== null && typeof value === 'object') throw new ToolInputError(`${formatPath(path)} is ${what} and must be text (a string, number or boolean), not ${Array.isArray(value) ? 'an array' : 'an object'}.`);
  return xmlScalarText(value, path);
}

function attributesText(value: Data, path: PathStep[]): string {
  if (!isObject(value)) throw new ToolInputError(`${formatPath(path)} holds the attributes and must be an object of name: value pairs.`);
  let out = '';
  for (const name of Object.keys(value)) {
    const v = value[name] ?? null;
    if (v === null) continue; // as xml-js: a null attribute is not written
    checkXmlName(name, [...path, name], 'attribute');
    out += ` ${name}="${escapeAttribute(scalarOf(v, [...path, name], 'an attribute'))}"`;
  }
  return out;
}

function commentText(value: Data, path: PathStep[]): string {
  const text = scalarOf(value, path, 'a comment');
  if (text.includes('--') || text.endsWith('-')) throw new ToolInputError(`${formatPath(path)}: a comment cannot contain "--" or end with "-" (XML 1.0 §2.5).`);
  return `<!--${text}-->`;
}

function cdataText(value: Data, path: PathStep[]): string {
  // "]]>" cannot occur inside a CDATA section (XML 1.0 §2.7): split it across two sections.
  return `<![CDATA[${scalarOf(value, path, 'a CDATA section').replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}

function instructionText(value: Data, path: PathStep[]): string {
  const keys = isObject(value) ? Object.keys(value) : [];
  if (!isObject(value) || keys.length !== 1) throw new ToolInputError(`${formatPath(path)} must be an object with one key, the instruction's target, e.g. {"xml-stylesheet": "href=\\"style.css\\""}.`);
  const target = keys[0]!;
  const targetPath = [...path, target];
  if (!isXmlName(target) || /^xml$/i.test(target)) throw new ToolInputError(`${formatPath(targetPath)}: ${JSON.stringify(target)} is not a processing instruction target (an XML name other than "xml", XML 1.0 §2.6).`);
  const content = value[target] ?? null;
  // xml-js's `instructionHasAttributes` form: { target: { _attributes: {…} } }.
  const text = isObject(content) ? attributesText(content[XML_JS_KEYS.attributes] ?? newObject(), [...targetPath, XML_JS_KEYS.attributes]).slice(1) : scalarOf(content, targetPath, 'an instruction');
  if (text.includes('?>')) throw new ToolInputError(`${formatPath(targetPath)}: a processing instruction cannot contain "?>" (XML 1.0 §2.6).`);
  return `<?${target}${text === '' ? '' : ` ${text}`}?>`;
}

/** The items of an element's content (or of the document) in key order, repeated keys' values in array order. */
function contentItems(value: DataObject): [string, Data, number | undefined][] {
  const items: [string, Data, number | undefined][] = [];
  for (const key of Object.keys(value)) {
    if (key === XML_JS_KEYS.attributes) continue;
    const v = value[key] ?? null;
    if (Array.isArray(v)) v.forEach((item, i) => items.push([key, item, i]));
    else items.push([key, v, undefined]);
  }
  return items;
}

function writeElement(name: string, value: Data, path: PathStep[], depth: number, ctx: WriteContext): string {
  checkXmlName(name, path, 'element');
  if (depth > 2000) throw new ToolInputError('The JSON is nested too deeply to write as XML.');
  if (value === null) return `<${name}/>`;
  if (Array.isArray(value)) throw new ToolInputError(`${formatPath(path)} is an array inside an array, which XML cannot write as repeated elements: wrap the inner array in an object.`);
  if (!isObject(value)) return `<${name}>${escapeText(xmlScalarText(value, path))}</${name}>`;
  const attrs = Object.hasOwn(value, XML_JS_KEYS.attributes) ? attributesText(value[XML_JS_KEYS.attributes] ?? null, [...path, XML_JS_KEYS.attributes]) : '';
  const items = contentItems(value);
  if (items.length === 0) return `<${name}${attrs}/>`;
  // Content with text is written inline, so that indentation adds no white space to the text.
  const mixed = items.some(([key]) => key === XML_JS_KEYS.text || key === XML_JS_KEYS.cdata);
  const inner = items.map(([key, item, i]) => writeItem(key, item, i === undefined ? [...path, key] : [...path, key, i], depth + 1, ctx));
  if (mixed || ctx.pad === '') return `<${name}${attrs}>${inner.join('')}</${name}>`;
  const indent = ctx.pad.repeat(depth + 1);
  return `<${name}${attrs}>\n${inner.map((line) => indent + line).join('\n')}\n${ctx.pad.repeat(depth)}</${name}>`;
}

function writeItem(key: string, item: Data, path: PathStep[], depth: number, ctx: WriteContext): string {
  switch (key) {
    case XML_JS_KEYS.text:
      return escapeText(scalarOf(item, path, 'text'));
    case XML_JS_KEYS.cdata:
      return cdataText(item, path);
    case XML_JS_KEYS.comment:
      return commentText(item, path);
    case XML_JS_KEYS.instruction:
      return instructionText(item, path);
    case XML_JS_KEYS.declaration:
    case XML_JS_KEYS.doctype:
      throw new ToolInputError(`${formatPath(path)}: "${key}" is only allowed at the top level of the document.`);
    default:
      // A multi-line element's inner lines carry their own indentation; its parent indents the first one.
      return writeElement(key, item, path, depth, ctx);
  }
}

/**
 * Writes a JSON value in xml-js's compact layout as an XML 1.0 document, the inverse of
 * {@link readXmlJsCompact}: `_declaration` first (with `version="1.0"` added when it has none),
 * then the top-level keys in order (`_doctype` before the root element), each element's
 * `_attributes` in its start tag, its other keys in order as its content (an array as repeated
 * items), a scalar as an element's text, `null` as an empty element. Elements holding text or
 * CDATA are written on one line; others are indented. When the top level has not exactly one
 * element (or has text or attributes), its content is wrapped in `rootName`, with a warning.
 * Text, attribute values, CDATA (`]]>` split) are escaped; names, comments and instructions are
 * checked.
 *
 * @param data - the JSON value (a top-level object).
 * @param indent - spaces per level, 0 (one line) to 8.
 * @param rootName - the element to wrap a top level that is not one element in.
 * @returns the XML text (without final newline) and warnings.
 * @throws ToolInputError naming the path of what XML cannot hold: a top level that is not an
 *   object, a bad name, a comment with "--", an instruction with "?>", an object where text is
 *   expected, a character XML does not allow, `_declaration` or `_doctype` below the top level.
 * @see https://github.com/nashwaan/xml-js#convert-js-object--json--xml, https://www.w3.org/TR/xml/
 */
export function writeXmlJsCompact(data: Data, indent: number, rootName: string): { xml: string; warnings: string[] } {
  if (!isObject(data)) {
    throw new ToolInputError(`The xml-js layout needs a JSON object at the top level (e.g. {"note": {"_text": "Hi"}}), not ${data === null ? 'null' : Array.isArray(data) ? 'an array' : `a ${typeof data}`}.`);
  }
  if (SPECIAL.has(rootName)) throw new ToolInputError(`The root element name cannot be "${rootName}": in the xml-js layout that key has another meaning.`);
  const ctx: WriteContext = { pad: ' '.repeat(indent), warnings: [] };
  const prolog = new Set<string>([XML_JS_KEYS.declaration, XML_JS_KEYS.instruction, XML_JS_KEYS.comment, XML_JS_KEYS.doctype]);
  const content = Object.keys(data).filter((key) => !prolog.has(key));
  const elements = content.filter((key) => !SPECIAL.has(key));
  const rootCount = elements.reduce((n, key) => n + (Array.isArray(data[key]) ? (data[key] as Data[]).length : 1), 0);
  let top: DataObject = data;
  if (rootCount !== 1 || elements.length !== content.length) {
    // Wrap the content in one root element, where its first key was.
    top = newObject();
    const wrapped = newObject();
    for (const key of Object.keys(data)) {
      if (prolog.has(key)) top[key] = data[key] ?? null;
      else {
        if (!Object.hasOwn(top, rootName)) top[rootName] = wrapped;
        wrapped[key] = data[key] ?? null;
      }
    }
    if (!Object.hasOwn(top, rootName)) top[rootName] = wrapped;
    ctx.warnings.push(
      rootCount === 0 && elements.length === content.length
        ? `The JSON has no element at the top level: an empty <${rootName}> is written.`
        : `An XML document has one root element, but the top level holds ${rootCount === 1 ? 'text or attributes besides an element' : `${rootCount} elements`}: they are written inside <${rootName}>.`,
    );
  }
  const lines: string[] = [];
  const declaration = top[XML_JS_KEYS.declaration];
  if (declaration !== undefined) {
    const path = [XML_JS_KEYS.declaration];
    if (declaration !== null && !isObject(declaration)) throw new ToolInputError(`${formatPath(path)} must be an object, e.g. {"_attributes": {"version": "1.0"}}.`);
    const attributes = declaration?.[XML_JS_KEYS.attributes] ?? newObject();
    const text = attributesText(attributes, [...path, XML_JS_KEYS.attributes]);
    lines.push(`<?xml${isObject(attributes) && attributes['version'] != null ? '' : ' version="1.0"'}${text}?>`);
  }
  const items = contentItems(top).filter(([key]) => key !== XML_JS_KEYS.declaration);
  // The DOCTYPE comes before the root element (XML 1.0 §2.8).
  const rootAt = items.findIndex(([key]) => !SPECIAL.has(key));
  const doctypeAt = items.findIndex(([key]) => key === XML_JS_KEYS.doctype);
  if (doctypeAt > rootAt && rootAt !== -1) items.splice(rootAt, 0, ...items.splice(doctypeAt, 1));
  let doctypes = 0;
  for (const [key, item, i] of items) {
    const path = i === undefined ? [key] : [key, i];
    if (key === XML_JS_KEYS.doctype) {
      if (++doctypes > 1) throw new ToolInputError(`${formatPath(path)}: a document has one DOCTYPE.`);
      const text = scalarOf(item, path, 'the DOCTYPE');
      if (!/^\s*[^\s>[]/.test(text)) throw new ToolInputError(`${formatPath(path)} must start with the root element's name, e.g. "note SYSTEM \\"note.dtd\\"".`);
      lines.push(`<!DOCTYPE ${text}>`);
    } else lines.push(writeItem(key, item, path, 0, ctx));
  }
  return { xml: lines.join(indent > 0 ? '\n' : ''), warnings: ctx.warnings };
}
