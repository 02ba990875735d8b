import { describe, expect, it } from 'vitest';
import { activateLocale, i18n, loadDescriptionCatalog, loadToolCatalog } from './catalog.js';

describe('activateLocale', () => {
  it('English loads no catalog: messages are compiled from the English text they carry', async () => {
    expect(await activateLocale('en')).toBe('en');
    await Promise.all([loadToolCatalog(), loadDescriptionCatalog()]);
    expect(Object.keys(i18n.messages)).toEqual([]);
    expect(i18n._({ id: 'test.greeting', message: "Hello {name}, '{literal}' it''s", values: { name: 'Ada' } })).toBe("Hello Ada, {literal} it's");
  });

  it('another language loads its catalogs, and switching back to English still renders English', async () => {
    expect(await activateLocale('de')).toBe('de');
    await loadToolCatalog();
    expect(Object.keys(i18n.messages).length).toBeGreaterThan(100);
    expect(i18n._('tools.hash-text.title')).not.toBe('tools.hash-text.title');
    expect(await activateLocale('xx')).toBe('en');
    expect(i18n._({ id: 'tools.hash-text.title', message: 'Hash text' })).toBe('Hash text');
  });
});
