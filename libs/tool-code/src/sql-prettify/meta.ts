import { defineTool } from '@handy-tools/ui/kit';

export const sqlPrettifyTool = defineTool({
  path: '/sql-prettify',
  name: 'SQL formatter',
  description: 'Format SQL for many dialects with keyword case and indentation of your choice.',
  keywords: ['sql', 'prettify'],
  icon: 'IconTool',
  component: () => import('./SqlPrettifyTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
