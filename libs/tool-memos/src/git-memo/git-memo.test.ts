import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState } from '@handy-tools/ui/testing';
import { memoEntryCount, memoProblems, searchMemo } from '../shared/memo/memo.js';
import { gitMemo } from './git-memo.js';
import { gitMemoTool } from './meta.js';
import { gitMemoState } from './state.js';

// Commands and options as documented in the Git reference manual (https://git-scm.com/docs).
describe('gitMemo', () => {
  it('is sound: every entry has a snippet and a description, no duplicates', () => {
    expect(memoProblems(gitMemo)).toEqual([]);
    expect(memoEntryCount(gitMemo)).toBeGreaterThanOrEqual(40);
  });

  it('holds only git commands', () => {
    for (const s of gitMemo.sections) for (const e of s.entries) expect(e.code, e.code).toMatch(/^git [a-z-]+/);
  });

  it('covers the everyday tasks', () => {
    const codes = gitMemo.sections.flatMap((s) => s.entries.map((e) => e.code));
    for (const c of [
      'git init',
      'git status',
      'git commit -m "Message"',
      'git switch -c feature',
      'git rebase -i HEAD~3',
      'git revert <commit>',
      'git stash pop',
      'git reflog',
    ]) {
      expect(codes).toContain(c);
    }
  });

  it('finds commands by task', () => {
    expect(searchMemo(gitMemo, 'undo last commit').sections.flatMap((s) => s.entries.map((e) => e.code))).toContain(
      'git reset --soft HEAD~1',
    );
    expect(searchMemo(gitMemo, 'amend').count).toBe(1);
  });

  it('has examples that are valid states, each finding entries', () => {
    expectExamplesMatchState(gitMemoTool, gitMemoState);
    for (const { label, state } of gitMemoTool.examples ?? []) {
      expect(searchMemo(gitMemo, (state as { search: string }).search).count, label).toBeGreaterThan(0);
    }
  });
});
