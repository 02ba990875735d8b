import { defineTool } from '@handy-tools/ui/kit';

export const phoneParserAndFormatterTool = defineTool({
  path: '/phone-parser-and-formatter',
  name: 'Phone number parser and formatter',
  description: 'Parse a phone number: country, type, validity, and its E.164, international, national and RFC 3966 forms.',
  keywords: ['phone', 'parser', 'and', 'formatter'],
  icon: 'IconTool',
  component: () => import('./PhoneParserAndFormatterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
