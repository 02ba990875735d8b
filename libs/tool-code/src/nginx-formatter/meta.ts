import { defineTool } from '@handy-tools/ui/kit';

export const nginxFormatterTool = defineTool({
  path: '/nginx-formatter',
  name: 'nginx config formatter',
  description: 'Indent and tidy an nginx configuration, keeping its comments.',
  keywords: ['nginx', 'formatter'],
  icon: 'IconTool',
  component: () => import('./NginxFormatterTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
