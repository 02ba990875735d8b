import { ToolInputError } from '@handy-tools/ui/kit';
import { serializeXml, type XNode } from '../shared/serialize.js';
import { NodeType, parseXml } from '../shared/xml.js';
import { runXslt, type XslOutput, type XsltLimits } from './xslt-engine.js';

export { XSLT_UNSUPPORTED } from './xslt-engine.js';

/** Options of {@link transformXml}. */
export interface XsltTestOptions {
  /** Pretty-print xml and html output (2 spaces), whatever xsl:output indent says. Default true. */
  format?: boolean;
  /** Values of the stylesheet's top-level xsl:param, one `name=value` a line. */
  params?: string;
  /** Limits against runaway stylesheets; default 2,000,000 steps and 1,000 nested templates. */
  limits?: Partial<XsltLimits>;
}

/** What {@link transformXml} returns. */
export interface XsltTestResult {
  /** The serialized result. */
  output: string;
  /** The output method used (xsl:output, or the XSLT 1.0 §16 default). */
  method: 'xml' | 'html' | 'text';
  /** Texts of xsl:message instructions, in order. */
  messages: string[];
  /** Notes about the output (e.g. several root elements in xml output). */
  warnings: string[];
}

interface ResultNode extends XNode {
  namespaceURI?: string | null;
  prefix?: string | null;
  localName?: string | null;
  parentNode?: ResultNode | null;
  setAttribute?: (name: string, value: string) => void;
  removeAttribute?: (name: string) => void;
  hasAttribute?: (name: string) => boolean;
  textContent?: string | null;
}

/** Reads `name=value` lines (blank lines ignored). */
export function parseParamLines(text: string): Record<string, string> {
  const params: Record<string, string> = {};
  text.split(/\r?\n/).forEach((raw, i) => {
    if (raw.trim() === '') return;
    const m = /^\s*([A-Za-z_][\w.-]*)\s*=(.*)$/.exec(raw);
    if (!m) throw new ToolInputError(`Parameters, line ${i + 1}: write name=value.`, { line: i + 1 });
    params[m[1]!] = m[2]!;
  });
  return params;
}

// Declares on each result element the namespaces its name and attributes need (namespace fixup).
function fixNamespaces(node: ResultNode, scope: Map<string, string>) {
  for (const child of Array.from(node.childNodes) as ResultNode[]) {
    if (child.nodeType !== NodeType.ELEMENT) continue;
    const inner = new Map(scope);
    const attrs = Array.from(child.attributes ?? []) as {
      name: string;
      value: string;
      namespaceURI?: string | null;
      prefix?: string | null;
    }[];
    for (const a of attrs) {
      if (a.name !== 'xmlns' && !a.name.startsWith('xmlns:')) continue;
      const prefix = a.name === 'xmlns' ? '' : a.name.slice(6);
      // Already declared the same way on an ancestor: redundant.
      if (scope.get(prefix) === a.value) child.removeAttribute?.(a.name);
      else inner.set(prefix, a.value);
    }
    const declare = (prefix: string, uri: string) => {
      if (inner.get(prefix) === uri) return;
      child.setAttribute?.(prefix === '' ? 'xmlns' : `xmlns:${prefix}`, uri);
      inner.set(prefix, uri);
    };
    const ns = child.namespaceURI ?? '';
    declare(child.prefix ?? '', ns);
    for (const a of attrs) if (a.namespaceURI && a.prefix && a.prefix !== 'xml' && a.prefix !== 'xmlns') declare(a.prefix, a.namespaceURI);
    fixNamespaces(child, inner);
  }
}

const escapeDoctype = (s: string) => s.replace(/"/g, '&quot;');

/**
 * Transforms an XML document with an XSLT 1.0 stylesheet (our processor over @xmldom/xmldom and
 * `xpath`) and serializes the result with the output method of xsl:output — or, without one, `html`
 * when the result's first element is `<html>` and `xml` otherwise (XSLT 1.0 §16).
 *
 * @param xml - the source document.
 * @param xslt - the stylesheet.
 * @param options - {@link XsltTestOptions}.
 * @returns {@link XsltTestResult}.
 * @throws ToolInputError for malformed XML or XSLT (line, column), an XPath error or an unsupported
 *   instruction (located at the stylesheet element), xsl:message terminate="yes", the limits.
 * @see https://www.w3.org/TR/1999/REC-xslt-19991116
 */
export function transformXml(xml: string, xslt: string, options: XsltTestOptions = {}): XsltTestResult {
  const params = parseParamLines(options.params ?? '');
  const stylesheet = parseXml(xslt, 'XSLT');
  const source = parseXml(xml, 'XML');
  const limits: XsltLimits = { maxSteps: 2_000_000, maxDepth: 1000, ...options.limits };
  const run = runXslt(source, stylesheet, limits, params);
  const fragment = run.result as unknown as ResultNode;
  fixNamespaces(fragment, new Map([['', '']]));
  const kids = Array.from(fragment.childNodes) as ResultNode[];
  const firstElement = kids.find((k) => k.nodeType === NodeType.ELEMENT);
  const textBefore = kids
    .slice(0, firstElement ? kids.indexOf(firstElement) : kids.length)
    .some((k) => k.nodeType === NodeType.TEXT && (k.nodeValue ?? '').trim() !== '');
  const method: XslOutput['method'] & string =
    run.output.method ??
    (firstElement && !textBefore && (firstElement.localName ?? firstElement.nodeName).toLowerCase() === 'html' && !firstElement.namespaceURI
      ? 'html'
      : 'xml');
  const warnings: string[] = [];
  if (method === 'text')
    return { output: fragment.textContent ?? kids.map((k) => k.textContent ?? '').join(''), method, messages: run.messages, warnings };

  const format = options.format ?? true;
  const body = serializeXml(fragment, {
    mode: format ? 'pretty' : 'exact',
    indent: 2,
    collapseContent: true,
    keepComments: true,
    selfClose: true,
    html: method === 'html',
  });
  let head = '';
  const rootName = firstElement?.nodeName ?? 'html';
  const { doctypePublic, doctypeSystem } = run.output;
  if (method === 'xml') {
    if (!run.output.omitXmlDeclaration)
      head += `<?xml version="1.0" encoding="${run.output.encoding}"${run.output.standalone ? ` standalone="${run.output.standalone}"` : ''}?>`;
    if (doctypeSystem)
      head += `${head ? '\n' : ''}<!DOCTYPE ${rootName}${doctypePublic ? ` PUBLIC "${escapeDoctype(doctypePublic)}"` : ' SYSTEM'} "${escapeDoctype(doctypeSystem)}">`;
    if (kids.filter((k) => k.nodeType === NodeType.ELEMENT).length !== 1)
      warnings.push('The result is not one XML document: it has no root element or several.');
  } else if (doctypePublic || doctypeSystem) {
    head += `<!DOCTYPE html${doctypePublic ? ` PUBLIC "${escapeDoctype(doctypePublic)}"` : ''}${doctypeSystem ? `${doctypePublic ? '' : ' SYSTEM'} "${escapeDoctype(doctypeSystem)}"` : ''}>`;
  }
  const output = head === '' ? body : `${head}${format || method === 'html' ? '\n' : ''}${body}`;
  return { output, method, messages: run.messages, warnings };
}
