import { defineTool } from '@handy-tools/ui/kit';

/** Example states; keys are fields of `jsonToTsState`: `input`, `typeName`, `declaration`, `allOptional`, `readonly`. */
export const tool = defineTool({
  path: '/json-to-ts',
  name: 'JSON to TS',
  description: 'Generate TypeScript interfaces or types from a JSON sample: nested types named, optional fields from arrays of objects, unions of mixed values.',
  keywords: ['json', 'typescript', 'ts', 'interface', 'type', 'types', 'generate', 'quicktype', 'converter'],
  icon: 'IconBrandTypescript',
  component: () => import('./JsonToTsTool.js'),
  createdAt: '2026-11-23',
  npmPackages: ['quicktype-core', 'json5', 'jsonc-parser'],
  // Measured: the family worker (quicktype-core) ~306 KB gzip + this tool's chunks ~18 KB.
  bundleBudget: { kb: 360, reason: 'quicktype-core in the family worker: it registers all its target languages at load, so it does not tree-shake' },
  examples: [
    {
      label: 'User with address',
      state: { input: '{\n  "id": 1,\n  "name": "Ada Lovelace",\n  "email": "ada@example.com",\n  "roles": ["admin", "author"],\n  "address": { "street": "12 St James Sq", "city": "London" }\n}', typeName: 'User' },
    },
    {
      label: 'Array with optional fields (type aliases)',
      state: { input: '[\n  { "sku": "A-1", "price": 9.5, "tags": ["new"] },\n  { "sku": "B-2", "price": 12, "discount": 0.1 }\n]', typeName: 'Product', declaration: 'type' },
    },
  ],
});
