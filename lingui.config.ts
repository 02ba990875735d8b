import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/** The 11 locales of Handy Tools; English is the source language. */
export const locales = ['en', 'de', 'es', 'fr', 'no', 'pl', 'pt', 'ru', 'uk', 'zh', 'vi'];

const exclude = ['**/node_modules/**', '**/dist/**', '**/*.test.*'];

export default defineConfig({
  sourceLocale: 'en',
  locales,
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    // The shell, the UI kit, and every tool's name: loaded at start-up.
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/apps/web/src', '<rootDir>/libs/ui/src', '<rootDir>/libs/i18n/src'],
      exclude: [...exclude, '<rootDir>/apps/web/src/tools/tool-descriptions.ts'],
    },
    // Every tool's description and footer: loaded right after start-up, with the tools' icons.
    { path: '<rootDir>/locales/{locale}/descriptions', include: ['<rootDir>/apps/web/src/tools/tool-descriptions.ts'], exclude },
    // Strings inside the tools: loaded with the first tool page (libs/i18n loadToolCatalog).
    { path: '<rootDir>/locales/{locale}/tools', include: ['<rootDir>/libs'], exclude: [...exclude, '<rootDir>/libs/ui/**', '<rootDir>/libs/i18n/**'] },
  ],
});
