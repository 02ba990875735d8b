import { defineTool } from '@handy-tools/ui/kit';

export const dnsQueriesTool = defineTool({
  path: '/dns-queries',
  name: 'DNS queries',
  description: 'Query DNS over HTTPS: A, AAAA, CNAME, MX, TXT, NS, SOA, CAA, SRV and PTR records, with TTLs and the DNSSEC flag.',
  keywords: ['dns', 'queries'],
  icon: 'IconTool',
  component: () => import('./DnsQueriesTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [{ label: 'Example', state: { input: 'Handy Tools' } }],
});
