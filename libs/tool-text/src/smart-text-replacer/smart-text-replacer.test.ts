import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { graphemes } from '../shared/graphemes.js';
import { smartTextReplacerTool } from './meta.js';
import { smartTextReplacerState } from './state.js';
import { replaceText, ruleRegExp, type ReplaceRule } from './smart-text-replacer.js';

const rule = (r: Partial<ReplaceRule>): ReplaceRule => ({ find: '', replace: '', regex: false, caseSensitive: false, wholeWord: false, ...r });

describe('replaceText', () => {
  it('applies rules in order and counts the replacements of each', () => {
    const r = replaceText('Lorem ipsum dolor sit amet DOLOR dolores', [rule({ find: 'dolor', replace: 'pain', wholeWord: true }), rule({ find: 'pain', replace: 'PAIN', caseSensitive: true })]);
    expect(r.text).toBe('Lorem ipsum PAIN sit amet PAIN dolores');
    expect(r.rules).toEqual([
      { count: 2, error: null },
      { count: 2, error: null },
    ]);
  });

  it('plain text is literal: $ and regex characters mean themselves', () => {
    expect(replaceText('a.b a+b', [rule({ find: 'a.b', replace: '$&$1' })]).text).toBe('$&$1 a+b');
  });

  it('expands $1, $<name>, $& and $$ as String.prototype.replace (ECMA-262 GetSubstitution)', () => {
    expect(replaceText('2026-11-28', [rule({ find: '(\\d{4})-(\\d{2})-(\\d{2})', replace: '$3/$2/$1', regex: true })]).text).toBe('28/11/2026');
    expect(replaceText('x=1', [rule({ find: '(?<k>\\w)=(?<v>\\d)', replace: '$<v>=$<k> [$&] $$', regex: true })]).text).toBe('1=x [x=1] $');
  });

  it('whole words are Unicode-aware (unlike \\b): "été" inside "étés" does not match', () => {
    expect(replaceText('été étés', [rule({ find: 'été', replace: 'X', wholeWord: true })]).text).toBe('X étés');
  });

  it('reports an invalid regular expression on its rule and still applies the others', () => {
    const r = replaceText('abc', [rule({ find: '(', regex: true }), rule({ find: 'b', replace: 'B' })]);
    expect(r.text).toBe('aBc');
    expect(r.rules[0]?.error).toMatch(/Invalid regular expression/);
    expect(r.rules[1]).toEqual({ count: 1, error: null });
    expect(() => ruleRegExp(rule({ find: '[', regex: true }))).toThrow(ToolInputError);
    expect(replaceText('a', [rule({ find: 'a', replace: 'b', enabled: false })]).text).toBe('a');
  });

  it('breaks lines every N characters, by grapheme cluster, between words or not', () => {
    expect(replaceText('The quick brown fox jumps', [], { wrapEvery: 10 }).text).toBe('The quick\nbrown fox\njumps');
    expect(replaceText('abcdefgh', [], { wrapEvery: 3, keepWords: false }).text).toBe('abc\ndef\ngh');
    expect(replaceText('👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧', [], { wrapEvery: 2, keepWords: false }).text).toBe('👨‍👩‍👧👨‍👩‍👧\n👨‍👩‍👧');
    expect(replaceText('a verylongword b', [], { wrapEvery: 4 }).text).toBe('a\nverylongword\nb');
  });

  it('breaks every N words, joins lines, breaks at a regex', () => {
    expect(replaceText('one two, three four five', [], { wrapEvery: 2, wrapUnit: 'words' }).text).toBe('one two,\nthree four\nfive');
    expect(replaceText('a\nb\r\nc', [], { joinLines: true }).text).toBe('a b c');
    expect(replaceText('a. b. c', [], { breakAt: '\\. ', breakPlace: 'instead' }).text).toBe('a\nb\nc');
    expect(replaceText('a;b', [], { breakAt: ';', breakPlace: 'after' }).text).toBe('a;\nb');
    expect(() => replaceText('a', [], { breakAt: '(' })).toThrow(/Line break at/);
    expect(() => replaceText('a', [], { wrapEvery: -1 })).toThrow(ToolInputError);
  });

  it('wrapping by characters without keeping words only adds line breaks, and no line is longer than N', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.integer({ min: 1, max: 20 }), (s, n) => {
        const out = replaceText(s, [], { wrapEvery: n, keepWords: false }).text;
        return out.replace(/\n/g, '') === s.replace(/\n/g, '') && out.split('\n').every((line) => graphemes(line).length <= n);
      }),
    );
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(smartTextReplacerTool, smartTextReplacerState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => replaceText(s, [rule({ find: 'a', replace: '$1' })], { wrapEvery: 5, wrapUnit: 'words' }));
    fuzzToolFunction((s: string) => replaceText('some text here', [rule({ find: s, replace: s, regex: true, wholeWord: true })], { breakAt: s, wrapEvery: 3 }));
  });
});
