import { jsonpath } from 'json-p3';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState } from '@handy-tools/ui/testing';
import { memoEntryCount, memoProblems, searchMemo } from '../shared/memo/memo.js';
import { RFC9535_BOOKSTORE as doc } from './jsonpath-memo.fixtures.js';
import { jsonpathMemo } from './jsonpath-memo.js';
import { jsonpathMemoTool } from './meta.js';
import { jsonpathMemoState } from './state.js';

// Queries run with json-p3 (an RFC 9535 implementation) on the document of RFC 9535 §1.5; the
// expected results of the queries RFC 9535 Table 2 lists follow that table.
const books = doc.store.book;
const titles = books.map((b) => b.title);
const EXPECTED: Record<string, unknown[]> = {
  $: [doc],
  '$.store.bicycle.color': ['red'],
  "$['store']['bicycle']['color']": ['red'],
  '$.store.*': [books, doc.store.bicycle], // Table 2: all things in the store
  '$..author': books.map((b) => b.author), // Table 2: all authors
  '$.store..price': [399, 8.95, 12.99, 8.99, 22.99], // Table 2: the prices of everything
  '$..*': '<all values>' as never,
  '$.store.book[0].title': ['Sayings of the Century'],
  '$.store.book[-1].title': ['The Lord of the Rings'], // Table 2: the last book in order
  '$.store.book[0,2].title': [titles[0], titles[2]],
  '$.store.book[1:3].title': [titles[1], titles[2]],
  '$.store.book[:2].title': [titles[0], titles[1]], // Table 2: the first two books
  '$.store.book[-2:].title': [titles[2], titles[3]],
  '$.store.book[::2].title': [titles[0], titles[2]],
  '$.store.book[::-1].title': [...titles].reverse(),
  '$.store.book[*].author': books.map((b) => b.author), // Table 2: the authors of all books in the store
  '$.store.book[9]': [],
  '$..book[?@.isbn]': [books[2], books[3]], // Table 2: all books with an ISBN number
  '$..book[?!@.isbn]': [books[0], books[1]],
  '$..book[?@.price < 10].title': [titles[0], titles[2]], // Table 2: all books cheaper than 10
  "$..book[?@.category == 'fiction' && @.price < 20].title": [titles[1], titles[2]],
  '$..book[?@.price > $.store.book[0].price].title': [titles[1], titles[2], titles[3]],
  '$.store[?@.color]': [doc.store.bicycle],
  '$..book[?length(@.title) > 15].title': ['Sayings of the Century', 'The Lord of the Rings'],
  '$.store[?count(@.*) > 2]': [books],
  "$..book[?match(@.isbn, '0-553-.*')].title": ['Moby Dick'],
  "$..book[?search(@.title, 'of')].title": ['Sayings of the Century', 'Sword of Honour', 'The Lord of the Rings'],
  "$..book[?value(@..category) == 'reference'].title": ['Sayings of the Century'],
};

/** Every value of a JSON document below the root, as `$..*` selects them (any order). */
function allValues(value: unknown): unknown[] {
  if (value === null || typeof value !== 'object') return [];
  const children = Array.isArray(value) ? value : Object.values(value);
  return children.flatMap((child) => [child, ...allValues(child)]);
}

describe('jsonpathMemo', () => {
  const entries = jsonpathMemo.sections.flatMap((s) => s.entries);

  it('is sound: every entry has a snippet and a description, no duplicates', () => {
    expect(memoProblems(jsonpathMemo)).toEqual([]);
    expect(memoEntryCount(jsonpathMemo)).toBeGreaterThanOrEqual(25);
  });

  it('has an expected result for every query', () => {
    expect(entries.map((e) => e.code).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.entries(EXPECTED))('%s selects what RFC 9535 says', (query, expected) => {
    const values = jsonpath.query(query, doc).values();
    if (query === '$..*') {
      const all = allValues(doc);
      expect(values).toHaveLength(all.length);
      for (const v of all) expect(values).toContainEqual(v);
    } else if (query === '$.store..price') {
      // Descendants of an object come in no fixed order (RFC 9535 §2.5.2.2): compare as sets.
      expect([...(values as number[])].sort()).toEqual([...(expected as number[])].sort());
    } else {
      expect(values).toEqual(expected);
    }
  });

  it('has examples that are valid states, each finding entries', () => {
    expectExamplesMatchState(jsonpathMemoTool, jsonpathMemoState);
    for (const { label, state } of jsonpathMemoTool.examples ?? []) {
      expect(searchMemo(jsonpathMemo, (state as { search: string }).search).count, label).toBeGreaterThan(0);
    }
  });
});
