import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { x509CertificateGeneratorTool } from './meta.js';
import { x509CertificateGeneratorState } from './state.js';
import { x509CertificateGenerator } from './x509-certificate-generator.js';

// TODO: replace with vectors from the standard or a published reference.
describe('x509CertificateGenerator', () => {
  it('transforms a known input', () => {
    expect(x509CertificateGenerator('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => x509CertificateGenerator(x509CertificateGenerator(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => x509CertificateGenerator('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(x509CertificateGeneratorTool, x509CertificateGeneratorState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => x509CertificateGenerator(s));
  });
});
