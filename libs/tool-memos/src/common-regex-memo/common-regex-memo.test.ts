import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState } from '@handy-tools/ui/testing';
import { memoEntryCount, memoProblems, searchMemo } from '../shared/memo/memo.js';
import { regexEntryProblems, regexParts } from '../shared/memo/regex-entry.js';
import { commonRegexMemo } from './common-regex-memo.js';
import { commonRegexMemoTool } from './meta.js';
import { commonRegexMemoState } from './state.js';

// Patterns run with JavaScript's RegExp (ECMAScript 2025). Sample values: RFC 9562 §5.1/§5.7 (UUIDs),
// RFC 4291 §2.2 (IPv6 text form), RFC 3339 §5.8 (timestamps), semver.org 2.0.0 (versions).
const entries = commonRegexMemo.sections.flatMap((s) => s.entries);

describe('commonRegexMemo', () => {
  it('is sound: every entry has a snippet and a description, no duplicates', () => {
    expect(memoProblems(commonRegexMemo)).toEqual([]);
    expect(memoEntryCount(commonRegexMemo)).toBeGreaterThanOrEqual(35);
  });

  it.each(entries.map((e) => [e.code, e] as const))('%s: compiles, and accepts and rejects its examples', (_, entry) => {
    expect(regexEntryProblems(entry)).toEqual([]);
  });

  it('accepts the published sample values', () => {
    const accepts = (code: string, text: string) => {
      const entry = entries.find((e) => e.code === code)!;
      const { source, flags } = regexParts(entry);
      return new RegExp(source, flags).test(text);
    };
    const uuid = entries.find((e) => englishText(e).includes('UUID'))!.code;
    expect(accepts(uuid, 'f81d4fae-7dec-11d0-a765-00a0c91e6bf6')).toBe(true); // RFC 9562 §4 example (v1)
    expect(accepts(uuid, '017f22e2-79b0-7cc3-98c4-dc0c0c07398f')).toBe(true); // RFC 9562 Appendix A.6 (v7)
    const stamp = entries.find((e) => englishText(e).includes('RFC 3339'))!.code;
    for (const s of ['1985-04-12T23:20:50.52Z', '1996-12-19T16:39:57-08:00', '1990-12-31T23:59:60Z'])
      expect(accepts(stamp, s), s).toBe(true); // RFC 3339 §5.8
    const semver = entries.find((e) => englishText(e).includes('Semantic version'))!.code;
    for (const v of ['1.0.0-alpha', '1.0.0-0.3.7', '1.0.0-x.7.z.92', '1.0.0+20130313144700', '1.0.0-beta+exp.sha.5114f85'])
      expect(accepts(semver, v), v).toBe(true); // semver.org §9–10
  });

  it('has examples that are valid states, each finding entries', () => {
    expectExamplesMatchState(commonRegexMemoTool, commonRegexMemoState);
    for (const { label, state } of commonRegexMemoTool.examples ?? []) {
      expect(searchMemo(commonRegexMemo, (state as { search: string }).search).count, label).toBeGreaterThan(0);
    }
  });
});

function englishText(entry: { description: { message?: string; id: string } }): string {
  return entry.description.message ?? entry.description.id;
}
