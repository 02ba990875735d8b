import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `jsonToGoState`: `input`, `typeName`, `packageName`, `structs`, `omitEmpty`, `helpers`, `exampleTags`. */
export const tool = defineTool({
  path: '/json-to-go',
  name: 'JSON to Go',
  description: 'Generate Go structs with json tags from a JSON sample: named or inline nested structs, omitempty, package name.',
  keywords: ['json', 'go', 'golang', 'struct', 'tags', 'omitempty', 'generate', 'quicktype', 'converter'],
  icon: 'IconBrandGolang',
  component: () => import('./JsonToGoTool.js'),
  createdAt: '2026-11-23',
  npmPackages: ['quicktype-core', 'json5', 'jsonc-parser'],
  // Measured: the family worker (quicktype-core) ~306 KB gzip + this tool's chunks ~18 KB.
  bundleBudget: { kb: 360, reason: 'quicktype-core in the family worker: it registers all its target languages at load, so it does not tree-shake' },
  examples: [
    {
      label: 'User with address',
      state: { input: '{\n  "id": 1,\n  "name": "Ada Lovelace",\n  "email": "ada@example.com",\n  "roles": ["admin", "author"],\n  "address": { "street": "12 St James Sq", "city": "London" }\n}', typeName: 'User', packageName: 'models' },
    },
    {
      label: 'Inline structs, omitempty',
      state: { input: '{\n  "server": { "host": "localhost", "port": 8080 },\n  "features": [ { "name": "search", "enabled": true }, { "name": "beta" } ]\n}', typeName: 'Config', structs: 'inline', omitEmpty: true },
    },
    {
      label: 'Floats written 1.0 or 1e2, example tags',
      state: { input: '{\n  "sku": "A-1",\n  "price": 10.0,\n  "weight": 1e2,\n  "stock": 3,\n  "tags": ["new", "sale"]\n}', typeName: 'Product', exampleTags: true },
    },
  ],
});
