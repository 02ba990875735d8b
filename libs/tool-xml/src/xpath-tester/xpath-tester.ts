import { ToolInputError } from '@handy-tools/ui/kit';
import { documentNamespaces, evaluateXPathRaw, nodesOf } from '../shared/xpath-engine.js';
import { serializeXml, type XNode } from '../shared/serialize.js';
import { NodeType, parseXml } from '../shared/xml.js';

/** One node of a node-set result. */
export interface XPathMatch {
  /** An absolute location path that selects exactly this node, e.g. `/catalog[1]/book[2]/@id`. */
  path: string;
  /** The node's kind, as XPath 1.0 §5 names them. */
  kind: 'root' | 'element' | 'attribute' | 'text' | 'comment' | 'processing-instruction' | 'namespace';
  /** The node written as XML (an element pretty-printed; at most {@link MAX_SERIALIZED} characters). */
  serialized: string;
  /** Its string-value (XPath 1.0 §5), at most {@link MAX_SERIALIZED} characters. */
  value: string;
}

/** What {@link testXPath} returns: the expression's value, by its XPath 1.0 type (§1). */
export type XPathTestResult =
  | { type: 'node-set'; count: number; nodes: XPathMatch[]; truncated: boolean; namespaces: Record<string, string> }
  | { type: 'number'; value: number; text: string; namespaces: Record<string, string> }
  | { type: 'string'; value: string; namespaces: Record<string, string> }
  | { type: 'boolean'; value: boolean; namespaces: Record<string, string> };

/** Options of {@link testXPath}. */
export interface XPathTestOptions {
  /** Extra or overriding namespace bindings, one `prefix=URI` a line (blank lines and `#` comments ignored). */
  namespaces?: string;
  /** Nodes listed at most (the count is always exact). Default 1000. */
  maxNodes?: number;
}

/** Longest serialized node or value listed, in characters. */
export const MAX_SERIALIZED = 5000;

const clip = (s: string) => (s.length > MAX_SERIALIZED ? `${s.slice(0, MAX_SERIALIZED)}…` : s);

/**
 * Reads namespace bindings written one a line as `prefix=URI` (or `prefix URI`, or
 * `xmlns:prefix="URI"` as copied from a document).
 *
 * @param text - the lines.
 * @returns prefix → URI.
 * @throws ToolInputError naming the line that is not a binding or has a bad prefix.
 * @see https://www.w3.org/TR/xml-names/ (NCName prefixes)
 */
export function parseNamespaceLines(text: string): Record<string, string> {
  const map: Record<string, string> = {};
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const m = /^(?:xmlns:)?([^\s=]+)\s*(?:=\s*|\s+)["']?([^"'\s]+)["']?$/.exec(line);
    if (!m) throw new ToolInputError(`Namespaces, line ${i + 1}: write prefix=URI.`, { line: i + 1 });
    const prefix = m[1]!;
    const uri = m[2]!;
    if (!/^[A-Za-z_][\w.-]*$/.test(prefix))
      throw new ToolInputError(`Namespaces, line ${i + 1}: "${prefix}" is not a valid prefix.`, { line: i + 1 });
    map[prefix] = uri;
  });
  return map;
}

interface DomNode extends XNode {
  parentNode: DomNode | null;
  ownerElement?: DomNode | null;
  localName?: string | null;
  namespaceURI?: string | null;
  textContent?: string | null;
}

/**
 * An absolute XPath location path that selects exactly one node: each step names the node and
 * its position among the siblings the same step selects (`/a[1]/b[2]/text()[1]`, `/a[1]/@id`).
 * A name in a namespace uses the prefix bound to its URI in `namespaces`, else
 * `*[namespace-uri()='…' and local-name()='…']`.
 *
 * @param node - a node of an xmldom document.
 * @param namespaces - prefix → URI bindings the path may use.
 * @returns the path (`/` for the document).
 * @see https://www.w3.org/TR/1999/REC-xpath-19991116/#location-paths
 */
export function nodePath(node: XNode, namespaces: Record<string, string>): string {
  const prefixOf = new Map<string, string>();
  for (const [p, uri] of Object.entries(namespaces)) if (!prefixOf.has(uri)) prefixOf.set(uri, p);
  const nameTest = (n: DomNode) => {
    const local = n.localName ?? n.nodeName;
    if (!n.namespaceURI) return { test: local, same: (o: DomNode) => !o.namespaceURI && (o.localName ?? o.nodeName) === local };
    const prefix = prefixOf.get(n.namespaceURI);
    const test = prefix !== undefined ? `${prefix}:${local}` : `*[namespace-uri()='${n.namespaceURI}' and local-name()='${local}']`;
    return { test, same: (o: DomNode) => o.namespaceURI === n.namespaceURI && (o.localName ?? o.nodeName) === local };
  };
  const steps: string[] = [];
  let n: DomNode | null = node as DomNode;
  while (n && n.nodeType !== NodeType.DOCUMENT) {
    if (n.nodeType === NodeType.ATTRIBUTE) {
      steps.unshift(`@${nameTest(n).test}`);
      n = n.ownerElement ?? null;
      continue;
    }
    const parent: DomNode | null = n.parentNode;
    const siblings = parent ? (Array.from(parent.childNodes) as DomNode[]) : [n];
    let test: string;
    let same: (o: DomNode) => boolean;
    const type: number = n.nodeType;
    if (type === NodeType.ELEMENT)
      ({ test, same } = (() => {
        const t = nameTest(n as DomNode);
        return { test: t.test, same: (o: DomNode) => o.nodeType === NodeType.ELEMENT && t.same(o) };
      })());
    else if (type === NodeType.TEXT || type === NodeType.CDATA)
      [test, same] = ['text()', (o: DomNode) => o.nodeType === NodeType.TEXT || o.nodeType === NodeType.CDATA];
    else if (type === NodeType.COMMENT) [test, same] = ['comment()', (o: DomNode) => o.nodeType === NodeType.COMMENT];
    else {
      const target = n.nodeName;
      [test, same] = [
        `processing-instruction('${target}')`,
        (o: DomNode) => o.nodeType === NodeType.PROCESSING_INSTRUCTION && o.nodeName === target,
      ];
    }
    const index = siblings.filter(same).indexOf(n) + 1;
    steps.unshift(`${test}[${index}]`);
    n = parent;
  }
  return `/${steps.join('/')}`;
}

