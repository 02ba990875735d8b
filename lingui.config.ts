import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/** The 11 locales of Handy Tools; English is the source language. */
export const locales = ['en', 'de', 'es', 'fr', 'no', 'pl', 'pt', 'ru', 'uk', 'zh', 'vi'];

export default defineConfig({
  sourceLocale: 'en',
  locales,
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/apps/web/src', '<rootDir>/libs'],
      exclude: ['**/node_modules/**', '**/dist/**', '**/*.test.*'],
    },
  ],
});
