import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { sslCertConverterTool } from './meta.js';
import { sslCertConverterState } from './state.js';
import { sslCertConverter } from './ssl-cert-converter.js';

// TODO: replace with vectors from the standard or a published reference.
describe('sslCertConverter', () => {
  it('transforms a known input', () => {
    expect(sslCertConverter('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => sslCertConverter(sslCertConverter(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => sslCertConverter('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(sslCertConverterTool, sslCertConverterState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => sslCertConverter(s));
  });
});
