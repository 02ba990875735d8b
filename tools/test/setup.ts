// Shared setup for the root Vitest run (isolate: false): unmount React trees after each
// DOM test so files do not leak into each other, and activate English for Lingui.
import { afterEach } from 'vitest';
import { i18n } from '@lingui/core';

i18n.loadAndActivate({ locale: 'en', messages: {} });

afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  }
});
