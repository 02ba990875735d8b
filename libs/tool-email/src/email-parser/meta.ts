import { defineTool } from '@handy-tools/ui/kit';

export const emailParserTool = defineTool({
  path: '/email-parser',
  name: 'E-mail parser',
  description: 'Open an .eml message: headers, addresses, dates, text and HTML bodies and attachments.',
  keywords: ['email', 'parser'],
  icon: 'IconTool',
  component: () => import('./EmailParserTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
