import { defineTool } from '@handy-tools/ui/kit';

/**
 * Example states; keys are fields of `asciiTextDrawerState`: `input`, and the options `font`,
 * `horizontalLayout`, `verticalLayout`, `width`, `wrapping`.
 */
export const asciiTextDrawerTool = defineTool({
  path: '/ascii-text-drawer',
  name: 'ASCII art text',
  description: 'Draw text in large letters made of characters (FIGlet), in many fonts.',
  keywords: ['ascii', 'ascii art', 'figlet', 'banner', 'text art', 'font', 'big text', 'toilet', 'comment', 'logo'],
  icon: 'IconTypography',
  component: () => import('./AsciiTextDrawerTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['figlet'],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    { label: 'Standard', state: { input: 'Handy Tools', font: 'Standard' } },
    { label: 'Slant, as a code comment', state: { input: 'Hello', font: 'Slant', wrapping: 'line-comment' } },
    { label: 'Big, full width', state: { input: 'ASCII', font: 'Big', horizontalLayout: 'full' } },
  ],
});
