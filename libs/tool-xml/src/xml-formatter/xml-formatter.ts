import { parseXml } from '../shared/xml.js';
import { serializeXml, type SerializeOptions, type XNode } from '../shared/serialize.js';

export type { SerializeOptions as XmlFormatOptions } from '../shared/serialize.js';

/** The default options: pretty-printed, 2 spaces, short text on one line, comments kept, `<a/>`. */
export const DEFAULT_XML_FORMAT: SerializeOptions = {
  mode: 'pretty',
  indent: 2,
  collapseContent: true,
  keepComments: true,
  selfClose: true,
};

/** What {@link formatXml} returns (the shape the kit's DocumentTool shows). */
export interface XmlFormatResult {
  /** The formatted or minified XML. */
  output: string;
  /** Notes about the output (none so far: kept for the DocumentTool shape). */
  warnings: string[];
}

/**
 * Pretty-prints or minifies an XML document: parsed strictly with @xmldom/xmldom, then written
 * back by our serializer (see `serializeXml`: layout whitespace dropped, mixed content and
 * `xml:space="preserve"` kept exactly, XML declaration, DOCTYPE, PIs and CDATA kept, comments
 * optional). Entity and character references are written as the characters they stand for
 * (except `&amp;`, `&lt;`, `&gt;`, `&quot;` where needed).
 *
 * @param input - the XML text.
 * @param options - partial {@link SerializeOptions}; missing ones from {@link DEFAULT_XML_FORMAT}.
 * @returns `{ output, warnings }`.
 * @throws ToolInputError for empty or malformed XML, with line and column.
 * @see https://www.w3.org/TR/xml/
 */
export function formatXml(input: string, options: Partial<SerializeOptions> = {}): XmlFormatResult {
  const doc = parseXml(input);
  return { output: serializeXml(doc as unknown as XNode, { ...DEFAULT_XML_FORMAT, ...options }), warnings: [] };
}
