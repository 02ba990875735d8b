// An XSLT 1.0 processor over @xmldom/xmldom and the `xpath` package (XPath 1.0). Written for the
// XSLT tester because the maintained JavaScript processors are LGPL (xslt-processor) or closed
// (Saxon-JS), and the browser's XSLTProcessor is being removed. Covers XSLT 1.0 without imports,
// includes, attribute sets and extension elements; see XSLT_UNSUPPORTED.
import { ToolInputError } from '@handy-tools/ui/kit';
import { type Document as XDocument, type Element as XElement, type Node as XDomNode } from '@xmldom/xmldom';
import * as xpathModule from 'xpath';
import { NodeType } from '../shared/xml.js';
import { resultFactory as R } from './result-tree.js';

/** The XSLT namespace (XSLT 1.0 §2.1). */
export const XSL_NS = 'http://www.w3.org/1999/XSL/Transform';

/** XSLT 1.0 elements this processor does not implement, with the reason shown to users. */
export const XSLT_UNSUPPORTED: Record<string, string> = {
  import: 'xsl:import is not supported (a single stylesheet, no file access)',
  include: 'xsl:include is not supported (a single stylesheet, no file access)',
  'apply-imports': 'xsl:apply-imports is not supported (no xsl:import)',
  'attribute-set': 'xsl:attribute-set is not supported',
  'namespace-alias': 'xsl:namespace-alias is not supported',
};

/* eslint-disable @typescript-eslint/no-explicit-any -- the `xpath` package's value classes are untyped */
const X = xpathModule as any;
type XValue = any;
type DomNode = XDomNode & { lineNumber?: number; columnNumber?: number };

/** Settings of xsl:output (XSLT 1.0 §16). */
export interface XslOutput {
  method: 'xml' | 'html' | 'text' | null;
  indent: boolean;
  omitXmlDeclaration: boolean;
  encoding: string;
  doctypePublic: string | null;
  doctypeSystem: string | null;
  standalone: string | null;
}

/** What {@link runXslt} returns: the result tree (children of a fragment), the output settings, messages. */
export interface XsltRun {
  result: DomNode;
  output: XslOutput;
  messages: string[];
}

interface Template {
  el: XElement;
  match: string | null;
  name: string | null;
  mode: string;
  priority: number;
  order: number;
}

interface Ctx {
  node: DomNode;
  position: number;
  size: number;
  current: DomNode;
  mode: string;
  vars: Map<string, XValue>;
  out: DomNode;
  template: Template | null;
  depth: number;
}

const where = (el: DomNode) => (el.lineNumber ? { line: el.lineNumber, column: el.columnNumber ?? 1 } : {});

/** An error of the stylesheet, located at the element it comes from. */
function fail(el: DomNode, message: string, cause?: unknown): never {
  const w = where(el);
  const at = w.line ? `XSLT, line ${w.line}, column ${w.column} (${el.nodeName})` : `XSLT (${el.nodeName})`;
  throw new ToolInputError(`${at}: ${message}`, { ...w, cause });
}

const isXsl = (n: DomNode, local?: string) =>
  n.nodeType === NodeType.ELEMENT &&
  (n as XElement).namespaceURI === XSL_NS &&
  (local === undefined || (n as XElement).localName === local);
const childrenOf = (n: DomNode): DomNode[] => Array.from(n.childNodes as unknown as ArrayLike<DomNode>);
const attr = (el: XElement, name: string): string | null => (el.hasAttribute(name) ? el.getAttribute(name) : null);
const isBlank = (s: string) => /^[ \t\r\n]*$/.test(s);

