import { defineTool } from '@handy-tools/ui/kit';

export const dnsQueriesTool = defineTool({
  path: '/dns-queries',
  name: 'DNS queries',
  description: 'Query DNS over HTTPS: A, AAAA, CNAME, MX, TXT, NS, SOA, CAA, SRV and PTR records, with TTLs and the DNSSEC flag.',
  keywords: ['dns', 'doh', 'dns over https', 'lookup', 'dig', 'nslookup', 'mx', 'txt', 'spf', 'ptr', 'reverse', 'dnssec', 'resolver', 'record'],
  icon: 'IconWorldSearch',
  component: () => import('./DnsQueriesTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['@leichtgewicht/dns-packet', 'ip-address'],
  network: ['cloudflare-dns.com', 'dns.google', 'dns.quad9.net'],
  examples: [
    { label: 'A record', state: { name: 'example.com', type: 'A' } },
    { label: 'Mail servers (MX)', state: { name: 'gmail.com', type: 'MX', resolver: 'google' } },
    { label: 'Reverse (PTR) of 8.8.8.8', state: { name: '8.8.8.8', type: 'PTR' } },
    { label: 'SRV record, JSON API', state: { name: '_imaps._tcp.gmail.com', type: 'SRV', format: 'json' } },
  ],
});
