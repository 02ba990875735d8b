import { describe, expect, it } from 'vitest';
import { expectExamplesMatchState } from '@handy-tools/ui/testing';
import { htmlCleanerTool } from './meta.js';
import { htmlCleanerState } from './state.js';

// The cleaning itself needs a DOM: html-cleaner.dom.test.ts (jsdom).
describe('html-cleaner in plain Node', () => {
  it('imports without a DOM and says so when called without one', async () => {
    const { cleanHtml } = await import('./html-cleaner.js');
    expect(typeof document).toBe('undefined');
    expect(() => cleanHtml('<p>a</p>')).toThrow();
  });

  it('has examples that are valid states', () => {
    expectExamplesMatchState(htmlCleanerTool, htmlCleanerState);
  });
});
