import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState } from '@handy-tools/ui/testing';
import { memoEntryCount, memoProblems, searchMemo } from '../shared/memo/memo.js';
import { xpathMemoTool } from './meta.js';
import { xpathMemoState } from './state.js';
import { xpathMemo } from './xpath-memo.js';

// Each expression is evaluated on the sample document in xpath-memo.dom.test.ts.
describe('xpathMemo', () => {
  it('is sound: every entry has a snippet and a description, no duplicates', () => {
    expect(memoProblems(xpathMemo)).toEqual([]);
    expect(memoEntryCount(xpathMemo)).toBeGreaterThanOrEqual(40);
  });

  it('has examples that are valid states, each finding entries', () => {
    expectExamplesMatchState(xpathMemoTool, xpathMemoState);
    for (const { label, state } of xpathMemoTool.examples ?? []) {
      expect(searchMemo(xpathMemo, (state as { search: string }).search).count, label).toBeGreaterThan(0);
    }
  });
});
