import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { deviceInformationTool } from './meta.js';
import { deviceInformationState } from './state.js';
import { deviceInformation } from './device-information.js';

// TODO: replace with vectors from the standard or a published reference.
describe('deviceInformation', () => {
  it('transforms a known input', () => {
    expect(deviceInformation('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => deviceInformation(deviceInformation(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => deviceInformation('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(deviceInformationTool, deviceInformationState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => deviceInformation(s));
  });
});
