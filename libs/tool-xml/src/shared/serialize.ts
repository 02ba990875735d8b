import { NodeType } from './xml.js';

/** The parts of a DOM node (xmldom's or a browser's) the serializer reads. */
export interface XNode {
  nodeType: number;
  nodeName: string;
  nodeValue: string | null;
  childNodes: ArrayLike<XNode>;
  attributes?: ArrayLike<{ name: string; value: string }> | null;
  publicId?: string | null;
  systemId?: string | null;
  internalSubset?: string | null;
  getAttribute?: (name: string) => string | null;
}

/** Options of {@link serializeXml}. */
export interface SerializeOptions {
  /** `pretty`: one node a line, indented; `minify`: no whitespace between elements; `exact`: every node as it is. */
  mode: 'pretty' | 'minify' | 'exact';
  /** Indent of one level (pretty): a number of spaces (0–8) or `'tab'`. */
  indent: number | 'tab';
  /** Keep an element whose content is only text on one line (`<a>text</a>`); else the text goes on its own line. */
  collapseContent: boolean;
  /** Keep comments (else they are dropped). */
  keepComments: boolean;
  /** Write an empty element as `<a/>` (else `<a></a>`). */
  selfClose: boolean;
  /**
   * HTML syntax (XSLT 1.0 §16.2): void elements (`<br>`) without end tag, other empty elements as
   * `<p></p>`, the text of `<script>` and `<style>` not escaped.
   */
  html?: boolean;
}

/** HTML void elements (HTML Living Standard §13.1.2). */
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
  'basefont',
  'frame',
  'isindex',
]);
const RAW_TEXT = new Set(['script', 'style']);

