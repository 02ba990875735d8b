import { defineTool } from '@handy-tools/ui/kit';

export const portNumbersTool = defineTool({
  path: '/port-numbers',
  name: 'Port numbers',
  description: 'Search the IANA registry of service names and port numbers by port, service or protocol.',
  keywords: ['port', 'numbers', 'tcp', 'udp', 'sctp', 'service', 'iana', 'well-known ports', 'rfc 6335', 'firewall'],
  icon: 'IconPlugConnected',
  component: () => import('./PortNumbersTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['port-numbers'],
  examples: [
    { label: 'Port 443', state: { search: '443' } },
    { label: 'SSH', state: { search: 'ssh', protocol: 'tcp' } },
    { label: 'Ports 8000–8100', state: { search: '8000-8100' } },
  ],
});
