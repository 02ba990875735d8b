// Shared setup for the root Vitest run (isolate: false): unmount React trees after each
// DOM test so files do not leak into each other, and activate English for Lingui.
import { afterEach } from 'vitest';
import { i18n } from '@lingui/core';
import fc from 'fast-check';

// `npm test` (and so CI) pins fast-check's seed through HT_FC_SEED so a run is repeatable and a
// rare counterexample cannot fail one CI run but not the next; a plain `npx vitest` explores new
// inputs on every run. Either way a failure prints the seed that reproduces it.
const seed = process.env['HT_FC_SEED'];
if (seed !== undefined && seed !== 'random') fc.configureGlobal({ seed: Number(seed) });

i18n.loadAndActivate({ locale: 'en', messages: {} });

afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
});
