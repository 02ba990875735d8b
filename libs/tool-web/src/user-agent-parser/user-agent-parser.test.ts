import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { userAgentParserTool } from './meta.js';
import { userAgentParserState } from './state.js';
import { userAgentParser } from './user-agent-parser.js';

// TODO: replace with vectors from the standard or a published reference.
describe('userAgentParser', () => {
  it('transforms a known input', () => {
    expect(userAgentParser('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => userAgentParser(userAgentParser(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => userAgentParser('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(userAgentParserTool, userAgentParserState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => userAgentParser(s));
  });
});
