import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { certificateKeyParserTool } from './meta.js';
import { certificateKeyParserState } from './state.js';
import { certificateKeyParser } from './certificate-key-parser.js';

// TODO: replace with vectors from the standard or a published reference.
describe('certificateKeyParser', () => {
  it('transforms a known input', () => {
    expect(certificateKeyParser('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => certificateKeyParser(certificateKeyParser(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => certificateKeyParser('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(certificateKeyParserTool, certificateKeyParserState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => certificateKeyParser(s));
  });
});
