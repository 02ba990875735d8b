import { expect } from '../fixtures';
import { memoTest } from '../support/memo';
import { XPATH_EXPECTED, XPATH_SAMPLE } from '../../libs/tool-memos/src/xpath-memo/xpath-memo.fixtures';

// XPath 1.0 (https://www.w3.org/TR/xpath-10/).
memoTest({
  route: 'xpath-memo',
  label: 'Search XPath expressions',
  first: 'Paths',
  sections: 5,
  query: 'sibling',
  count: 'Entries: 2',
  headings: ['Axes'],
  firstLine: '//book[2]/following-sibling::book',
  snippet: '//book[2]/following-sibling::book',
  texts: ['following-sibling:: later siblings.'],
  more: async (_entry, page) => {
    // Every expression of the memo, evaluated by Chromium's document.evaluate on the memo's sample.
    const results = await page.evaluate(
      ({ sample, expected }) => {
        const doc = new DOMParser().parseFromString(sample, 'application/xml');
        const show = (node: Node): string => {
          if (node.nodeType === Node.ATTRIBUTE_NODE) return `@${node.nodeName}=${node.nodeValue ?? ''}`;
          if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.nodeValue);
          if (node.nodeType === Node.COMMENT_NODE) return 'comment';
          const el = node as Element;
          return el.id ? `#${el.id}` : `${el.nodeName}:${(el.textContent ?? '').replace(/\s+/g, '')}`;
        };
        return Object.entries(expected).map(([xpath, like]) => {
          if (typeof like === 'number') return [xpath, doc.evaluate(xpath, doc, null, 1, null).numberValue];
          if (typeof like === 'string') return [xpath, doc.evaluate(xpath, doc, null, 2, null).stringValue];
          if (typeof like === 'boolean') return [xpath, doc.evaluate(xpath, doc, null, 3, null).booleanValue];
          const r = doc.evaluate(xpath, doc, null, 7, null);
          return [xpath, Array.from({ length: r.snapshotLength }, (_, i) => show(r.snapshotItem(i)!))];
        });
      },
      { sample: XPATH_SAMPLE, expected: XPATH_EXPECTED },
    );
    const normalise = (v: unknown) =>
      Array.isArray(v) ? v.map((s: string) => (s.includes(':') && !s.startsWith('"') ? s.replace(/\s+/g, '') : s)) : v;
    expect(Object.fromEntries(results)).toEqual(Object.fromEntries(Object.entries(XPATH_EXPECTED).map(([k, v]) => [k, normalise(v)])));
  },
});
