import { defineTool } from '@handy-tools/ui/kit';

export const outlookParserTool = defineTool({
  path: '/outlook-parser',
  name: 'Outlook message parser',
  description: 'Open an Outlook .msg message: headers, recipients, bodies and attachments.',
  keywords: ['outlook', 'parser'],
  icon: 'IconTool',
  component: () => import('./OutlookParserTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
