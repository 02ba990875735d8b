// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { xpathMemo } from './xpath-memo.js';
import { XPATH_EXPECTED as EXPECTED, XPATH_SAMPLE as SAMPLE } from './xpath-memo.fixtures.js';

/**
 * Where jsdom's XPath engine departs from XPath 1.0 (checked against Chromium in the e2e spec,
 * which evaluates every expression): a predicate on a parenthesised `//` path, and `name()`.
 */
const JSDOM_DEVIATIONS = new Set(['(//author)[2]', 'name(/*)']);

// XPath 1.0 (https://www.w3.org/TR/xpath-10/), evaluated with jsdom's document.evaluate on the
// sample document the memo describes; every expression also runs in Chromium (e2e).
function describeNode(node: Node): string {
  if (node.nodeType === node.ATTRIBUTE_NODE) return `@${node.nodeName}=${node.nodeValue ?? ''}`;
  if (node.nodeType === node.TEXT_NODE) return JSON.stringify(node.nodeValue);
  if (node.nodeType === node.COMMENT_NODE) return 'comment';
  const el = node as Element;
  return el.id ? `#${el.id}` : `${el.nodeName}:${(el.textContent ?? '').replace(/\s+/g, '')}`;
}

/** Evaluates as the type of the expected result (XPathResult NUMBER, STRING, BOOLEAN or ORDERED_NODE_SNAPSHOT). */
function evaluate(doc: Document, expression: string, like: unknown): string[] | number | string | boolean {
  if (typeof like === 'number') return doc.evaluate(expression, doc, null, 1, null).numberValue;
  if (typeof like === 'string') return doc.evaluate(expression, doc, null, 2, null).stringValue;
  if (typeof like === 'boolean') return doc.evaluate(expression, doc, null, 3, null).booleanValue;
  const result = doc.evaluate(expression, doc, null, 7, null);
  return Array.from({ length: result.snapshotLength }, (_, i) => describeNode(result.snapshotItem(i)!));
}

describe('xpathMemo on the sample library', () => {
  const doc = new DOMParser().parseFromString(SAMPLE, 'application/xml');
  const entries = xpathMemo.sections.flatMap((s) => s.entries);

  it('has an expectation for every expression', () => {
    expect(entries.map((e) => e.code).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.entries(EXPECTED).filter(([e]) => !JSDOM_DEVIATIONS.has(e)))('%s → %j', (expression, expected) => {
    const expectedText = Array.isArray(expected)
      ? expected.map((s) => (s.includes(':') && !s.startsWith('"') ? s.replace(/\s+/g, '') : s))
      : expected;
    expect(evaluate(doc, expression, expected)).toEqual(expectedText);
  });
});
