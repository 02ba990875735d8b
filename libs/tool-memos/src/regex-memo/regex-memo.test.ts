import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { englishText, memoEntryCount, memoProblems, searchMemo } from '../shared/memo/memo.js';
import { regexEntryProblems, regexParts } from '../shared/memo/regex-entry.js';
import { regexMemoTool } from './meta.js';
import { regexMemo } from './regex-memo.js';
import { regexMemoState } from './state.js';

// Syntax and semantics: ECMAScript 2025 (ECMA-262 §22.2, RegExp objects), run with Node's RegExp (V8).
const entries = regexMemo.sections.flatMap((s) => s.entries);

describe('regexMemo', () => {
  it('is sound: every entry has a snippet and a description, no duplicates', () => {
    expect(memoProblems(regexMemo)).toEqual([]);
    expect(memoEntryCount(regexMemo)).toBeGreaterThanOrEqual(35);
  });

  it.each(entries.map((e) => [e.code, e] as const))('%s: compiles, and its positive and negative examples hold', (_, entry) => {
    expect(regexEntryProblems(entry)).toEqual([]);
  });

  it('states the flags of the flags section in the snippet itself', () => {
    const flags = regexMemo.sections.find((s) => s.id === 'flags')!.entries.map((e) => regexParts(e).flags);
    expect(flags).toEqual(['i', 'g', 'm', 's', 'y', 'd']);
  });

  it('keeps backslashes of the syntax in the descriptions (\\D, \\W, \\S)', () => {
    const text = entries.map((e) => englishText(e.description)).join('\n');
    expect(text).toContain('`\\D`');
    expect(text).toContain('`\\W`');
    expect(text).not.toContain('\\\\');
  });

  it('has examples that are valid states, each finding entries', () => {
    expectExamplesMatchState(regexMemoTool, regexMemoState);
    for (const { label, state } of regexMemoTool.examples ?? []) {
      expect(searchMemo(regexMemo, (state as { search: string }).search).count, label).toBeGreaterThan(0);
    }
  });
});

describe('regexEntryProblems', () => {
  it('reports a pattern that does not compile, a wrong match and examples that do not hold', () => {
    const description = { id: 'x', message: 'x' };
    expect(regexEntryProblems({ code: '(', description, matches: ['('], rejects: [''] })[0]).toMatch(/does not compile/);
    expect(regexEntryProblems({ code: r('\\d+'), description, finds: [['a12', '1']], rejects: ['a'] })[0]).toMatch(
      /found "12", expected "1"/,
    );
    expect(regexEntryProblems({ code: '/a/i', description, matches: ['b'], rejects: ['A'] })).toEqual([
      '"/a/i" should accept "b"',
      '"/a/i" should reject "A"',
    ]);
    expect(regexEntryProblems({ code: 'a', description })).toEqual(['"a": no positive example', '"a": no negative example']);
  });

  it('never throws', () => {
    fuzzToolFunction((code: string) => regexEntryProblems({ code, description: { id: 'x' }, matches: [code], rejects: [''] }));
  });
});

function r(s: string): string {
  return s;
}
