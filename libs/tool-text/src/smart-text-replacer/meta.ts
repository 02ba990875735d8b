import { defineTool } from '@handy-tools/ui/kit';

export const smartTextReplacerTool = defineTool({
  path: '/smart-text-replacer',
  name: 'Smart text replacer and line breaker',
  description: 'Apply lists of find-and-replace rules (plain or regular expression) and break lines every N characters or words.',
  keywords: ['smart', 'text', 'replacer'],
  icon: 'IconTool',
  component: () => import('./SmartTextReplacerTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
