import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { torrentToMagnetTool } from './meta.js';
import { torrentToMagnetState } from './state.js';
import { torrentToMagnet } from './torrent-to-magnet.js';

// TODO: replace with vectors from the standard or a published reference.
describe('torrentToMagnet', () => {
  it('transforms a known input', () => {
    expect(torrentToMagnet('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => torrentToMagnet(torrentToMagnet(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => torrentToMagnet('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(torrentToMagnetTool, torrentToMagnetState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => torrentToMagnet(s));
  });
});