/** Escapes character data (XML 1.0 §2.4): `&`, `<`, and `>` (for `]]>`). */
export function escapeText(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Escapes an attribute value for double quotes (XML 1.0 §2.3, §3.3.3: tabs and newlines as references so they survive normalisation). */
export function escapeAttribute(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;');
}

const isWhitespace = (s: string) => /^[ \t\r\n]*$/.test(s);
const isTextLike = (n: XNode) => n.nodeType === NodeType.TEXT || n.nodeType === NodeType.CDATA;

function startTag(el: XNode): string {
  let s = `<${el.nodeName}`;
  const attrs = el.attributes;
  if (attrs) for (const { name, value } of Array.from(attrs)) s += ` ${name}="${escapeAttribute(value)}"`;
  return s;
}

function leaf(node: XNode): string {
  switch (node.nodeType) {
    case NodeType.TEXT:
      return escapeText(node.nodeValue ?? '');
    case NodeType.CDATA:
      return `<![CDATA[${node.nodeValue ?? ''}]]>`;
    case NodeType.COMMENT:
      return `<!--${node.nodeValue ?? ''}-->`;
    case NodeType.PROCESSING_INSTRUCTION:
      return node.nodeValue ? `<?${node.nodeName} ${node.nodeValue}?>` : `<?${node.nodeName}?>`;
    case NodeType.DOCUMENT_TYPE: {
      let s = `<!DOCTYPE ${node.nodeName}`;
      // xmldom keeps the quotes of the literals, browsers do not.
      const quote = (id: string) => (/^["']/.test(id) ? id : `"${id}"`);
      if (node.publicId) s += ` PUBLIC ${quote(node.publicId)}${node.systemId ? ` ${quote(node.systemId)}` : ''}`;
      else if (node.systemId) s += ` SYSTEM ${quote(node.systemId)}`;
      if (node.internalSubset) s += ` [${node.internalSubset}]`;
      return `${s}>`;
    }
    default:
      return '';
  }
}

/**
 * Serializes a parsed XML document (a DOM Document from @xmldom/xmldom or a browser) as text,
 * pretty-printed or minified. Whitespace-only text between elements is layout and is dropped;
 * text content of text-only elements is trimmed; mixed content (text beside elements) and
 * everything under `xml:space="preserve"` is written exactly as it was. The XML declaration,
 * DOCTYPE, processing instructions and CDATA sections are kept.
 *
 * @param doc - the document node.
 * @param options - see {@link SerializeOptions}.
 * @returns the XML text; in pretty mode lines end in `\n` (no final newline).
 * @see https://www.w3.org/TR/xml/ §2.10 (white space handling), §2.4 and §3.3.3 (escaping)
 */
export function serializeXml(doc: XNode, options: SerializeOptions): string {
  const pretty = options.mode === 'pretty';
  const unit = options.indent === 'tab' ? '\t' : ' '.repeat(options.indent);
  const out: string[] = [];

  const keep = (n: XNode) => options.keepComments || n.nodeType !== NodeType.COMMENT;
  const html = options.html === true;
  const lower = (n: XNode) => n.nodeName.toLowerCase();
  const empty = (node: XNode) =>
    html
      ? VOID.has(lower(node))
        ? `${startTag(node)}>`
        : `${startTag(node)}></${node.nodeName}>`
      : options.selfClose
        ? `${startTag(node)}/>`
        : `${startTag(node)}></${node.nodeName}>`;
  const rawText = (node: XNode) => html && RAW_TEXT.has(lower(node));

  // Writes a node exactly, for mixed or preserved content.
  const verbatim = (node: XNode): string => {
    if (node.nodeType !== NodeType.ELEMENT) return keep(node) ? leaf(node) : '';
    const kids = Array.from(node.childNodes);
    if (kids.length === 0) return empty(node);
    if (html && VOID.has(lower(node))) return `${startTag(node)}>`;
    if (rawText(node)) return `${startTag(node)}>${kids.map((k) => k.nodeValue ?? '').join('')}</${node.nodeName}>`;
    return `${startTag(node)}>${kids.map(verbatim).join('')}</${node.nodeName}>`;
  };

  const write = (node: XNode, depth: number, preserve: boolean) => {
    const pad = pretty ? unit.repeat(depth) : '';
    const nl = pretty ? '\n' : '';
    if (node.nodeType !== NodeType.ELEMENT) {
      if (keep(node)) out.push(pad, leaf(node), nl);
      return;
    }
    const space = node.getAttribute?.('xml:space');
    const inPreserve = space === 'preserve' ? true : space === 'default' ? false : preserve;
    const kids = Array.from(node.childNodes).filter(keep);
    const mixed =
      kids.some((k) => isTextLike(k) && (k.nodeType === NodeType.CDATA || !isWhitespace(k.nodeValue ?? ''))) &&
      kids.some((k) => !isTextLike(k));
    if (inPreserve || mixed || rawText(node) || (html && VOID.has(lower(node)))) {
      out.push(pad, verbatim(node), nl);
      return;
    }
    if (kids.every(isTextLike)) {
      // Text-only content: the whitespace around it is layout (CDATA starts with "<" and ends with ">", so only text is trimmed).
      const text = kids
        .map(leaf)
        .join('')
        .replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, '');
      if (text === '') out.push(pad, empty(node), nl);
      else if (!pretty || options.collapseContent) out.push(pad, `${startTag(node)}>${text}</${node.nodeName}>`, nl);
      else out.push(pad, `${startTag(node)}>`, nl, pad + unit, text, nl, pad, `</${node.nodeName}>`, nl);
      return;
    }
    const elements = kids.filter((k) => !(k.nodeType === NodeType.TEXT && isWhitespace(k.nodeValue ?? '')));
    out.push(pad, `${startTag(node)}>`, nl);
    for (const k of elements) write(k, depth + 1, inPreserve);
    out.push(pad, `</${node.nodeName}>`, nl);
  };

  if (options.mode === 'exact') return Array.from(doc.childNodes).map(verbatim).join('');
  for (const child of Array.from(doc.childNodes)) {
    if (child.nodeType === NodeType.TEXT) {
      // Outside the root element: whitespace is layout; text only occurs in a result fragment.
      const text = (child.nodeValue ?? '').replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, '');
      if (text !== '') out.push(escapeText(text), pretty ? '\n' : '');
      continue;
    }
    write(child, 0, false);
  }
  const text = out.join('');
  return pretty ? text.replace(/\n$/, '') : text;
}
