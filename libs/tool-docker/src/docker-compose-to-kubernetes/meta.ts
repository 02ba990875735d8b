import { defineTool } from '@handy-tools/ui/kit';

export const dockerComposeToKubernetesTool = defineTool({
  path: '/docker-compose-to-kubernetes',
  name: 'Compose to Kubernetes',
  description: 'Convert a Compose file into Kubernetes Deployment, Service, PersistentVolumeClaim and ConfigMap manifests.',
  keywords: ['docker', 'compose', 'to', 'kubernetes'],
  icon: 'IconTool',
  component: () => import('./DockerComposeToKubernetesTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
