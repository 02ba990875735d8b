import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `macAddressLookupState`: the addresses `input`, one per line. */
export const macAddressLookupTool = defineTool({
  path: '/mac-address-lookup',
  name: 'MAC address lookup',
  description: 'Find the vendor of a MAC address in the IEEE registries (MA-L, MA-M, MA-S), without sending it anywhere.',
  keywords: ['mac', 'address', 'lookup', 'vendor', 'manufacturer', 'oui', 'ieee', 'ma-l', 'ma-m', 'ma-s', 'registry', 'ethernet', 'nic'],
  icon: 'IconBuildingFactory2',
  component: () => import('./MacAddressLookupTool.js'),
  createdAt: '2026-11-28',
  npmPackages: ['oui-data'],
  bundleBudget: { kb: 420, reason: 'the IEEE MA-L, MA-M and MA-S registries (54,000 blocks, about 385 KB gzip), loaded on the first look-up' },
  examples: [
    { label: 'Cisco (MA-L)', state: { input: '00:00:0c:07:ac:01' } },
    { label: 'Several at once', state: { input: '00-1B-63-84-45-E6\nC8:5C:E2:7A:BC:DE\n8c1f.6400.0123\n01:00:5e:00:00:fb' } },
    { label: 'A prefix only', state: { input: '00000C' } },
  ],
});
