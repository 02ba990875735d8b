import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { listConverterTool } from './meta.js';
import { listConverterState } from './state.js';
import { convertList } from './list-converter.js';
import { splitList, unescapeSeparator } from '../shared/list-items.js';

describe('convertList', () => {
  it('joins lines with ", " after trimming and dropping empty items (it-tools defaults)', () => {
    expect(convertList(' a \n\nb\r\nc').text).toBe('a, b, c');
  });

  it('sorts naturally with Intl.Collator numeric collation (ECMA-402): file2 before file10', () => {
    const r = convertList('file10\nfile2\nFile1\nfile20', { sort: 'natural', outputSeparator: 'newline' });
    expect(r.text).toBe('File1\nfile2\nfile10\nfile20');
    expect(convertList('b10\nb9\na', { sort: 'alphabetical' }).text).toBe('a, b10, b9');
    expect(convertList('b\nB\na\nA', { sort: 'codepoint' }).text).toBe('A, B, a, b');
    expect(convertList('b\nB\na\nA', { sort: 'alphabetical' }).text).toBe('A, a, B, b'); // caseFirst upper
    expect(convertList('3\n1\n2', { sort: 'natural', descending: true }).text).toBe('3, 2, 1');
    expect(convertList('3\n1\n2', { reverse: true }).text).toBe('2, 1, 3');
  });

  it('de-duplicates, with or without case', () => {
    expect(convertList('a\nA\na\nb', { dedupe: true }).text).toBe('a, A, b');
    expect(convertList('a\nA\na\nb', { dedupe: true, caseSensitive: false }).text).toBe('a, b');
  });

  it('quotes items, escaping inner quotes with a backslash (JSON) or by doubling (SQL, RFC 4180)', () => {
    expect(convertList(`it's\nsay "hi"`, { quote: 'double', listPrefix: '[', listSuffix: ']' }).text).toBe('["it\'s", "say \\"hi\\""]');
    expect(JSON.parse(convertList(`say "hi"\nback\\slash`, { quote: 'double', listPrefix: '[', listSuffix: ']' }).text)).toEqual(['say "hi"', 'back\\slash']);
    expect(convertList(`it's`, { quote: 'single', quoteEscape: 'double' }).text).toBe(`'it''s'`);
  });

  it('changes case, filters, unwraps, prefixes and re-joins', () => {
    expect(convertList('Apple\nbanana', { letterCase: 'upper' }).text).toBe('APPLE, BANANA');
    expect(convertList('İ', { letterCase: 'lower', locale: 'tr' }).text).toBe('i');
    expect(convertList('a1\nb2\nc3', { keepMatching: '[ab]', dropMatching: '2' }).text).toBe('a1');
    expect(convertList('<a>\n<b>', { removePrefix: '<', removeSuffix: '>' }).text).toBe('a, b');
    expect(convertList('a\nb', { itemPrefix: '- ', itemSuffix: ';', outputSeparator: 'newline' }).text).toBe('- a;\n- b;');
    expect(convertList('a,b;c', { inputSeparator: 'custom', inputCustom: ';' }).text).toBe('a,b, c');
    expect(convertList('a\nb', { outputSeparator: 'custom', outputCustom: '\\t|' }).text).toBe('a\t|b');
    expect(convertList('a\nb\nc', { lineBreakAfterSeparator: true }).text).toBe('a,\nb,\nc');
    expect(convertList(' a \n\n', { trim: false, dropEmpty: false }).text).toBe(' a , , ');
  });

  it('names the field of an invalid regular expression or separator', () => {
    expect(() => convertList('a', { keepMatching: '(' })).toThrow(/Keep items matching/);
    expect(() => convertList('a', { removeSuffix: '[' })).toThrow(/Remove suffix/);
    expect(() => convertList('a', { inputSeparator: 'custom', inputCustom: '' })).toThrow(ToolInputError);
  });

  it('round-trips: items without separators split and re-joined by line come back', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[^\s,]+$/), { maxLength: 20 }), (items) => {
        const joined = convertList(items.join('\n'), { outputSeparator: 'comma' }).text;
        return convertList(joined, { inputSeparator: 'comma', outputSeparator: 'newline' }).text === items.join('\n');
      }),
    );
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(listConverterTool, listConverterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => convertList(s, { sort: 'natural', dedupe: true, quote: 'double' }));
    fuzzToolFunction((s: string) => convertList('a\nb', { keepMatching: s, inputSeparator: 'custom', inputCustom: s, locale: s }));
  });
});

describe('list items', () => {
  it('splits at line breaks and the separator', () => {
    expect(splitList('a,b\nc', 'comma')).toEqual(['a', 'b', 'c']);
    expect(splitList('', 'comma')).toEqual([]);
    expect(unescapeSeparator('\\n\\t\\\\x')).toBe('\n\t\\x');
  });
});
