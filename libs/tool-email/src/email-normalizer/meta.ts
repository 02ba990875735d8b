import { defineTool } from '@handy-tools/ui/kit';

export const emailNormalizerTool = defineTool({
  path: '/email-normalizer',
  name: 'E-mail address normalizer',
  description: 'Normalise e-mail addresses per provider: case, Gmail dots and +tags, known aliases.',
  keywords: ['email', 'normalizer'],
  icon: 'IconTool',
  component: () => import('./EmailNormalizerTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
