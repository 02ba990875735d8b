import { ToolInputError } from '@handy-tools/ui/kit';
import { DOMParser, type Document } from '@xmldom/xmldom';

/** Node types of the DOM (W3C DOM Level 1 §1.2), as numbers: xmldom's nodes carry the same. */
export const NodeType = {
  ELEMENT: 1,
  ATTRIBUTE: 2,
  TEXT: 3,
  CDATA: 4,
  PROCESSING_INSTRUCTION: 7,
  COMMENT: 8,
  DOCUMENT: 9,
  DOCUMENT_TYPE: 10,
} as const;

/** Where a location reported by xmldom is, 1-based (line 0 means "unknown"). */
interface XmldomLocator {
  lineNumber?: number;
  columnNumber?: number;
}

/**
 * Parses an XML document (XML 1.0, namespaces) with @xmldom/xmldom, strictly: any well-formedness
 * error (and an undefined entity) stops it.
 *
 * @param text - the XML text.
 * @param what - how the document is named in messages (e.g. "XSLT stylesheet"); default "XML".
 * @returns the xmldom Document (DOM Level 2 shape; works with the `xpath` package).
 * @throws ToolInputError for an empty text or bad XML: the message names the document and the
 *   line and column (1-based) where xmldom's locator saw the problem, e.g.
 *   `XML, line 2, column 3: Attribute x redefined`.
 * @see https://www.w3.org/TR/xml/ (well-formedness), https://github.com/xmldom/xmldom
 */
export function parseXml(text: string, what = 'XML'): Document {
  if (text.trim() === '') throw new ToolInputError(`${what}: enter a document.`);
  let problem: string | null = null;
  const parser = new DOMParser({
    locator: true,
    onError: (level, message) => {
      if (level === 'warning') return;
      problem = message;
      throw new Error(message);
    },
  });
  try {
    return parser.parseFromString(text, 'text/xml');
  } catch (e) {
    const locator = (e as { locator?: XmldomLocator }).locator;
    const message = problem ?? (e instanceof Error ? e.message : String(e));
    const line = locator?.lineNumber;
    const column = locator?.columnNumber;
    if (message === 'missing root element') throw new ToolInputError(`${what}: no root element (the text is not an XML document).`);
    if (line && line > 0) throw new ToolInputError(`${what}, line ${line}, column ${column ?? 1}: ${message}`, { line, column, cause: e });
    throw new ToolInputError(`${what}: ${message}`, { cause: e });
  }
}
