import { ToolInputError } from '@handy-tools/ui/kit';
import { XMLValidator, type X2jOptions } from 'fast-xml-parser';
import type { Data } from './convert.js';
import { formatPath, type PathStep } from './data-path.js';

// The XML syntax rules both JSON layouts of the XML tools share (fast-xml-parser's and xml-js's).

// XML 1.0 (Fifth Edition) §2.3 Name production: NameStartChar NameChar*.
const NAME_START = ':A-Z_a-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C-\\u200D\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD\\u{10000}-\\u{EFFFF}';
// eslint-disable-next-line no-misleading-character-class -- U+200C–U+200D are NameStartChar ranges of the spec, not joined characters.
const NAME_RE = new RegExp(`^[${NAME_START}][${NAME_START}\\-.0-9\\u00B7\\u0300-\\u036F\\u203F-\\u2040]*$`, 'u');
// XML 1.0 §2.2 Char: characters a document may contain.
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

/**
 * Tells whether a text is an XML name (XML 1.0 Fifth Edition §2.3 `Name`; a namespace prefix
 * such as `soap:Envelope` is allowed).
 *
 * @param name - the candidate element or attribute name.
 * @returns `true` when it is a valid name.
 * @see https://www.w3.org/TR/xml/#NT-Name
 */
export function isXmlName(name: string): boolean {
  return NAME_RE.test(name);
}

/**
 * fast-xml-parser options that expand the five predefined entities (XML 1.0 §4.6), character
 * references (§4.1) and internal DOCTYPE entities (with the library's size limits), and never
 * fetch an external one.
 */
export const XML_ENTITY_OPTIONS: Pick<X2jOptions, 'processEntities' | 'htmlEntities'> = {
  processEntities: true,
  // An object = the named entities to know (XML's five, §4.6) and, being set, character references (§4.1) decoded too.
  htmlEntities: { amp: '&', apos: "'", gt: '>', lt: '<', quot: '"' } as unknown as boolean,
};

/**
 * Checks an indentation option of the XML tools.
 *
 * @param indent - spaces per level.
 * @throws ToolInputError unless it is an integer from 0 to 8.
 */
export function checkIndent(indent: number): void {
  if (!Number.isInteger(indent) || indent < 0 || indent > 8) throw new ToolInputError(`The indent must be 0 to 8 spaces, not "${String(indent)}".`);
}

/** The 1-based line and column of a character offset. */
function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    start = i + 1;
  }
  return { line, column: offset - start + 1 };
}

/**
 * Checks that a text is a well-formed XML 1.0 document (fast-xml-parser's validator, after a
 * check of the characters XML allows), and drops a leading byte order mark.
 *
 * @param input - the XML text.
 * @returns the text to parse (without byte order mark).
 * @throws ToolInputError for an empty text, a character XML does not allow, or a malformed document
 *   (`Line L, column C: …`, with `line` and `column` set), or one too deep to check.
 * @see https://www.w3.org/TR/xml/#charsets, https://www.w3.org/TR/xml/#sec-well-formed
 */
export function checkedXml(input: string): string {
  const body = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  if (body.trim() === '') throw new ToolInputError('The XML is empty: enter a document, e.g. <note id="1">Hello</note>.');
  if (NOT_XML_CHAR.test(body)) {
    const offset = body.search(NOT_XML_CHAR);
    const { line, column } = lineColumn(body, offset);
    throw new ToolInputError(`Line ${line}, column ${column}: character U+${(body.codePointAt(offset) ?? 0).toString(16).toUpperCase().padStart(4, '0')} is not allowed in XML.`, { line, column });
  }
  let valid: ReturnType<typeof XMLValidator.validate>;
  try {
    valid = XMLValidator.validate(body, { allowBooleanAttributes: false });
  } catch (e) {
    throw new ToolInputError('The XML is nested too deeply (or is too large) to read in this browser.', { cause: e });
  }
  if (valid !== true) {
    const { line, col, msg } = valid.err;
    throw new ToolInputError(`Line ${line}, column ${col}: ${msg}`, { line, column: col });
  }
  return body;
}

/**
 * A JSON scalar as XML character data: strings as they are, numbers, booleans and big integers as
 * JSON writes them, `null` empty.
 *
 * @param value - the scalar.
 * @param path - where it is, for the message.
 * @returns its text (not escaped).
 * @throws ToolInputError naming the path when the text holds a character XML 1.0 cannot hold (§2.2).
 */
export function xmlScalarText(value: Data, path: PathStep[]): string {
  const text = typeof value === 'bigint' ? value.toString() : value === null ? '' : String(value);
  if (NOT_XML_CHAR.test(text)) {
    const cp = text.codePointAt(text.search(NOT_XML_CHAR)) ?? 0;
    throw new ToolInputError(`${formatPath(path)} holds character U+${cp.toString(16).toUpperCase().padStart(4, '0')}, which XML 1.0 cannot hold.`);
  }
  return text;
}

/**
 * Checks an element or attribute name of a JSON document written as XML.
 *
 * @param name - the name.
 * @param path - where it is, for the message.
 * @param what - `element` or `attribute`.
 * @throws ToolInputError naming the path when it is not an XML name (XML 1.0 §2.3).
 */
export function checkXmlName(name: string, path: PathStep[], what: 'element' | 'attribute'): void {
  if (!isXmlName(name)) {
    throw new ToolInputError(
      `${formatPath(path)}: ${JSON.stringify(name)} is not a valid XML ${what} name (a name starts with a letter, "_" or ":", then letters, digits, "-", "_", "." or ":"; no spaces).`,
    );
  }
}
