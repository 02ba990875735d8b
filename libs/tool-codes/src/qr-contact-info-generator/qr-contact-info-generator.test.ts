import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { qrContactInfoGeneratorTool } from './meta.js';
import { qrContactInfoGeneratorState } from './state.js';
import { qrContactInfoGenerator } from './qr-contact-info-generator.js';

// TODO: replace with vectors from the standard or a published reference.
describe('qrContactInfoGenerator', () => {
  it('transforms a known input', () => {
    expect(qrContactInfoGenerator('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => qrContactInfoGenerator(qrContactInfoGenerator(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => qrContactInfoGenerator('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(qrContactInfoGeneratorTool, qrContactInfoGeneratorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => qrContactInfoGenerator(s));
  });
});
