import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { graphemeCount } from '../shared/graphemes.js';
import { loadTokenizer } from '../shared/tokens/tokens.js';
import { aiPromptSplitterTool } from './meta.js';
import { aiPromptSplitterState } from './state.js';
import { splitPrompt } from './ai-prompt-splitter.js';

const o200k = await loadTokenizer('o200k_base');
const tokens = (t: string) => o200k.encode(t).length;

describe('splitPrompt', () => {
  it('cuts between paragraphs, then sentences (UAX #29), then words', () => {
    const text = 'Aaa aaa.\n\nBbb bbb. Ccc ccc.\n\nDdddddddddd';
    expect(splitPrompt(text, { limit: 10 }).map((p) => p.text)).toEqual(['Aaa aaa.\n\n', 'Bbb bbb. ', 'Ccc ccc.\n\n', 'Dddddddddd', 'd']);
    // A paragraph that fits stays whole, in the next part.
    expect(splitPrompt(text, { limit: 20 }).map((p) => p.text)).toEqual(['Aaa aaa.\n\n', 'Bbb bbb. Ccc ccc.\n\n', 'Ddddddddddd']);
  });

  it('never cuts a character (UAX #29 grapheme clusters) and names a limit below one character', () => {
    expect(splitPrompt('👍🏽👍🏽👍🏽', { limit: 2 }).map((p) => p.text)).toEqual(['👍🏽👍🏽', '👍🏽']);
    expect(() => splitPrompt('👋🏽', { limit: 1, measure: tokens })).toThrow(/smaller than one character/);
    expect(() => splitPrompt('abc', { limit: 0 })).toThrow(ToolInputError);
  });

  it('adds the part i of n instruction and the final instruction', () => {
    const parts = splitPrompt('One.\n\nTwo.', { limit: 6, template: '[{i}/{n}]', finalInstruction: 'Done ({n}).' });
    expect(parts.map((p) => p.prompt)).toEqual(['[1/2]\n\nOne.', '[2/2]\n\nTwo.\n\nDone (2).']);
  });

  it('joins back to the text, every part within the limit (characters and tokens)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), fc.integer({ min: 1, max: 50 }), (s, limit) => {
        const parts = splitPrompt(s, { limit });
        return parts.map((p) => p.text).join('') === s && parts.every((p) => graphemeCount(p.text) <= limit && p.size === graphemeCount(p.text));
      }),
    );
    fc.assert(
      fc.property(fc.lorem({ maxCount: 60, mode: 'sentences' }), fc.integer({ min: 3, max: 40 }), (s, limit) => {
        const parts = splitPrompt(s, { limit, measure: tokens });
        return parts.map((p) => p.text).join('') === s && parts.every((p) => tokens(p.text) <= limit);
      }),
    );
  });

  it('splits 1 MB of prose between sentences', () => {
    const text = 'A sentence of prose, with some words in it. '.repeat(10_000).concat('\n\n').repeat(2);
    const parts = splitPrompt(text, { limit: 4000 });
    expect(parts.map((p) => p.text).join('')).toBe(text);
    expect(parts.every((p) => p.text.length <= 4000 && /(\. |\n)$/.test(p.text))).toBe(true);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(aiPromptSplitterTool, aiPromptSplitterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => splitPrompt(s.slice(0, 20_000), { limit: 50 }));
    fuzzToolFunction((s: string) => splitPrompt(s.slice(0, 3000), { limit: 30, measure: tokens }));
  });
});
