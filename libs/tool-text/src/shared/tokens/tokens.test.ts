import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { fuzzToolFunction } from '@handy-tools/ui/testing';
import { MODEL_PRICES, tokenCost } from './prices.js';
import { countChatTokens, loadTokenizer, parseChatMessages } from './tokens.js';

// OpenAI cookbook, "How to count tokens with tiktoken", section 6: the example chat.
const COOKBOOK = [
  { role: 'system', content: 'You are a helpful, pattern-following assistant that translates corporate jargon into plain English.' },
  { role: 'system', name: 'example_user', content: 'New synergies will help drive top-line growth.' },
  { role: 'system', name: 'example_assistant', content: 'Things working well together will increase revenue.' },
  { role: 'system', name: 'example_user', content: "Let's circle back when we have more bandwidth to touch base on opportunities for increased leverage." },
  { role: 'system', name: 'example_assistant', content: "Let's talk later when we're less busy about how to do better." },
  { role: 'user', content: "This late pivot means we don't have time to boil the ocean for the client deliverable." },
];

describe('tokenizer', () => {
  it('encodes as tiktoken does (tiktoken README: "hello world")', async () => {
    const cl = await loadTokenizer('cl100k_base');
    expect(cl.encode('hello world')).toEqual([15339, 1917]);
    const o = await loadTokenizer('o200k_base');
    expect(o.decode(o.encode('hello world, 世界 👋🏽'))).toBe('hello world, 世界 👋🏽');
    expect(o.encode('<|endoftext|>').length).toBeGreaterThan(1); // plain text, not the special token
  });

  it('counts chat tokens as the OpenAI cookbook (129 for gpt-4 / cl100k_base, 124 for gpt-4o / o200k_base)', async () => {
    expect(countChatTokens(COOKBOOK, await loadTokenizer('cl100k_base'))).toBe(129);
    expect(countChatTokens(COOKBOOK, await loadTokenizer('o200k_base'))).toBe(124);
  });
});

describe('parseChatMessages', () => {
  it('reads an array or a request body, parts joined', () => {
    expect(parseChatMessages(JSON.stringify(COOKBOOK))).toEqual(COOKBOOK);
    expect(parseChatMessages('{"model":"gpt-4o","messages":[{"role":"user","content":[{"type":"text","text":"Hi"},{"type":"image_url"}]}]}')).toEqual([{ role: 'user', content: 'Hi' }]);
  });

  it('names the message that is wrong', () => {
    expect(() => parseChatMessages('[{"role":"user","content":"a"},{"content":"b"}]')).toThrow('Message 2 has no "role" string.');
    expect(() => parseChatMessages('{')).toThrow(ToolInputError);
    expect(() => parseChatMessages('{"a":1}')).toThrow(/array of messages/);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => parseChatMessages(s));
  });
});

describe('prices', () => {
  it('prices per million tokens', () => {
    const gpt4o = MODEL_PRICES.find((p) => p.model === 'gpt-4o')!;
    expect(tokenCost(1_000_000, gpt4o)).toBe(2.5);
    expect(tokenCost(2_000, gpt4o, 'output')).toBeCloseTo(0.02, 10);
  });
});
