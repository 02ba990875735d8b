import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { wifiQrcodeGeneratorTool } from './meta.js';
import { wifiQrcodeGeneratorState } from './state.js';
import { wifiQrcodeGenerator } from './wifi-qrcode-generator.js';

// TODO: replace with vectors from the standard or a published reference.
describe('wifiQrcodeGenerator', () => {
  it('transforms a known input', () => {
    expect(wifiQrcodeGenerator('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => wifiQrcodeGenerator(wifiQrcodeGenerator(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => wifiQrcodeGenerator('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(wifiQrcodeGeneratorTool, wifiQrcodeGeneratorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => wifiQrcodeGenerator(s));
  });
});
