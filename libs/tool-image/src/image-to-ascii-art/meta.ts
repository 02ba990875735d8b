import { defineTool } from '@handy-tools/ui/kit';

export const imageToAsciiArtTool = defineTool({
  path: '/image-to-ascii-art',
  name: 'Image to ASCII art',
  description: 'Draw an image as ASCII art with a chosen width and character set, in plain text or coloured HTML.',
  keywords: ['image', 'ascii', 'art', 'text art', 'ansi', 'characters', 'photo to text', 'picture', 'convert'],
  icon: 'IconLetterCase',
  component: () => import('./ImageToAsciiArtTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['pica'],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    { label: 'Sample image, 80 columns', state: { sample: true, columns: 80 } },
    { label: 'Coloured, Unicode blocks', state: { sample: true, columns: 100, ramp: 'blocks', colored: true } },
    { label: 'Light on dark, detailed ramp', state: { sample: true, columns: 120, ramp: 'detailed', invert: true, contrast: 20 } },
    { label: 'As a Python program', state: { sample: true, columns: 60, language: 'python' } },
  ],
});