/** Splits a pattern or expression at top-level `|` (outside brackets, parentheses and quotes). */
function splitUnion(pattern: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === '|' && depth === 0) {
      parts.push(pattern.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(pattern.slice(start).trim());
  return parts;
}

/** Default priority of one alternative of a pattern (XSLT 1.0 §5.5). */
export function defaultPriority(pattern: string): number {
  const p = pattern.replace(/\s+/g, '');
  if (/^(?:child::|attribute::|@)?[A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?$/.test(p)) return 0;
  if (/^(?:child::|attribute::|@)?processing-instruction\((?:'[^']*'|"[^"]*")\)$/.test(p)) return 0;
  if (/^(?:child::|attribute::|@)?[A-Za-z_][\w.-]*:\*$/.test(p)) return -0.25;
  if (/^(?:child::|attribute::|@)?(?:\*|node\(\)|text\(\)|comment\(\)|processing-instruction\(\))$/.test(p)) return -0.5;
  return 0.5;
}

const ROMAN: [number, string][] = [
  [1000, 'm'],
  [900, 'cm'],
  [500, 'd'],
  [400, 'cd'],
  [100, 'c'],
  [90, 'xc'],
  [50, 'l'],
  [40, 'xl'],
  [10, 'x'],
  [9, 'ix'],
  [5, 'v'],
  [4, 'iv'],
  [1, 'i'],
];
function formatToken(n: number, token: string): string {
  if (token === 'a' || token === 'A') {
    let s = '';
    for (let k = n; k > 0; k = Math.floor((k - 1) / 26)) s = String.fromCharCode(97 + ((k - 1) % 26)) + s;
    return token === 'A' ? s.toUpperCase() : s;
  }
  if (token === 'i' || token === 'I') {
    let s = '';
    let k = n;
    for (const [v, r] of ROMAN)
      while (k >= v) {
        s += r;
        k -= v;
      }
    return token === 'I' ? s.toUpperCase() : s;
  }
  const width = /^0*1$/.test(token) ? token.length : 1;
  return String(n).padStart(width, '0');
}

/** xsl:number's format (XSLT 1.0 §7.7.1): alphanumeric tokens (1, 01, a, A, i, I) and separators. */
export function formatNumberList(numbers: number[], format: string): string {
  const parts = format.match(/[\p{L}\p{N}]+|[^\p{L}\p{N}]+/gu) ?? ['1'];
  const tokens = parts.filter((p) => /^[\p{L}\p{N}]/u.test(p));
  const seps = parts.filter((p) => !/^[\p{L}\p{N}]/u.test(p));
  // A match (or the fallback) has at least one part.
  const first = parts[0]!;
  const last = parts[parts.length - 1]!;
  const leading = /^[\p{L}\p{N}]/u.test(first) ? '' : first;
  const trailing = parts.length > 1 && !/^[\p{L}\p{N}]/u.test(last) ? last : '';
  const inner = seps.slice(leading ? 1 : 0, trailing ? -1 : undefined);
  if (tokens.length === 0) tokens.push('1');
  let s = leading;
  numbers.forEach((n, i) => {
    if (i > 0) s += inner[Math.min(i - 1, inner.length - 1)] ?? '.';
    s += formatToken(n, tokens[Math.min(i, tokens.length - 1)] ?? '1');
  });
  return s + trailing;
}

/** format-number() (XSLT 1.0 §12.3) for the usual JDK-style patterns: `#,##0.00`, `0.###`, `#%`, prefixes/suffixes. */
export function formatNumberPattern(n: number, pattern: string): string {
  const sections = pattern.split(';');
  const positive = sections[0]!; // split() returns at least one part
  const negative = sections[1];
  if (Number.isNaN(n)) return 'NaN';
  const pat = n < 0 && negative ? negative : positive;
  const m = /^([^#0,.]*)([#0,]*)(?:\.([0#]*))?(.*)$/.exec(pat);
  if (!m) return String(n);
  // Groups 1, 2 and 4 always match (possibly empty); the fraction is optional.
  const prefix = m[1]!;
  const intPart = m[2]!;
  const fracPart = m[3] ?? '';
  const suffix = m[4]!;
  let v = Math.abs(n);
  if (suffix.includes('%')) v *= 100;
  else if (suffix.includes('\u2030')) v *= 1000;
  if (!Number.isFinite(v)) return `${n < 0 && !negative ? '-' : ''}${prefix}Infinity${suffix}`;
  const minFrac = (fracPart.match(/0/g) ?? []).length;
  const maxFrac = fracPart.length;
  const minInt = (intPart.match(/0/g) ?? []).length;
  const groups = intPart.split(',');
  const grouping = groups.length > 1 ? groups[groups.length - 1]!.length : 0;
  const fixed = v.toFixed(maxFrac).split('.');
  let i = fixed[0]!; // split() returns at least one part
  let f = fixed[1] ?? '';
  f = f.replace(/0+$/, '').padEnd(minFrac, '0');
  i = i.replace(/^0+/, '').padStart(minInt, '0');
  if (grouping > 0) i = i.replace(new RegExp(`\\B(?=(\\d{${grouping}})+(?!\\d))`, 'g'), ',');
  const body = `${i}${f ? `.${f}` : ''}` || '0';
  return `${n < 0 && !negative ? '-' : ''}${prefix}${body}${suffix}`;
}

/** Limits that stop a runaway stylesheet (deep recursion, huge loops). */
export interface XsltLimits {
  /** Instructions executed at most. */
  maxSteps: number;
  /** Nested template calls at most. */
  maxDepth: number;
}

/**
 * Runs an XSLT 1.0 stylesheet over a source document (both parsed with xmldom, with locators).
 *
 * @param source - the source document.
 * @param stylesheet - the stylesheet document (xsl:stylesheet, xsl:transform, or a literal result element as stylesheet, §2.3).
 * @param limits - {@link XsltLimits}.
 * @param params - values for top-level xsl:param, by name (strings).
 * @returns {@link XsltRun}.
 * @throws ToolInputError located at the stylesheet element at fault (line, column), for XPath
 *   errors, unsupported instructions, xsl:message terminate="yes" and the limits.
 * @see https://www.w3.org/TR/1999/REC-xslt-19991116
 */
export function runXslt(source: XDocument, stylesheet: XDocument, limits: XsltLimits, params: Record<string, string> = {}): XsltRun {
  const root = stylesheet.documentElement as XElement | null;
  if (!root) throw new ToolInputError('XSLT: the stylesheet is empty.');
  const fragment = R.fragment() as unknown as DomNode;
  const messages: string[] = [];
  const output: XslOutput = {
    method: null,
    indent: false,
    omitXmlDeclaration: false,
    encoding: 'UTF-8',
    doctypePublic: null,
    doctypeSystem: null,
    standalone: null,
  };
  const templates: Template[] = [];
  const globals: { el: XElement; name: string; isParam: boolean }[] = [];
  const keys = new Map<string, { match: string; use: string; el: XElement }[]>();
  const keyIndex = new Map<string, Map<string, DomNode[]>>();
  const stripNames: string[] = [];
  const preserveNames: string[] = [];
  let excluded = new Set<string>([XSL_NS]);
  let steps = 0;

  const step = (el: DomNode) => {
    if (++steps > limits.maxSteps)
      fail(el, `stopped after ${limits.maxSteps.toLocaleString('en-US')} steps: the transformation runs too long (endless recursion?).`);
  };

  // --- the stylesheet ----------------------------------------------------------------------
  const simplified = !isXsl(root, 'stylesheet') && !isXsl(root, 'transform');
  if (simplified) {
    if (!root.getAttributeNS(XSL_NS, 'version'))
      throw new ToolInputError(
        'XSLT: the root element must be xsl:stylesheet or xsl:transform (namespace http://www.w3.org/1999/XSL/Transform).',
      );
    templates.push({ el: root, match: '/', name: null, mode: '', priority: 0.5, order: 0, ...{} });
  } else {
    for (const prefix of (attr(root, 'exclude-result-prefixes') ?? '').split(/\s+/).filter(Boolean)) {
      const uri = root.lookupNamespaceURI(prefix === '#default' ? null : prefix);
      if (uri) excluded = new Set([...excluded, uri]);
    }
    stripStylesheetWhitespace(root);
    let order = 0;
    for (const child of childrenOf(root)) {
      if (child.nodeType !== NodeType.ELEMENT) continue;
      const el = child as unknown as XElement;
      if (el.namespaceURI !== XSL_NS) continue; // top-level elements of other namespaces are ignored (§2.2)
      const local = el.localName ?? '';
      if (local in XSLT_UNSUPPORTED) fail(el as unknown as DomNode, `${XSLT_UNSUPPORTED[local]}.`);
      switch (local) {
        case 'template': {
          const match = attr(el, 'match');
          const name = attr(el, 'name');
          if (match === null && name === null) fail(el as unknown as DomNode, 'a template needs a match or a name attribute.');
          const mode = attr(el, 'mode') ?? '';
          const priority = attr(el, 'priority');
          if (match !== null)
            for (const alt of splitUnion(match))
              templates.push({
                el,
                match: alt,
                name,
                mode,
                priority: priority !== null ? Number(priority) : defaultPriority(alt),
                order: order++,
              });
          else templates.push({ el, match: null, name, mode, priority: 0, order: order++ });
          break;
        }
        case 'variable':
        case 'param':
          globals.push({
            el,
            name: attr(el, 'name') ?? fail(el as unknown as DomNode, 'the name attribute is missing.'),
            isParam: local === 'param',
          });
          break;
        case 'output': {
          const method = attr(el, 'method');
          if (method !== null) {
            if (method !== 'xml' && method !== 'html' && method !== 'text')
              fail(el as unknown as DomNode, `output method "${method}" is not xml, html or text.`);
            output.method = method;
          }
          if (attr(el, 'indent') !== null) output.indent = attr(el, 'indent') === 'yes';
          if (attr(el, 'omit-xml-declaration') !== null) output.omitXmlDeclaration = attr(el, 'omit-xml-declaration') === 'yes';
          output.encoding = attr(el, 'encoding') ?? output.encoding;
          output.doctypePublic = attr(el, 'doctype-public') ?? output.doctypePublic;
          output.doctypeSystem = attr(el, 'doctype-system') ?? output.doctypeSystem;
          output.standalone = attr(el, 'standalone') ?? output.standalone;
          break;
        }
        case 'key': {
          const name = attr(el, 'name');
          const match = attr(el, 'match');
          const use = attr(el, 'use');
          if (!name || !match || !use) fail(el as unknown as DomNode, 'xsl:key needs name, match and use.');
          keys.set(name, [...(keys.get(name) ?? []), { match, use, el }]);
          break;
        }
        case 'strip-space':
          stripNames.push(...(attr(el, 'elements') ?? '').split(/\s+/).filter(Boolean));
          break;
        case 'preserve-space':
          preserveNames.push(...(attr(el, 'elements') ?? '').split(/\s+/).filter(Boolean));
          break;
        case 'decimal-format':
          break; // format-number uses the default decimal format
        default:
          fail(el as unknown as DomNode, `xsl:${local} is not allowed at the top level.`);
      }
    }
  }

  // --- the source: xsl:strip-space (§3.4) ---------------------------------------------------
  if (stripNames.length > 0) {
    const matchesName = (names: string[], el: XElement) =>
      names.some((n) => n === '*' || n === el.nodeName || n === el.localName || (n.endsWith(':*') && el.prefix === n.slice(0, -2)));
    const strip = (n: DomNode) => {
      for (const c of childrenOf(n)) {
        if (c.nodeType === NodeType.ELEMENT) strip(c);
        else if (c.nodeType === NodeType.TEXT && isBlank(c.nodeValue ?? '') && n.nodeType === NodeType.ELEMENT) {
          const el = n as unknown as XElement;
          if (matchesName(stripNames, el) && !matchesName(preserveNames, el)) n.removeChild(c as never);
        }
      }
    };
    strip(source as unknown as DomNode);
  }

  // Document order, indexed once: the `xpath` package sorts node-sets by walking the tree for each
  // comparison (quadratic on wide documents), so node-sets are sorted here by this index.
  const order = new WeakMap<object, number>();
  let counter = 0;
  const indexTree = (n: DomNode) => {
    order.set(n, counter++);
    if (n.nodeType === NodeType.ELEMENT)
      for (const a of Array.from((n as unknown as XElement).attributes as unknown as ArrayLike<object>)) order.set(a, counter++);
    for (const c of childrenOf(n)) indexTree(c);
  };
  indexTree(source as unknown as DomNode);
  indexTree(stylesheet as unknown as DomNode);
  const inDocumentOrder = (v: XValue): DomNode[] => {
    const nodes: DomNode[] = v.toUnsortedArray();
    if (nodes.every((k) => order.has(k))) return nodes.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
    return v.toArray();
  };

  // --- XPath with XSLT's context ---------------------------------------------------------------
  const compiled = new Map<string, any>();
  const compile = (expr: string, el: DomNode) => {
    let c = compiled.get(expr);
    if (!c) {
      try {
        c = X.parse(expr).expression.expression;
      } catch (e) {
        fail(el, `XPath "${expr}": ${e instanceof Error ? e.message : String(e)}.`, e);
      }
      compiled.set(expr, c);
    }
    return c;
  };

  let globalVars = new Map<string, XValue>();
  const ids = new WeakMap<object, string>();
  let idCount = 0;

  const functionsFor = (ctx: Ctx, el: DomNode) => {
    const base = new X.FunctionResolver();
    const own: Record<string, (c: any, ...args: any[]) => XValue> = {
      current: () => nodeSet([ctx.current]),
      'generate-id': (c, arg) => {
        const nodes = arg ? arg.evaluate(c).toArray() : [c.contextNode];
        if (nodes.length === 0) return new X.XString('');
        const n = nodes[0];
        if (!ids.has(n)) ids.set(n, `id${++idCount}`);
        return new X.XString(ids.get(n));
      },
      key: (c, nameArg, valueArg) => {
        const name = nameArg.evaluate(c).stringValue();
        const defs = keys.get(name) ?? fail(el, `key("${name}"): no xsl:key has this name.`);
        let index = keyIndex.get(name);
        if (!index) {
          index = new Map();
          const all: DomNode[] = [];
          const walk = (n: DomNode) => {
            all.push(n);
            if (n.nodeType === NodeType.ELEMENT)
              for (const a of Array.from((n as unknown as XElement).attributes as unknown as ArrayLike<DomNode>)) all.push(a);
            for (const k of childrenOf(n)) walk(k);
          };
          walk(source as unknown as DomNode);
          for (const def of defs)
            for (const n of all)
              if (matches(n, def.match, def.el)) {
                const v = evaluate(def.use, { ...ctx, node: n, position: 1, size: 1, current: n }, def.el);
                const strings =
                  v instanceof X.XNodeSet ? v.toUnsortedArray().map((k: any) => X.XNodeSet.prototype.stringForNode(k)) : [v.stringValue()];
                for (const s of strings) index.set(s, [...(index.get(s) ?? []), n]);
              }
          keyIndex.set(name, index);
        }
        const v = valueArg.evaluate(c);
        const wanted: string[] =
          v instanceof X.XNodeSet ? v.toUnsortedArray().map((k: any) => X.XNodeSet.prototype.stringForNode(k)) : [v.stringValue()];
        return nodeSet(wanted.flatMap((w) => index.get(w) ?? []));
      },
      'format-number': (c, num, pattern) =>
        new X.XString(formatNumberPattern(num.evaluate(c).numberValue(), pattern.evaluate(c).stringValue())),
      document: (c, uri) => {
        if (uri.evaluate(c).stringValue() === '') return nodeSet([stylesheet]);
        fail(el, "document() can only read the stylesheet itself (document('')): there is one input document.");
      },
      'system-property': (c, name) => {
        const n = name.evaluate(c).stringValue();
        return new X.XString(n === 'xsl:version' ? '1' : n === 'xsl:vendor' ? 'Handy Tools' : n === 'xsl:vendor-url' ? '' : '');
      },
      'function-available': (c, name) =>
        new X.XBoolean(
          [
            'current',
            'generate-id',
            'key',
            'format-number',
            'document',
            'system-property',
            'function-available',
            'element-available',
            'unparsed-entity-uri',
          ].includes(name.evaluate(c).stringValue()) || base.getFunction(name.evaluate(c).stringValue(), '') !== undefined,
        ),
      'element-available': (c, name) =>
        new X.XBoolean(/^xsl:/.test(name.evaluate(c).stringValue()) && !(name.evaluate(c).stringValue().slice(4) in XSLT_UNSUPPORTED)),
      'unparsed-entity-uri': () => new X.XString(''),
    };
    return {
      getFunction: (local: string, ns: string | null) => (!ns && own[local] ? own[local] : base.getFunction(local, ns ?? '')),
    };
  };

  const nodeSet = (nodes: unknown[]) => {
    const s = new X.XNodeSet();
    s.addArray(nodes);
    return s;
  };

  function evaluate(expr: string, ctx: Ctx, el: DomNode): XValue {
    const e = compile(expr, el);
    const c = new X.XPathContext(
      { getVariable: (local: string) => ctx.vars.get(local) ?? globalVars.get(local) ?? null },
      {
        getNamespace: (prefix: string) => {
          if (prefix === 'xml') return 'http://www.w3.org/XML/1998/namespace';
          return (el as unknown as XElement).lookupNamespaceURI?.(prefix) ?? null;
        },
      },
      functionsFor(ctx, el),
    );
    c.expressionContextNode = ctx.node;
    c.contextNode = ctx.node;
    c.contextPosition = ctx.position;
    c.contextSize = ctx.size;
    c.caseInsensitive = false;
    try {
      return e.evaluate(c);
    } catch (err) {
      if (err instanceof ToolInputError) throw err;
      const message = err instanceof Error ? err.message : String(err);
      const prefix = /^Cannot resolve QName (.*)$/.exec(message);
      fail(
        el,
        prefix ? `XPath "${expr}": the prefix "${prefix[1]}" is not declared in the stylesheet.` : `XPath "${expr}": ${message}.`,
        err,
      );
    }
  }

  const nodesOf = (expr: string, ctx: Ctx, el: DomNode): DomNode[] => {
    const v = evaluate(expr, ctx, el);
    if (!(v instanceof X.XNodeSet))
      fail(
        el,
        `"${expr}" must select nodes, it gives a ${v instanceof X.XString ? 'string' : v instanceof X.XNumber ? 'number' : 'boolean'}.`,
      );
    return inDocumentOrder(v);
  };
  const stringOf = (expr: string, ctx: Ctx, el: DomNode): string => evaluate(expr, ctx, el).stringValue();

  // Pattern matching (§5.2): a node matches when some ancestor-or-self context selects it.
  const patternCache = new Map<string, Map<DomNode, Set<DomNode>>>();
  function matches(node: DomNode, pattern: string, el: DomNode): boolean {
    let byContext = patternCache.get(pattern);
    if (!byContext) patternCache.set(pattern, (byContext = new Map()));
    const base: Ctx = { node, position: 1, size: 1, current: node, mode: '', vars: new Map(), out: fragment, template: null, depth: 0 };
    for (let ctxNode: DomNode | null = node; ctxNode; ctxNode = parentOf(ctxNode)) {
      let selected = byContext.get(ctxNode);
      if (!selected) {
        const v = evaluate(pattern, { ...base, node: ctxNode, current: ctxNode }, el);
        selected = new Set(v instanceof X.XNodeSet ? v.toUnsortedArray() : []);
        byContext.set(ctxNode, selected);
      }
      if (selected.has(node)) return true;
    }
    return false;
  }
  const parentOf = (n: DomNode): DomNode | null =>
    n.nodeType === NodeType.ATTRIBUTE
      ? ((n as unknown as { ownerElement: DomNode | null }).ownerElement ?? null)
      : (n.parentNode as DomNode | null);

  // --- the result tree ---------------------------------------------------------------------------
  const append = (ctx: Ctx, node: DomNode) => {
    ctx.out.appendChild(node as never);
  };
  const addText = (ctx: Ctx, text: string) => {
    if (text === '') return;
    const last = ctx.out.lastChild as DomNode | null;
    if (last && last.nodeType === NodeType.TEXT) (last as unknown as { appendData(s: string): void }).appendData(text);
    else append(ctx, R.text(text) as unknown as DomNode);
  };
  const setAttribute = (ctx: Ctx, el: DomNode, name: string, ns: string | null, value: string) => {
    const parent = ctx.out;
    if (parent.nodeType !== NodeType.ELEMENT) fail(el, `attribute "${name}" has no element to go on.`);
    const target = parent as unknown as XElement;
    if (target.childNodes.length > 0) fail(el, `attribute "${name}" comes after the element's content (XSLT 1.0 §7.1.3).`);
    if (name === 'xmlns' || name.startsWith('xmlns:')) {
      // A namespace declaration (xmldom lists them as attributes): declared once, without a namespace.
      if (!target.hasAttribute(name)) target.setAttribute(name, value);
      return;
    }
    if (ns) target.setAttributeNS(ns, name, value);
    else target.setAttribute(name, value);
  };

  function copyNode(ctx: Ctx, n: DomNode, deep: boolean, el: DomNode): DomNode | null {
    switch (n.nodeType) {
      case NodeType.DOCUMENT:
        if (deep) for (const k of childrenOf(n)) copyNode(ctx, k, true, el);
        return null;
      case NodeType.ELEMENT: {
        const src = n as unknown as XElement;
        const copy = R.element(src.namespaceURI, src.nodeName) as unknown as DomNode;
        append(ctx, copy);
        const inner: Ctx = { ...ctx, out: copy };
        if (deep) {
          for (const a of Array.from(
            src.attributes as unknown as ArrayLike<XDomNode & { namespaceURI: string | null; name: string; value: string }>,
          ))
            if (a.namespaceURI) (copy as unknown as XElement).setAttributeNS(a.namespaceURI, a.name, a.value);
            else (copy as unknown as XElement).setAttribute(a.name, a.value);
          for (const k of childrenOf(n)) copyNode(inner, k, true, el);
        } else {
          for (const a of Array.from(src.attributes as unknown as ArrayLike<{ name: string; value: string; namespaceURI: string | null }>))
            if (a.name === 'xmlns' || a.name.startsWith('xmlns:')) (copy as unknown as XElement).setAttribute(a.name, a.value);
        }
        return copy;
      }
      case NodeType.ATTRIBUTE: {
        const a = n as unknown as { name: string; value: string; namespaceURI: string | null };
        setAttribute(ctx, el, a.name, a.namespaceURI, a.value);
        return null;
      }
      case NodeType.TEXT:
      case NodeType.CDATA:
        addText(ctx, n.nodeValue ?? '');
        return null;
      case NodeType.COMMENT:
        append(ctx, R.comment(n.nodeValue ?? '') as unknown as DomNode);
        return null;
      case NodeType.PROCESSING_INSTRUCTION:
        append(ctx, R.pi(n.nodeName, n.nodeValue ?? '') as unknown as DomNode);
        return null;
    }
    return null;
  }

  // Attribute value templates (§7.6.2): {expr} inside, {{ and }} for braces.
  const avt = (text: string, ctx: Ctx, el: DomNode): string => {
    let out = '';
    for (let i = 0; i < text.length; i++) {
      const c = text[i];
      if ((c === '{' || c === '}') && text[i + 1] === c) {
        out += c;
        i++;
      } else if (c === '{') {
        let j = i + 1;
        let quote: string | null = null;
        while (j < text.length && (quote || text[j] !== '}')) {
          if (quote && text[j] === quote) quote = null;
          else if (!quote && (text[j] === '"' || text[j] === "'")) quote = text.charAt(j);
          j++;
        }
        if (j >= text.length) fail(el, `the attribute value template "${text}" has a "{" without "}".`);
        out += stringOf(text.slice(i + 1, j), ctx, el);
        i = j;
      } else if (c === '}') fail(el, `the attribute value template "${text}" has a "}" without "{" (write }} for a brace).`);
      else out += c;
    }
    return out;
  };

  const qname = (name: string, el: DomNode, nsAttr: string | null): { name: string; ns: string | null } => {
    if (!/^[A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?$/.test(name)) fail(el, `"${name}" is not a valid name.`);
    if (nsAttr !== null) return { name, ns: nsAttr || null };
    const prefix = name.includes(':') ? name.slice(0, name.indexOf(':')) : null;
    const ns = (el as unknown as XElement).lookupNamespaceURI(prefix);
    if (prefix && !ns) fail(el, `the prefix "${prefix}" is not declared.`);
    return { name, ns: ns ?? null };
  };

  // Variable value (§11.2): select, content (a result tree fragment), or the empty string.
  const variableValue = (el: XElement, ctx: Ctx): XValue => {
    const select = attr(el, 'select');
    if (select !== null) return evaluate(select, ctx, el as unknown as DomNode);
    if (el.childNodes.length === 0) return new X.XString('');
    // A result tree fragment (§11.1): a root node holding the content, usable as a node-set.
    const holder = R.fragment() as unknown as DomNode;
    sequence(childrenOf(el as unknown as DomNode), { ...ctx, out: holder });
    return nodeSet([holder]);
  };

  // xsl:sort (§10).
  const sortNodes = (nodes: DomNode[], sorts: XElement[], ctx: Ctx): DomNode[] => {
    if (sorts.length === 0) return nodes;
    const collator = new Intl.Collator('en');
    // One row per node with one key per xsl:sort.
    const rows = nodes.map((n, i) => ({
      node: n,
      index: i,
      keys: sorts.map((s) =>
        stringOf(attr(s, 'select') ?? '.', { ...ctx, node: n, current: n, position: i + 1, size: nodes.length }, s as unknown as DomNode),
      ),
    }));
    rows.sort((a, b) => {
      for (const [k, s] of sorts.entries()) {
        const keyA = a.keys[k]!;
        const keyB = b.keys[k]!;
        const ctxSort = { ...ctx };
        const dataType = avt(attr(s, 'data-type') ?? 'text', ctxSort, s as unknown as DomNode);
        const order = avt(attr(s, 'order') ?? 'ascending', ctxSort, s as unknown as DomNode) === 'descending' ? -1 : 1;
        let d: number;
        if (dataType === 'number') {
          const x = Number(keyA.trim() === '' ? NaN : keyA);
          const y = Number(keyB.trim() === '' ? NaN : keyB);
          d = Number.isNaN(x) ? (Number.isNaN(y) ? 0 : -1) : Number.isNaN(y) ? 1 : x - y;
        } else d = collator.compare(keyA, keyB);
        if (d !== 0) return d * order;
      }
      return a.index - b.index;
    });
    return rows.map((r) => r.node);
  };

  const withParams = (el: DomNode, ctx: Ctx): Map<string, XValue> => {
    const map = new Map<string, XValue>();
    for (const c of childrenOf(el))
      if (isXsl(c, 'with-param'))
        map.set(
          attr(c as unknown as XElement, 'name') ?? fail(c, 'the name attribute is missing.'),
          variableValue(c as unknown as XElement, ctx),
        );
    return map;
  };

  const invoke = (t: Template, ctx: Ctx, params: Map<string, XValue>) => {
    if (ctx.depth >= limits.maxDepth)
      fail(t.el as unknown as DomNode, `stopped at ${limits.maxDepth} nested templates: endless recursion?`);
    let vars = new Map<string, XValue>();
    const body: DomNode[] = [];
    const inner: Ctx = { ...ctx, vars, template: t, depth: ctx.depth + 1 };
    if (simplified && t.el === root) {
      instruction(root as unknown as DomNode, inner);
      return;
    }
    for (const c of childrenOf(t.el as unknown as DomNode)) {
      if (isXsl(c, 'param')) {
        const name = attr(c as unknown as XElement, 'name') ?? fail(c, 'the name attribute is missing.');
        vars = new Map(vars);
        vars.set(name, params.has(name) ? params.get(name) : variableValue(c as unknown as XElement, { ...inner, vars }));
      } else body.push(c);
    }
    sequence(body, { ...inner, vars });
  };

  const applyTemplates = (nodes: DomNode[], mode: string, ctx: Ctx, params: Map<string, XValue>, el: DomNode) => {
    nodes.forEach((n, i) => {
      step(el);
      const c: Ctx = { ...ctx, node: n, current: n, position: i + 1, size: nodes.length, mode };
      let best: Template | null = null;
      for (const t of templates)
        if (
          t.match !== null &&
          t.mode === mode &&
          (best === null || t.priority > best.priority || (t.priority === best.priority && t.order > best.order)) &&
          matches(n, t.match, t.el as unknown as DomNode)
        )
          best = t;
      if (best) invoke(best, c, params);
      else builtIn(n, c, params, el);
    });
  };

  // Built-in template rules (§5.8).
  const builtIn = (n: DomNode, ctx: Ctx, params: Map<string, XValue>, el: DomNode) => {
    if (n.nodeType === NodeType.DOCUMENT || n.nodeType === NodeType.ELEMENT)
      applyTemplates(childrenOf(n), ctx.mode, { ...ctx, depth: ctx.depth + 1 }, params, el);
    else if (n.nodeType === NodeType.TEXT || n.nodeType === NodeType.CDATA || n.nodeType === NodeType.ATTRIBUTE)
      addText(ctx, n.nodeValue ?? '');
  };

  function sequence(nodes: DomNode[], ctx: Ctx) {
    let c = ctx;
    for (const n of nodes) {
      if (isXsl(n, 'variable')) {
        const el = n as unknown as XElement;
        const name = attr(el, 'name') ?? fail(n, 'the name attribute is missing.');
        const vars = new Map(c.vars);
        vars.set(name, variableValue(el, c));
        c = { ...c, vars };
      } else instruction(n, c);
    }
  }

  function instruction(n: DomNode, ctx: Ctx) {
    step(n);
    if (n.nodeType === NodeType.TEXT || n.nodeType === NodeType.CDATA) return addText(ctx, n.nodeValue ?? '');
    if (n.nodeType !== NodeType.ELEMENT) return;
    const el = n as unknown as XElement;
    if (el.namespaceURI !== XSL_NS) return literal(n, ctx);
    const local = el.localName ?? '';
    if (local in XSLT_UNSUPPORTED) fail(n, `${XSLT_UNSUPPORTED[local]}.`);
    switch (local) {
      case 'apply-templates': {
        const select = attr(el, 'select');
        const nodes = select === null ? childrenOf(ctx.node) : nodesOf(select, ctx, n);
        const sorts = childrenOf(n).filter((k) => isXsl(k, 'sort')) as unknown as XElement[];
        applyTemplates(sortNodes(nodes, sorts, ctx), attr(el, 'mode') ?? '', ctx, withParams(n, ctx), n);
        return;
      }
      case 'call-template': {
        const name = attr(el, 'name') ?? fail(n, 'the name attribute is missing.');
        const t = [...templates].reverse().find((k) => k.name === name) ?? fail(n, `no template is named "${name}".`);
        invoke(t, ctx, withParams(n, ctx));
        return;
      }
      case 'for-each': {
        const nodes = nodesOf(attr(el, 'select') ?? fail(n, 'the select attribute is missing.'), ctx, n);
        const sorts = childrenOf(n).filter((k) => isXsl(k, 'sort')) as unknown as XElement[];
        const body = childrenOf(n).filter((k) => !isXsl(k, 'sort'));
        const sorted = sortNodes(nodes, sorts, ctx);
        sorted.forEach((node, i) => sequence(body, { ...ctx, node, current: node, position: i + 1, size: sorted.length }));
        return;
      }
      case 'value-of':
        addText(ctx, stringOf(attr(el, 'select') ?? fail(n, 'the select attribute is missing.'), ctx, n));
        return;
      case 'text':
        addText(ctx, el.textContent ?? '');
        return;
      case 'if':
        if (evaluate(attr(el, 'test') ?? fail(n, 'the test attribute is missing.'), ctx, n).booleanValue()) sequence(childrenOf(n), ctx);
        return;
      case 'choose': {
        for (const branch of childrenOf(n)) {
          if (isXsl(branch, 'when')) {
            if (
              evaluate(
                attr(branch as unknown as XElement, 'test') ?? fail(branch, 'the test attribute is missing.'),
                ctx,
                branch,
              ).booleanValue()
            )
              return sequence(childrenOf(branch), ctx);
          } else if (isXsl(branch, 'otherwise')) return sequence(childrenOf(branch), ctx);
        }
        return;
      }
      case 'element': {
        const { name, ns } = qname(
          avt(attr(el, 'name') ?? fail(n, 'the name attribute is missing.'), ctx, n),
          n,
          attr(el, 'namespace') === null ? null : avt(attr(el, 'namespace') ?? '', ctx, n),
        );
        const out = R.element(ns, name) as unknown as DomNode;
        append(ctx, out);
        sequence(childrenOf(n), { ...ctx, out });
        return;
      }
      case 'attribute': {
        const { name, ns } = qname(
          avt(attr(el, 'name') ?? fail(n, 'the name attribute is missing.'), ctx, n),
          n,
          attr(el, 'namespace') === null ? null : avt(attr(el, 'namespace') ?? '', ctx, n),
        );
        setAttribute(ctx, n, name, ns, contentText(n, ctx));
        return;
      }
      case 'comment':
        append(ctx, R.comment(contentText(n, ctx).replace(/--/g, '- -').replace(/-$/, '- ')) as unknown as DomNode);
        return;
      case 'processing-instruction':
        append(
          ctx,
          R.pi(
            avt(attr(el, 'name') ?? fail(n, 'the name attribute is missing.'), ctx, n),
            contentText(n, ctx).replace(/\?>/g, '? >'),
          ) as unknown as DomNode,
        );
        return;
      case 'copy': {
        const src = ctx.node;
        if (src.nodeType === NodeType.ELEMENT) {
          const copy = copyNode(ctx, src, false, n);
          if (copy) sequence(childrenOf(n), { ...ctx, out: copy });
        } else if (src.nodeType === NodeType.DOCUMENT) sequence(childrenOf(n), ctx);
        else copyNode(ctx, src, false, n);
        return;
      }
      case 'copy-of': {
        const v = evaluate(attr(el, 'select') ?? fail(n, 'the select attribute is missing.'), ctx, n);
        if (v instanceof X.XNodeSet) for (const k of inDocumentOrder(v)) copyNode(ctx, k, true, n);
        else addText(ctx, v.stringValue());
        return;
      }
      case 'number': {
        addText(ctx, formatNumberList(numberOf(el, ctx), avt(attr(el, 'format') ?? '1', ctx, n)));
        return;
      }
      case 'message': {
        const text = contentText(n, ctx);
        if (attr(el, 'terminate') === 'yes') fail(n, `xsl:message terminated the transformation: ${text}`);
        messages.push(text);
        return;
      }
      case 'fallback':
        return;
      case 'sort':
      case 'param':
      case 'with-param':
        fail(n, `xsl:${local} is not allowed here.`);
        break;
      default:
        fail(n, `xsl:${local} is not an XSLT 1.0 instruction.`);
    }
  }

  // The text of an instruction's content (xsl:attribute, xsl:comment, xsl:message): its result's string value.
  function contentText(n: DomNode, ctx: Ctx): string {
    const holder = R.element(null, 'holder') as unknown as DomNode;
    sequence(childrenOf(n), { ...ctx, out: holder });
    return holder.textContent ?? '';
  }

  function numberOf(el: XElement, ctx: Ctx): number[] {
    const n = el as unknown as DomNode;
    const value = attr(el, 'value');
    if (value !== null) {
      const v = evaluate(value, ctx, n).numberValue();
      return [Number.isFinite(v) ? Math.round(v) : 0];
    }
    const level = attr(el, 'level') ?? 'single';
    const count = attr(el, 'count');
    const from = attr(el, 'from');
    const self = ctx.node;
    const counted = (k: DomNode) =>
      count !== null
        ? matches(k, count, n)
        : k.nodeType === self.nodeType &&
          k.nodeName === self.nodeName &&
          (k as unknown as XElement).namespaceURI === (self as unknown as XElement).namespaceURI;
    const isFrom = (k: DomNode) => from !== null && matches(k, from, n);
    const position = (k: DomNode) => {
      let i = 1;
      for (let s = k.previousSibling as DomNode | null; s; s = s.previousSibling as DomNode | null) if (counted(s)) i++;
      return i;
    };
    const ancestors: DomNode[] = [];
    for (let k: DomNode | null = self; k && k.nodeType !== NodeType.DOCUMENT; k = parentOf(k)) {
      if (isFrom(k)) break;
      ancestors.push(k);
    }
    if (level === 'single') {
      const k = ancestors.find(counted);
      return k ? [position(k)] : [];
    }
    if (level === 'multiple') return ancestors.filter(counted).reverse().map(position);
    if (level === 'any') {
      let total = 0;
      const walk = (k: DomNode): boolean => {
        if (counted(k)) total++;
        if (k === self) return true;
        for (const c of childrenOf(k)) if (walk(c)) return true;
        return false;
      };
      walk(source as unknown as DomNode);
      return total > 0 ? [total] : [];
    }
    return fail(n, `level="${level}" is not single, multiple or any.`);
  }

  function literal(n: DomNode, ctx: Ctx) {
    const el = n as unknown as XElement;
    const out = R.element(el.namespaceURI, el.nodeName) as unknown as DomNode;
    const outEl = out as unknown as XElement;
    // Namespace nodes of the stylesheet element (§7.1.1), but not the XSLT one nor excluded ones.
    const excludedHere = new Set(excluded);
    for (const prefix of (el.getAttributeNS(XSL_NS, 'exclude-result-prefixes') ?? '').split(/\s+/).filter(Boolean)) {
      const uri = el.lookupNamespaceURI(prefix === '#default' ? null : prefix);
      if (uri) excludedHere.add(uri);
    }
    for (let anc: DomNode | null = n; anc && anc.nodeType === NodeType.ELEMENT; anc = anc.parentNode as DomNode | null)
      for (const a of Array.from((anc as unknown as XElement).attributes as unknown as ArrayLike<{ name: string; value: string }>))
        if ((a.name === 'xmlns' || a.name.startsWith('xmlns:')) && !excludedHere.has(a.value) && !outEl.hasAttribute(a.name))
          outEl.setAttribute(a.name, a.value);
    for (const a of Array.from(el.attributes as unknown as ArrayLike<{ name: string; value: string; namespaceURI: string | null }>)) {
      if (a.name === 'xmlns' || a.name.startsWith('xmlns:') || a.namespaceURI === XSL_NS) continue;
      const value = avt(a.value, ctx, n);
      if (a.namespaceURI) outEl.setAttributeNS(a.namespaceURI, a.name, value);
      else outEl.setAttribute(a.name, value);
    }
    append(ctx, out);
    sequence(childrenOf(n), { ...ctx, out });
  }

  // --- run -------------------------------------------------------------------------------------
  const docNode = source as unknown as DomNode;
  const start: Ctx = {
    node: docNode,
    position: 1,
    size: 1,
    current: docNode,
    mode: '',
    vars: new Map(),
    out: fragment,
    template: null,
    depth: 0,
  };
  for (const g of globals) {
    const value = g.isParam && g.name in params ? new X.XString(params[g.name]) : variableValue(g.el, { ...start, vars: new Map() });
    globalVars = new Map(globalVars);
    globalVars.set(g.name, value);
  }
  applyTemplates([docNode], '', start, new Map(), root as unknown as DomNode);
  return { result: fragment, output, messages };
}

// Whitespace-only text in the stylesheet is stripped, except in xsl:text (§3.4).
function stripStylesheetWhitespace(n: DomNode) {
  for (const c of Array.from(n.childNodes as unknown as ArrayLike<DomNode>)) {
    if (c.nodeType === NodeType.TEXT && isBlank(c.nodeValue ?? '') && !isXsl(n, 'text')) {
      let preserve = false;
      for (let a: DomNode | null = n; a && a.nodeType === NodeType.ELEMENT; a = a.parentNode as DomNode | null) {
        const space = (a as unknown as XElement).getAttribute('xml:space');
        if (space) {
          preserve = space === 'preserve';
          break;
        }
      }
      if (!preserve) n.removeChild(c as never);
    } else if (c.nodeType === NodeType.ELEMENT) stripStylesheetWhitespace(c);
  }
}
/* eslint-enable @typescript-eslint/no-explicit-any */
