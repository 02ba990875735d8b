import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { qrcodeGeneratorTool } from './meta.js';
import { qrcodeGeneratorState } from './state.js';
import { qrcodeGenerator } from './qrcode-generator.js';

// TODO: replace with vectors from the standard or a published reference.
describe('qrcodeGenerator', () => {
  it('transforms a known input', () => {
    expect(qrcodeGenerator('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => qrcodeGenerator(qrcodeGenerator(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => qrcodeGenerator('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(qrcodeGeneratorTool, qrcodeGeneratorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => qrcodeGenerator(s));
  });
});
