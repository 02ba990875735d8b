import { ToolInputError } from '@handy-tools/ui/kit';
import * as xpathModule from 'xpath';
import type { XNode } from './serialize.js';
import { NodeType } from './xml.js';

/** A raw XPath 1.0 value from the `xpath` package: a node-set, number, string or boolean. */
export interface XPathRawValue {
  nodes?: XNode[];
  toUnsortedArray?: () => XNode[];
  num?: number;
  str?: string;
  b?: boolean;
}

interface ParsedXPath {
  evaluate(context: {
    node: unknown;
    namespaces?: Record<string, string>;
    variables?: Record<string, unknown>;
  }): XPathRawValue & { toArray?: () => XNode[] };
}

// `parse` is exported by the package but not declared in its types.
const xpathParse = (xpathModule as unknown as { parse: (expression: string) => ParsedXPath }).parse;

/**
 * Finds where an XPath expression is malformed, for the message: an unclosed or stray bracket or
 * parenthesis, an unterminated string literal, or an operator at the end.
 *
 * @param expression - the XPath text.
 * @returns a 0-based offset and a short explanation, or null when none of these is found.
 */
export function locateXPathSyntaxError(expression: string): { position: number; problem: string } | null {
  const stack: { char: string; position: number }[] = [];
  for (let i = 0; i < expression.length; i++) {
    const c = expression[i];
    if (c === '"' || c === "'") {
      const end = expression.indexOf(c, i + 1);
      if (end < 0) return { position: i, problem: `the string started here has no closing ${c}` };
      i = end;
    } else if (c === '(' || c === '[') stack.push({ char: c, position: i });
    else if (c === ')' || c === ']') {
      const open = stack.pop();
      if (!open || (open.char === '(') !== (c === ')')) return { position: i, problem: `unexpected "${c}"` };
    }
  }
  const open = stack.pop();
  if (open) return { position: open.position, problem: `"${open.char}" is not closed` };
  const trailing = /(?:[/|+=<>,@-]|!=|\b(?:and|or|div|mod))\s*$/.exec(expression);
  if (trailing) return { position: trailing.index, problem: 'the expression ends with an operator' };
  return null;
}

/**
 * Compiles and evaluates an XPath 1.0 expression with the `xpath` package.
 *
 * @param expression - the XPath 1.0 expression.
 * @param node - the context node (an xmldom Document or node).
 * @param namespaces - prefix → namespace URI, for the prefixes the expression uses.
 * @returns the raw value (node-set, number, string or boolean).
 * @throws ToolInputError for an empty or malformed expression (with the 1-based column when found),
 *   an unknown prefix, function or variable.
 * @see https://www.w3.org/TR/1999/REC-xpath-19991116/
 */
export function evaluateXPathRaw(expression: string, node: unknown, namespaces: Record<string, string>): XPathRawValue {
  if (expression.trim() === '') throw new ToolInputError('XPath: enter an expression.');
  let compiled: ParsedXPath;
  try {
    compiled = xpathParse(expression);
  } catch (e) {
    const where = locateXPathSyntaxError(expression);
    if (where)
      throw new ToolInputError(`XPath, column ${where.position + 1}: ${where.problem}.`, {
        column: where.position + 1,
        position: where.position,
        cause: e,
      });
    throw new ToolInputError(`XPath: syntax error (${e instanceof Error ? e.message : String(e)}).`, { cause: e });
  }
  try {
    return compiled.evaluate({ node, namespaces });
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    const prefix = /^Cannot resolve QName (.*)$/.exec(message);
    if (prefix) throw new ToolInputError(`XPath: the prefix "${prefix[1]}" is not declared: add it to the namespaces.`, { cause: e });
    throw new ToolInputError(`XPath: ${message}.`, { cause: e });
  }
}

/** Nodes of a node-set in document order. */
export function nodesOf(value: XPathRawValue): XNode[] | null {
  if (value.nodes === undefined) return null;
  const v = value as { toArray?: () => XNode[] };
  return typeof v.toArray === 'function' ? v.toArray() : value.nodes;
}

/** Whether a raw value is a node-set. */
export const isNodeSet = (value: XPathRawValue) => value.nodes !== undefined;

/**
 * Collects the namespace declarations of a document (`xmlns:p="…"` on any element, first one per
 * prefix wins; the default namespace `xmlns="…"` under `defaultPrefix`, since XPath 1.0 has no
 * default namespace for names in expressions).
 *
 * @param root - the document element.
 * @param defaultPrefix - the prefix given to the default namespace (if not taken).
 * @returns prefix → URI.
 */
export function documentNamespaces(root: XNode | null, defaultPrefix = 'd'): Record<string, string> {
  const map: Record<string, string> = {};
  let defaultUri: string | null = null;
  const walk = (n: XNode) => {
    if (n.nodeType !== NodeType.ELEMENT) return;
    const attrs = n.attributes;
    if (attrs)
      for (const { name, value } of Array.from(attrs)) {
        if (name.startsWith('xmlns:') && !(name.slice(6) in map)) map[name.slice(6)] = value;
        else if (name === 'xmlns' && defaultUri === null && value !== '') defaultUri = value;
      }
    for (const child of Array.from(n.childNodes)) walk(child);
  };
  if (root) walk(root);
  if (defaultUri !== null && !(defaultPrefix in map)) map[defaultPrefix] = defaultUri;
  return map;
}
