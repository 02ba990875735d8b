import { defineTool } from '@handy-tools/ui/kit';

export const dockerComposeValidatorTool = defineTool({
  path: '/docker-compose-validator',
  name: 'Compose file validator',
  description: 'Check a Compose file against the Compose Specification schema: errors and warnings with line numbers.',
  keywords: ['docker', 'compose', 'validator'],
  icon: 'IconTool',
  component: () => import('./DockerComposeValidatorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
