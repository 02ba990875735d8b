import { defineTool } from '@handy-tools/ui/kit';

export const urlCleanerTool = defineTool({
  path: '/url-cleaner',
  name: 'URL cleaner',
  description: 'Remove tracking parameters (utm_*, fbclid, gclid…) from URLs and unwrap known redirect links.',
  keywords: ['url', 'clean', 'cleaner', 'tracking', 'utm', 'fbclid', 'gclid', 'privacy', 'redirect', 'unwrap', 'tidy-url', 'query parameters', 'strip', 'remove tracking', 'safe links'],
  icon: 'IconEraser',
  component: () => import('./UrlCleanerTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['tidy-url'],
  examples: [
    { label: 'Tracking parameters', state: { input: 'https://example.com/article?utm_source=newsletter&utm_medium=email&utm_campaign=spring&id=42&fbclid=IwAR0abc' } },
    { label: 'Many links in a text', state: { input: 'Shop: https://shop.example/item?color=red&gclid=EAIaIQ&mc_eid=123\nRead: https://l.facebook.com/l.php?u=https%3A%2F%2Fnews.example%2Fstory%3Futm_source%3Dfb&h=AT0abc' } },
    { label: 'Extra parameters', state: { input: 'https://example.com/p?ref=home&sr_1=a&q=shoes', extra: 'ref, sr_*' } },
  ],
});
