import { describe, expect, it } from 'vitest';
import { fuzzToolFunction } from '@handy-tools/ui/testing';
import { prettifyStackTrace, SHOWN_EXCEPTIONS, SHOWN_FRAMES } from './prettify-job.js';
import { JAVA_TRACE } from './samples.js';

describe('prettifyStackTrace', () => {
  it('cuts what the tables show, not the counts nor the text', () => {
    const deep = 'Error: deep\n' + Array.from({ length: SHOWN_FRAMES + 5 }, (_, i) => `    at f${i} (/app/a.js:${i + 1}:1)`).join('\n');
    const result = prettifyStackTrace(deep, { hideLibrary: false });
    expect(result.trace.exceptions[0]!.frames).toHaveLength(SHOWN_FRAMES);
    expect(result.hiddenFrames).toEqual([5]);
    expect(result.trace.frameCount).toBe(SHOWN_FRAMES + 5);
    expect(result.text.split('\n')).toHaveLength(SHOWN_FRAMES + 6);
    const many = Array.from({ length: SHOWN_EXCEPTIONS + 3 }, () => JAVA_TRACE).join('\n');
    expect(prettifyStackTrace(many, { hideLibrary: false }).trace.exceptions).toHaveLength(SHOWN_EXCEPTIONS);
  });

  it('only ever throws ToolInputError, whatever the input', () => {
    fuzzToolFunction((s: string) => prettifyStackTrace(s, { hideLibrary: true }));
  });
});
