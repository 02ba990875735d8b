import { defineTool } from '@handy-tools/ui/kit';

export const stacktracePrettierTool = defineTool({
  path: '/stacktrace-prettier',
  name: 'Stack trace prettifier',
  description: 'Turn JavaScript, Java, .NET or Python stack traces into a readable table, app frames apart from library frames.',
  keywords: ['stacktrace', 'prettier'],
  icon: 'IconTool',
  component: () => import('./StacktracePrettierTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
