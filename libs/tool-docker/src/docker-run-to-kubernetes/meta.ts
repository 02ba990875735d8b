import { defineTool } from '@handy-tools/ui/kit';

export const dockerRunToKubernetesTool = defineTool({
  path: '/docker-run-to-kubernetes',
  name: 'docker run to Kubernetes',
  description: 'Convert docker run commands into Kubernetes Deployment, Service and volume manifests.',
  keywords: ['docker', 'run', 'to', 'kubernetes'],
  icon: 'IconTool',
  component: () => import('./DockerRunToKubernetesTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
