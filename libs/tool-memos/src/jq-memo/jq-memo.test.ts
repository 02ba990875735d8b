import { raw } from 'jq-wasm';
import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState } from '@handy-tools/ui/testing';
import { memoEntryCount, memoProblems, searchMemo } from '../shared/memo/memo.js';
import { JQ_EXPECTED, JQ_SAMPLE } from './jq-memo.fixtures.js';
import { jqMemo } from './jq-memo.js';
import { jqMemoTool } from './meta.js';
import { jqMemoState } from './state.js';

// Every filter runs in jq 1.7 (jq-wasm: jq compiled to WebAssembly) on JQ_SAMPLE; the expected
// outputs follow the jq 1.7 manual (https://jqlang.org/manual/v1.7/).

/** Splits a shell command line on spaces, keeping single-quoted words whole (what the memo's commands use). */
function shellWords(line: string): string[] {
  return [...line.matchAll(/'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2]!);
}

/** Runs an entry: a bare filter on the sample with `-c`, or a `jq …` command with its options and files. */
async function run(code: string): Promise<string[]> {
  let flags = ['-c'];
  let filter = code;
  let inputs = 1;
  if (code.startsWith('jq ')) {
    const words = shellWords(code).slice(1);
    flags = [];
    let i = 0;
    for (; words[i]!.startsWith('-'); i++) {
      flags.push(words[i]!);
      if (words[i] === '--arg' || words[i] === '--argjson') flags.push(words[++i]!, words[++i]!);
    }
    filter = words[i]!;
    inputs = words.length - i - 1;
    if (!flags.includes('-r')) flags.push('-c');
  }
  const input = Array.from({ length: Math.max(inputs, 1) }, () => JSON.stringify(JQ_SAMPLE)).join('\n');
  const out = await raw(input, filter, flags);
  return out === '' ? [] : out.replace(/\n$/, '').split('\n');
}

describe('jqMemo', () => {
  const entries = jqMemo.sections.flatMap((s) => s.entries);

  it('is sound: every entry has a snippet and a description, no duplicates', () => {
    expect(memoProblems(jqMemo)).toEqual([]);
    expect(memoEntryCount(jqMemo)).toBeGreaterThanOrEqual(45);
  });

  it('has an expected output for every entry', () => {
    expect(entries.map((e) => e.code).sort()).toEqual(Object.keys(JQ_EXPECTED).sort());
  });

  it.each(Object.entries(JQ_EXPECTED))('%s outputs %j in jq 1.7', async (code, expected) => {
    expect(await run(code)).toEqual(expected);
  });

  it('has examples that are valid states, each finding entries', () => {
    expectExamplesMatchState(jqMemoTool, jqMemoState);
    for (const { label, state } of jqMemoTool.examples ?? []) {
      expect(searchMemo(jqMemo, (state as { search: string }).search).count, label).toBeGreaterThan(0);
    }
  });
});
