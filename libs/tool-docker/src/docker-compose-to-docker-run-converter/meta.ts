import { defineTool } from '@handy-tools/ui/kit';

export const dockerComposeToDockerRunConverterTool = defineTool({
  path: '/docker-compose-to-docker-run-converter',
  name: 'Compose to docker run',
  description: 'Convert a Compose file into the docker run commands that start the same containers.',
  keywords: ['docker', 'compose', 'to', 'docker', 'run', 'converter'],
  icon: 'IconTool',
  component: () => import('./DockerComposeToDockerRunConverterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
