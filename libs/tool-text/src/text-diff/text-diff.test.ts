import fc from 'fast-check';
import { applyPatch } from 'diff';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { textDiffTool } from './meta.js';
import { textDiffState } from './state.js';
import { diffTexts, unifiedDiff } from './text-diff.js';

const side = (parts: ReturnType<typeof diffTexts>['parts'], skip: 'added' | 'removed') =>
  parts
    .filter((p) => p.kind !== skip)
    .map((p) => p.value)
    .join('');

describe('diffTexts', () => {
  it('finds the edit script of Myers (1986), fig. 1: ABCABBA → CBABAC has 5 edits (D = 5)', () => {
    const d = diffTexts('ABCABBA', 'CBABAC', { granularity: 'characters' });
    expect(d.added + d.removed).toBe(5);
    expect(d.unchanged).toBe(4); // LCS length 4 ("CABA" / "BABA")
  });

  it('counts lines added and removed', () => {
    const d = diffTexts('one\ntwo\nthree\n', 'one\n2\nthree\nfour\n');
    expect(d).toMatchObject({ added: 2, removed: 1, unchanged: 2, cut: false });
    expect(d.parts.map((p) => p.kind)).toEqual(['same', 'removed', 'added', 'same', 'added']);
  });

  it('compares words and characters; never splits a grapheme cluster', () => {
    const w = diffTexts('the quick brown fox', 'the slow brown fox', { granularity: 'words' });
    expect(w.removed).toBe(1);
    expect(w.added).toBe(1);
    expect(w.parts.find((p) => p.kind === 'removed')?.value).toBe('quick');
    // Two family emoji differing in their last code point: one cluster removed, one added, never a part of one.
    const c = diffTexts('👨‍👩‍👧 é', '👨‍👩‍👦 é', { granularity: 'characters' });
    expect(c).toMatchObject({ removed: 1, added: 1, unchanged: 2 });
    expect(c.parts.filter((p) => p.kind !== 'same').map((p) => p.value)).toEqual(['👨‍👩‍👧', '👨‍👩‍👦']);
  });

  it('ignores case and white space on request', () => {
    expect(diffTexts('Hello\n', 'hello\n', { ignoreCase: true }).added).toBe(0);
    expect(diffTexts('  a\n', 'a  \n', { ignoreWhitespace: true }).added).toBe(0);
    expect(diffTexts('a b', 'a\tb', { granularity: 'characters', ignoreWhitespace: true }).added).toBe(0);
    expect(diffTexts('a  b', 'a b', { granularity: 'words', ignoreWhitespace: true }).added).toBe(0);
  });

  it('gives up within its limit on a pathological pair and says so', () => {
    const a = 'ab'.repeat(20_000);
    const b = 'ba'.repeat(20_000).split('').reverse().join('x');
    const d = diffTexts(a, b, { granularity: 'characters', maxEditLength: 100 });
    expect(d.cut).toBe(true);
    expect(side(d.parts, 'added')).toBe(a);
    expect(side(d.parts, 'removed')).toBe(b);
    expect(() => diffTexts('a', 'b', { timeoutMs: 0 })).toThrow(ToolInputError);
  });

  it('round-trips: the kept and removed parts give the first text, kept and added the second', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.constantFrom('lines', 'words', 'characters' as const), (a, b, granularity) => {
        const d = diffTexts(a, b, { granularity });
        return side(d.parts, 'added') === a && side(d.parts, 'removed') === b;
      }),
    );
  });
});

describe('unifiedDiff', () => {
  it('writes the unified format of diff -u (POSIX) and applies back', () => {
    const patch = unifiedDiff('a\nb\nc\n', 'a\nB\nc\n', { oldName: 'old.txt', newName: 'new.txt' });
    expect(patch).toBe('===================================================================\n--- old.txt\n+++ new.txt\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n');
  });

  it('round-trips through applyPatch', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const patch = unifiedDiff(a, b);
        return patch !== null && applyPatch(a, patch) === b;
      }),
      { numRuns: 100 },
    );
  });

  it('rejects a bad context and a file name with a line break', () => {
    expect(() => unifiedDiff('a', 'b', { context: -1 })).toThrow(ToolInputError);
    expect(() => unifiedDiff('a', 'b', { oldName: 'x\ny' })).toThrow(/File names/);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(textDiffTool, textDiffState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => diffTexts(s, s.slice(1), { granularity: 'characters' }));
    fuzzToolFunction((s: string) => diffTexts(s, 'x', { granularity: 'words' }));
    fuzzToolFunction((s: string) => unifiedDiff(s, 'x', { oldName: s }));
  });
});
