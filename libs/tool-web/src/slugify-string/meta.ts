import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of ./state.ts. */
export const slugifyStringTool = defineTool({
  path: '/slugify-string',
  name: 'Slugify string',
  description: 'Turn any text into a URL slug, with transliteration, a separator and case of your choice.',
  keywords: [
    'slugify',
    'slug',
    'string',
    'url',
    'permalink',
    'seo',
    'transliterate',
    'transliteration',
    'kebab',
    'file name',
    'ascii',
    'friendly url',
  ],
  icon: 'IconLetterCaseLower',
  component: () => import('./SlugifyStringTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['@sindresorhus/slugify'],
  examples: [
    { label: 'Accents and symbols', state: { input: 'Déjà Vu: I ♥ Crème Brûlée & Café!' } },
    { label: 'Cyrillic', state: { input: 'я люблю единорогов' } },
    { label: 'German, underscores', state: { input: 'Größe der Äpfel in München', locale: 'de', separator: '_' } },
    {
      label: 'Headings, one per line',
      state: { input: 'Getting started\nInstallation\nGetting Started\nAPI reference', perLine: true, unique: true },
    },
    { label: 'Custom replacements', state: { input: 'Price: 100% off @ shop', replacements: '%= percent \n@= at ' } },
  ],
});
