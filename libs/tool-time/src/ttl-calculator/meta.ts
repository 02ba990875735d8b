import { defineTool } from '@handy-tools/ui/kit';

export const ttlCalculatorTool = defineTool({
  path: '/ttl-calculator',
  name: 'TTL calculator',
  description: 'Turn a TTL in seconds into a readable duration and its expiry time, and back.',
  keywords: ['ttl', 'time to live', 'dns', 'cache', 'max-age', 'seconds', 'duration', 'expiry', 'iso 8601', 'hsts'],
  icon: 'IconClockDown',
  component: () => import('./TtlCalculatorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  // One-click sample states (keys are fields of ./state.ts); the e2e guard rails load each one.
  examples: [
    { label: 'One day (86400)', state: { edited: 'seconds', text: '86400' } },
    { label: '1h30m', state: { edited: 'duration', text: '1h30m' } },
    { label: 'ISO 8601 PT15M', state: { edited: 'duration', text: 'PT15M' } },
    { label: 'HSTS one year, from a given time in New York', state: { edited: 'seconds', text: '31536000', from: 'time', startTime: '2026-11-28T09:00', zone: 'America/New_York' } },
  ],
});
