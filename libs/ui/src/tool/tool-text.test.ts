import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { localizedTool, toolMessageIds } from './tool-text.js';

const tool = { key: 'hash-text', name: 'Hash text', description: 'Hashes text.', footer: 'Footer' };

describe('localizedTool', () => {
  it('uses the translation under the tool key when the catalog has it', () => {
    const i18n = setupI18n({ locale: 'de', messages: { de: { 'tools.hash-text.title': 'Text hashen', 'tools.hash-text.description': 'Hasht Text.' } } });
    expect(localizedTool(i18n, tool)).toEqual({ name: 'Text hashen', description: 'Hasht Text.', footer: 'Footer' });
  });

  it("falls back to the tool's own metadata", () => {
    const i18n = setupI18n({ locale: 'fr', messages: { fr: {} } });
    expect(localizedTool(i18n, tool)).toEqual({ name: 'Hash text', description: 'Hashes text.', footer: 'Footer' });
    expect(localizedTool(i18n, { ...tool, footer: undefined }).footer).toBeUndefined();
  });

  it('names ids after the key', () => {
    expect(toolMessageIds('json-prettify')).toEqual({ title: 'tools.json-prettify.title', description: 'tools.json-prettify.description', footer: 'tools.json-prettify.footer' });
  });
});
