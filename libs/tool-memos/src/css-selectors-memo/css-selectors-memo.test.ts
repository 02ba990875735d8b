import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState } from '@handy-tools/ui/testing';
import { memoEntryCount, memoProblems, searchMemo } from '../shared/memo/memo.js';
import { cssSelectorsMemo } from './css-selectors-memo.js';
import { cssSelectorsMemoTool } from './meta.js';
import { cssSelectorsMemoState } from './state.js';

// Each selector is run on a sample document in css-selectors-memo.dom.test.ts.
describe('cssSelectorsMemo', () => {
  it('is sound: every entry has a snippet and a description, no duplicates', () => {
    expect(memoProblems(cssSelectorsMemo)).toEqual([]);
    expect(memoEntryCount(cssSelectorsMemo)).toBeGreaterThanOrEqual(40);
  });

  it('has examples that are valid states, each finding entries', () => {
    expectExamplesMatchState(cssSelectorsMemoTool, cssSelectorsMemoState);
    for (const { label, state } of cssSelectorsMemoTool.examples ?? []) {
      expect(searchMemo(cssSelectorsMemo, (state as { search: string }).search).count, label).toBeGreaterThan(0);
    }
    expect(searchMemo(cssSelectorsMemo, ':has').count).toBe(2);
  });
});
