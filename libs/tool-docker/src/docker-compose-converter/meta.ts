import { defineTool } from '@handy-tools/ui/kit';

export const dockerComposeConverterTool = defineTool({
  path: '/docker-compose-converter',
  name: 'Compose format converter',
  description: 'Convert a Compose file between format versions 2, 3 and the Compose Specification.',
  keywords: ['docker', 'compose', 'converter'],
  icon: 'IconTool',
  component: () => import('./DockerComposeConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
