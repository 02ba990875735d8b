import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { listComparerTool } from './meta.js';
import { listComparerState } from './state.js';
import { compareLists } from './list-comparer.js';

describe('compareLists', () => {
  it('computes A − B, B − A, A ∩ B and A ∪ B', () => {
    expect(compareLists('apple\nbanana\ncherry\ndate', 'banana\ndate\nfig\ngrape')).toMatchObject({
      onlyInA: ['apple', 'cherry'],
      onlyInB: ['fig', 'grape'],
      inBoth: ['banana', 'date'],
      union: ['apple', 'banana', 'cherry', 'date', 'fig', 'grape'],
      itemsA: 4,
      itemsB: 4,
    });
  });

  it('ignores case and white space on request; compares after NFC normalisation', () => {
    expect(compareLists('Red\n blue ', 'red\nblue').inBoth).toEqual(['blue']);
    expect(compareLists('Red\n blue ', 'red\nblue', { ignoreCase: true }).inBoth).toEqual(['Red', 'blue']);
    expect(compareLists(' a', 'a', { trim: false }).inBoth).toEqual([]);
    expect(compareLists('caf\u00e9', 'cafe\u0301').inBoth).toEqual(['caf\u00e9']);
  });

  it('treats lists as multisets when duplicates are kept (multiset difference, intersection = min, union = max)', () => {
    const r = compareLists('a\na\na\nb', 'a\nb\nb\nc', { keepDuplicates: true });
    expect(r.onlyInA).toEqual(['a', 'a']);
    expect(r.onlyInB).toEqual(['b', 'c']);
    expect(r.inBoth).toEqual(['a', 'b']);
    expect(r.union).toEqual(['a', 'a', 'a', 'b', 'b', 'c']);
    const s = compareLists('a\na\nb', 'a');
    expect(s).toMatchObject({ onlyInA: ['b'], inBoth: ['a'], union: ['a', 'b'] });
  });

  it('splits by a separator', () => {
    expect(compareLists('a, b', 'b;c', { separator: 'comma' }).onlyInB).toEqual(['b;c']);
    expect(compareLists('a|b', 'b', { separator: 'custom', custom: '|' }).onlyInA).toEqual(['a']);
    expect(() => compareLists('a', 'b', { separator: 'custom', custom: '' })).toThrow(ToolInputError);
  });

  it('set laws: |A ∪ B| = |A − B| + |B − A| + |A ∩ B|; swapping A and B swaps the differences', () => {
    const list = fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { maxLength: 12 }).map((xs) => xs.join('\n'));
    fc.assert(
      fc.property(list, list, fc.boolean(), (a, b, keepDuplicates) => {
        const r = compareLists(a, b, { keepDuplicates });
        const swapped = compareLists(b, a, { keepDuplicates });
        return (
          r.union.length === r.onlyInA.length + r.onlyInB.length + r.inBoth.length &&
          JSON.stringify([...r.onlyInA].sort()) === JSON.stringify([...swapped.onlyInB].sort())
        );
      }),
    );
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(listComparerTool, listComparerState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => compareLists(s, s.slice(1), { ignoreCase: true, keepDuplicates: true }));
    fuzzToolFunction((s: string) => compareLists(s, 'x', { separator: 'custom', custom: s }));
  });
});
