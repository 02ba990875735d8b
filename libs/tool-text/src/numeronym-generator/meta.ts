import { defineTool } from '@handy-tools/ui/kit';

export const numeronymGeneratorTool = defineTool({
  path: '/numeronym-generator',
  name: 'Numeronym generator',
  description: 'Shorten each word to its first letter, the count of letters between and its last letter (internationalization → i18n).',
  keywords: ['numeronym', 'generator', 'i18n', 'l10n', 'a11y', 'k8s', 'abbreviation', 'shorten'],
  icon: 'IconNumbers',
  component: () => import('./NumeronymGeneratorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    { label: 'internationalization', state: { input: 'internationalization, localization and accessibility' } },
    { label: 'Kubernetes', state: { input: 'Kubernetes observability' } },
    { label: 'Whole text', state: { input: 'Andreessen Horowitz', scope: 'whole' } },
  ],
});
