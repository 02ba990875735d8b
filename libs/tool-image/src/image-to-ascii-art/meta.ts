import { defineTool } from '@handy-tools/ui/kit';

export const imageToAsciiArtTool = defineTool({
  path: '/image-to-ascii-art',
  name: 'Image to ASCII art',
  description: 'Draw an image as ASCII art with a chosen width and character set, in plain text or coloured HTML.',
  keywords: ['image', 'to', 'ascii', 'art'],
  icon: 'IconTool',
  component: () => import('./ImageToAsciiArtTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
