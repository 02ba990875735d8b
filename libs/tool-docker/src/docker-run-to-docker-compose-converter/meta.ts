import { defineTool } from '@handy-tools/ui/kit';

export const dockerRunToDockerComposeConverterTool = defineTool({
  path: '/docker-run-to-docker-compose-converter',
  name: 'docker run to Compose',
  description: 'Convert one or more docker run commands into a Compose file.',
  keywords: ['docker', 'run', 'to', 'docker', 'compose', 'converter'],
  icon: 'IconTool',
  component: () => import('./DockerRunToDockerComposeConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
