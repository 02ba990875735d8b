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

// DOM tests wait for the UI with Testing Library's waitFor / findBy*, whose default limit (1 s) a
// debounce plus a computation can pass on a loaded 2-core machine (npm test runs Vitest beside the
// build, the package checks and the start of the e2e run): 10 s, under the 20 s test timeout.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
}

afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
});