function describeNode(node: DomNode, namespaces: Record<string, string>): XPathMatch {
  const path = nodePath(node, namespaces);
  switch (node.nodeType) {
    case NodeType.DOCUMENT:
      return {
        path,
        kind: 'root',
        serialized: clip(serializeXml(node, { mode: 'pretty', indent: 2, collapseContent: true, keepComments: true, selfClose: true })),
        value: clip((node as DomNode & { documentElement?: DomNode | null }).documentElement?.textContent ?? ''),
      };
    case NodeType.ELEMENT:
      return {
        path,
        kind: 'element',
        serialized: clip(
          serializeXml(
            { nodeType: NodeType.DOCUMENT, nodeName: '#document', nodeValue: null, childNodes: [node] },
            { mode: 'pretty', indent: 2, collapseContent: true, keepComments: true, selfClose: true },
          ),
        ),
        value: clip(node.textContent ?? ''),
      };
    case NodeType.ATTRIBUTE:
      return { path, kind: 'attribute', serialized: clip(`${node.nodeName}="${node.nodeValue ?? ''}"`), value: clip(node.nodeValue ?? '') };
    case NodeType.TEXT:
    case NodeType.CDATA:
      return { path, kind: 'text', serialized: clip(node.nodeValue ?? ''), value: clip(node.nodeValue ?? '') };
    case NodeType.COMMENT:
      return { path, kind: 'comment', serialized: clip(`<!--${node.nodeValue ?? ''}-->`), value: clip(node.nodeValue ?? '') };
    case NodeType.PROCESSING_INSTRUCTION:
      return {
        path,
        kind: 'processing-instruction',
        serialized: clip(`<?${node.nodeName} ${node.nodeValue ?? ''}?>`),
        value: clip(node.nodeValue ?? ''),
      };
    default:
      return { path, kind: 'namespace', serialized: clip(`${node.nodeName}="${node.nodeValue ?? ''}"`), value: clip(node.nodeValue ?? '') };
  }
}

/**
 * Formats a number as XPath 1.0's `string()` does (§4.2): `NaN`, `Infinity`, integers without a
 * decimal point, no exponent.
 */
export function xpathNumberToString(n: number): string {
  if (Number.isNaN(n)) return 'NaN';
  if (!Number.isFinite(n)) return n > 0 ? 'Infinity' : '-Infinity';
  if (Object.is(n, -0)) return '0';
  const s = String(n);
  if (!/e/i.test(s)) return s;
  return n.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}

/**
 * Evaluates an XPath 1.0 expression over an XML document (the `xpath` package over
 * @xmldom/xmldom), with the document's namespace declarations bound to their prefixes (the default
 * namespace to `d`) and the visitor's bindings on top.
 *
 * @param xml - the XML document text.
 * @param expression - the XPath 1.0 expression, evaluated with the document (root node) as context.
 * @param options - {@link XPathTestOptions}.
 * @returns {@link XPathTestResult}: a node-set lists each node (path, XML, string-value) in document order.
 * @throws ToolInputError for malformed XML (line, column), a malformed expression (column where
 *   found), an undeclared prefix, unknown function or variable, or a bad namespace line.
 * @see https://www.w3.org/TR/1999/REC-xpath-19991116/
 */
export function testXPath(xml: string, expression: string, options: XPathTestOptions = {}): XPathTestResult {
  const extra = parseNamespaceLines(options.namespaces ?? '');
  const doc = parseXml(xml) as unknown as DomNode & { documentElement: DomNode | null };
  const namespaces = { ...documentNamespaces(doc.documentElement), ...extra };
  const raw = evaluateXPathRaw(expression, doc, namespaces);
  const nodes = nodesOf(raw);
  if (nodes) {
    const max = options.maxNodes ?? 1000;
    return {
      type: 'node-set',
      count: nodes.length,
      nodes: nodes.slice(0, max).map((n) => describeNode(n as DomNode, namespaces)),
      truncated: nodes.length > max,
      namespaces,
    };
  }
  if (raw.num !== undefined) return { type: 'number', value: raw.num, text: xpathNumberToString(raw.num), namespaces };
  if (raw.str !== undefined) return { type: 'string', value: raw.str, namespaces };
  return { type: 'boolean', value: Boolean(raw.b), namespaces };
}
