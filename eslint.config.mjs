import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist',
      '**/node_modules',
      '.cache',
      '.nx',
      'test-results',
      'playwright-report',
      'tools/generators/**/files/**',
      'locales/**/*.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // The React Compiler rules flag patterns (refs read in render for latest-callback) we use on purpose.
      'react-hooks/refs': 'off',
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'libs/*/src/**/*.{ts,tsx}'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          // Subpath entries load on demand on purpose: @handy-tools/ui/markdown, and the tool
          // families' lazy `tool-extras` (their light `tool-index` is imported statically).
          checkDynamicDependenciesExceptions: ['@handy-tools/ui', '@handy-tools/tool-*'],
          allow: [],
          depConstraints: [
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:tool', 'type:shared'] },
            { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:shared'] },
            { sourceTag: 'type:shared', onlyDependOnLibsWithTags: ['type:shared'] },
          ],
        },
      ],
    },
  },
  {
    // Worker modules expose their API with @handy-tools/compute's exposeWorkerApi, which sends a
    // thrown ToolInputError back with its line and column (Comlink's expose drops them).
    files: ['libs/tool-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'comlink',
              importNames: ['expose'],
              message: "Use exposeWorkerApi from @handy-tools/compute (it keeps a ToolInputError's line and column).",
            },
          ],
        },
      ],
    },
  },
  prettier,
);
