import { defineTool } from '@handy-tools/ui/kit';

export const asciiTextDrawerTool = defineTool({
  path: '/ascii-text-drawer',
  name: 'ASCII art text',
  description: 'Draw text in large letters made of characters (FIGlet), in many fonts.',
  keywords: ['ascii', 'text', 'drawer'],
  icon: 'IconTool',
  component: () => import('./AsciiTextDrawerTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
