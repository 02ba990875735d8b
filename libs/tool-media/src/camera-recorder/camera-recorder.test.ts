import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { cameraRecorderTool } from './meta.js';
import { cameraRecorderState } from './state.js';
import { cameraRecorder } from './camera-recorder.js';

// TODO: replace with vectors from the standard or a published reference.
describe('cameraRecorder', () => {
  it('transforms a known input', () => {
    expect(cameraRecorder('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => cameraRecorder(cameraRecorder(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => cameraRecorder('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(cameraRecorderTool, cameraRecorderState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => cameraRecorder(s));
  });
});
