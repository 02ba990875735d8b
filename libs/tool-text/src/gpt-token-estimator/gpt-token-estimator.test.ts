import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { loadTokenizer } from '../shared/tokens/tokens.js';
import { gptTokenEstimatorTool } from './meta.js';
import { gptTokenEstimatorState } from './state.js';
import { costRows, countTokens, tokenPieces } from './gpt-token-estimator.js';

const o200k = await loadTokenizer('o200k_base');
const cl100k = await loadTokenizer('cl100k_base');

describe('countTokens', () => {
  it('counts a text as tiktoken ("hello world" is [15339, 1917] in cl100k_base)', () => {
    expect(countTokens('hello world', 'text', cl100k)).toEqual({ count: 2, ids: [15339, 1917], messages: null });
  });

  it('counts the OpenAI cookbook chat with the per-message overhead (129 tokens for cl100k_base)', () => {
    const example = (gptTokenEstimatorTool.examples ?? []).find((e) => e.state.mode === 'chat')!;
    expect(countTokens(example.state.input as string, 'chat', cl100k)).toMatchObject({ count: 129, messages: 6 });
  });

  it('names bad chat JSON', () => {
    expect(() => countTokens('[1]', 'chat', o200k)).toThrow('Message 1 is not an object.');
    expect(() => countTokens('nope', 'chat', o200k)).toThrow(ToolInputError);
  });
});

describe('tokenPieces', () => {
  it('gives back the text, whole characters kept together', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (s) => {
        const pieces = tokenPieces(o200k.encode(s), o200k.decode);
        return pieces.map((p) => p.text).join('') === s && pieces.flatMap((p) => p.ids).length === o200k.encode(s).length;
      }),
    );
    const emoji = tokenPieces(o200k.encode('👋🏽'), o200k.decode);
    expect(emoji.every((p) => !p.text.includes('\uFFFD'))).toBe(true);
    expect(tokenPieces(o200k.encode('a b c d e'), o200k.decode, 2)).toHaveLength(2);
  });
});

describe('costRows', () => {
  it('prices the models of the encoding from the dated table', () => {
    const rows = costRows(1_000_000, 'o200k_base');
    expect(rows.find((r) => r.model === 'gpt-4o')).toMatchObject({ inputCost: 2.5, outputCost: 10 });
    expect(rows.every((r) => r.encoding === 'o200k_base')).toBe(true);
  });
});

describe('tool', () => {
  it('has examples that are valid states', () => {
    expectExamplesMatchState(gptTokenEstimatorTool, gptTokenEstimatorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => countTokens(s, 'chat', o200k));
    fuzzToolFunction((s: string) => countTokens(s.slice(0, 5000), 'text', o200k));
  });
});
