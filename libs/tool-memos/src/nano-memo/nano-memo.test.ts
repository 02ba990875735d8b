import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState } from '@handy-tools/ui/testing';
import { memoEntryCount, memoProblems, searchMemo } from '../shared/memo/memo.js';
import { nanoMemoTool } from './meta.js';
import { nanoMemo } from './nano-memo.js';
import { nanoMemoState } from './state.js';

// Keys, options and settings from the GNU nano manual (https://www.nano-editor.org/dist/latest/nano.html)
// and nanorc(5).
describe('nanoMemo', () => {
  const entries = nanoMemo.sections.flatMap((s) => s.entries);

  it('is sound: every entry has a snippet and a description, no duplicates', () => {
    expect(memoProblems(nanoMemo)).toEqual([]);
    expect(memoEntryCount(nanoMemo)).toBeGreaterThanOrEqual(45);
  });

  it('writes keys as Ctrl+key or Alt+key, commands with nano, settings as nanorc lines', () => {
    const keys = nanoMemo.sections.filter((s) => !['command-line', 'nanorc'].includes(s.id)).flatMap((s) => s.entries);
    for (const e of keys) expect(e.code).toMatch(/^(?:Ctrl|Alt)\+\S$/);
    for (const e of nanoMemo.sections.find((s) => s.id === 'command-line')!.entries) expect(e.code).toMatch(/^(?:sudo )?nano /);
    for (const e of nanoMemo.sections.find((s) => s.id === 'nanorc')!.entries)
      expect(e.code).toMatch(/^(?:(?:set \w+(?: \d+)?|include "[^"]+")\n?)+$/);
  });

  it('gives each key one meaning', () => {
    const keys = entries.map((e) => e.code).filter((c) => /^(?:Ctrl|Alt)\+/.test(c));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('finds keys by task', () => {
    expect(searchMemo(nanoMemo, 'undo').sections.flatMap((s) => s.entries.map((e) => e.code))).toEqual(['Alt+U']);
    expect(searchMemo(nanoMemo, 'save').count).toBeGreaterThanOrEqual(2);
  });

  it('has examples that are valid states, each finding entries', () => {
    expectExamplesMatchState(nanoMemoTool, nanoMemoState);
    for (const { label, state } of nanoMemoTool.examples ?? []) {
      expect(searchMemo(nanoMemo, (state as { search: string }).search).count, label).toBeGreaterThan(0);
    }
  });
});
