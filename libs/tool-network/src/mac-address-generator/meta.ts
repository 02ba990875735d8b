import { defineTool } from '@handy-tools/ui/kit';

/**
 * Example states; keys are fields of `macAddressGeneratorState`: `prefix` (input) and the
 * options `quantity`, `cast`, `administration`, `notation`, `letterCase`.
 */
export const macAddressGeneratorTool = defineTool({
  path: '/mac-address-generator',
  name: 'MAC address generator',
  description: 'Generate random MAC addresses with a vendor prefix, case and separator, unicast or multicast, local or universal.',
  keywords: ['mac', 'address', 'generator', 'random', 'ethernet', 'oui', 'prefix', 'locally administered', 'unicast', 'multicast', 'virtual machine', 'csprng'],
  icon: 'IconDice',
  component: () => import('./MacAddressGeneratorTool.js'),
  createdAt: '2026-11-28',
  npmPackages: [],
  examples: [
    { label: 'Random local unicast', state: { quantity: 5 } },
    { label: 'With a vendor prefix', state: { prefix: '64:16:7F', quantity: 10, notation: 'hyphen' } },
    { label: 'Cisco notation, lowercase', state: { quantity: 3, notation: 'dot', letterCase: 'lower' } },
    { label: 'Multicast', state: { quantity: 3, cast: 'multicast', administration: 'universal' } },
  ],
});
