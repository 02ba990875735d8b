import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolInputError } from '@handy-tools/ui/kit';
import { expectExamplesMatchState, fuzzToolFunction } from '@handy-tools/ui/testing';
import { multiLinkDownloaderTool } from './meta.js';
import { multiLinkDownloaderState } from './state.js';
import { multiLinkDownloader } from './multi-link-downloader.js';

// TODO: replace with vectors from the standard or a published reference.
describe('multiLinkDownloader', () => {
  it('transforms a known input', () => {
    expect(multiLinkDownloader('abc')).toBe('cba');
  });

  it('round-trips', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), (s) => multiLinkDownloader(multiLinkDownloader(s)) === s));
  });

  it('rejects empty input with a message for users', () => {
    expect(() => multiLinkDownloader('')).toThrow(ToolInputError);
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(multiLinkDownloaderTool, multiLinkDownloaderState);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => multiLinkDownloader(s));
  });
});
