import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState } from '@handy-tools/ui/testing';
import { memoEntryCount, memoProblems, searchMemo } from '../shared/memo/memo.js';
import { markdownCheatsheet } from './markdown-cheatsheet.js';
import { markdownCheatsheetTool } from './meta.js';
import { markdownCheatsheetState } from './state.js';

// Each snippet's rendering is checked in markdown-cheatsheet.dom.test.ts.
describe('markdownCheatsheet', () => {
  it('is sound: every entry has a snippet and a description, no duplicates', () => {
    expect(memoProblems(markdownCheatsheet)).toEqual([]);
    expect(memoEntryCount(markdownCheatsheet)).toBeGreaterThanOrEqual(28);
  });

  it('has examples that are valid states, each finding entries', () => {
    expectExamplesMatchState(markdownCheatsheetTool, markdownCheatsheetState);
    for (const { label, state } of markdownCheatsheetTool.examples ?? []) {
      expect(searchMemo(markdownCheatsheet, (state as { search: string }).search).count, label).toBeGreaterThan(0);
    }
  });
});
